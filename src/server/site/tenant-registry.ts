import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tenantSchoolSchema, type TenantSchool } from '../../shared/tenant-schema.ts';

/**
 * The schools of tenants/, read once per process through the schema the build uses: the PPDB services need
 * their admission periods and the site resolver their domains. The build has already rejected bad files;
 * a file that still fails here is skipped with a warning rather than stopping the server.
 */
export interface TenantRegistry {
  bySlug: Map<string, TenantSchool>;
  /** Host name (lower case) -> slug. */
  hosts: Map<string, string>;
}

const DEFAULT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../tenants');
let loaded: TenantRegistry | undefined;

export function tenantRegistry(): TenantRegistry {
  loaded ??= loadTenantRegistry(process.env.TENANTS_DIR ? path.resolve(process.env.TENANTS_DIR) : DEFAULT_DIR);
  return loaded;
}

export function loadTenantRegistry(dir: string): TenantRegistry {
  const bySlug = new Map<string, TenantSchool>();
  const hosts = new Map<string, string>();
  for (const slug of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
    const file = path.join(dir, slug, 'school.json');
    if (!fs.existsSync(file)) continue;
    const parsed = tenantSchoolSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) {
      console.warn(`tenants/${slug}/school.json dilewati: ${parsed.error.issues[0].path.join('.')}: ${parsed.error.issues[0].message}`);
      continue;
    }
    bySlug.set(slug, parsed.data);
    for (const domain of parsed.data.domains) if (!hosts.has(domain.toLowerCase())) hosts.set(domain.toLowerCase(), slug);
  }
  return { bySlug, hosts };
}

/** For tests: load again on next use. */
export function resetTenantRegistry(): void {
  loaded = undefined;
}
