import fs from 'node:fs';
import path from 'node:path';
import { tenantSchoolSchema, type TenantSchool } from '../../../shared/tenant-schema.ts';

export interface TenantEntry {
  slug: string;
  school: TenantSchool;
}

/** Reads every tenants/<slug>/school.json through the same schema the Astro build validates with. */
export function readTenants(dir = path.resolve(process.env.TENANTS_DIR ?? 'tenants')): TenantEntry[] {
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
