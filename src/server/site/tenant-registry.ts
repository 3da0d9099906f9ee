import type { TenantSchool } from '../../shared/tenant-schema.ts';
import { readTenants, TENANTS_DIR } from '../tenants/read-tenants.ts';

/**
 * The schools of tenants/, read once per process: the PPDB services need their admission periods and the
 * site resolver their domains.
 */
export interface TenantRegistry {
  bySlug: Map<string, TenantSchool>;
  /** Host name (lower case) -> slug. */
  hosts: Map<string, string>;
}

let loaded: TenantRegistry | undefined;

export function tenantRegistry(): TenantRegistry {
  loaded ??= loadTenantRegistry(TENANTS_DIR);
  return loaded;
}

export function loadTenantRegistry(dir: string): TenantRegistry {
  const bySlug = new Map<string, TenantSchool>();
  const hosts = new Map<string, string>();
  for (const { slug, school } of readTenants(dir)) {
    bySlug.set(slug, school);
    for (const domain of school.domains) if (!hosts.has(domain.toLowerCase())) hosts.set(domain.toLowerCase(), slug);
  }
  return { bySlug, hosts };
}

/** For tests: load again on next use. */
export function resetTenantRegistry(): void {
  loaded = undefined;
}
