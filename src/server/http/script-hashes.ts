import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ('sha256-...') of every inline script in the built pages, read once at start: Astro emits
 * the same few (its island loader, the pages' is:inline guards), so the list is short. A page served later
 * with another inline script would have it refused by the browser, which the page tests would show.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      const [, attributes, body] = match;
      if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
      hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

function htmlFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
