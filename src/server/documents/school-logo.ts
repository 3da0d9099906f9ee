import fs from 'node:fs/promises';
import path from 'node:path';
import { TENANTS_DIR } from '../tenants/read-tenants.ts';

const KINDS = [
  { file: 'logo.png', mime: 'image/png' },
  { file: 'logo.jpg', mime: 'image/jpeg' },
  { file: 'logo.jpeg', mime: 'image/jpeg' },
] as const;

/**
 * A school's logo for the kop: tenants/<slug>/assets/logo.png (or .jpg). Absent, the kop has no logo rather
 * than a placeholder: an official letter with a made-up emblem would mislead. Read on each render (a few KB),
 * so a replaced file shows at once.
 */
export async function schoolLogo(slug: string, dir = TENANTS_DIR): Promise<string | null> {
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(slug)) return null;
  for (const kind of KINDS) {
    const bytes = await fs.readFile(path.join(dir, slug, 'assets', kind.file)).catch(() => null);
    if (bytes && looksLike(bytes, kind.mime)) return `data:${kind.mime};base64,${bytes.toString('base64')}`;
  }
  return null;
}

/** The first bytes decide, not the name: a broken file is skipped instead of failing the whole document. */
function looksLike(bytes: Buffer, mime: string): boolean {
  if (mime === 'image/png') return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
