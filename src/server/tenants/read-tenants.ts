import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tenantSchoolSchema, type TenantSchool } from '../../shared/tenant-schema.ts';

export interface TenantEntry {
  slug: string;
  school: TenantSchool;
}

/** The repository's tenants/ folder, or TENANTS_DIR. */
export const TENANTS_DIR = process.env.TENANTS_DIR
  ? path.resolve(process.env.TENANTS_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tenants');

/**
 * Reads every tenants/<slug>/school.json through the same schema the Astro build validates with. A bad file
 * stops the caller with its path and field: the build has already refused it, so the server refuses it too.
 */
export function readTenants(dir = TENANTS_DIR): TenantEntry[] {
  if (!fs.existsSync(dir)) return [];
  const out: TenantEntry[] = [];
  for (const slug of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, slug, 'school.json');
    if (!fs.existsSync(file)) continue;
    const parsed = tenantSchoolSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    }
    out.push({ slug, school: parsed.data });
  }
  return out;
}
