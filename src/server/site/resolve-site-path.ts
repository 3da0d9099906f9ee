import { isSchoolSitePath, SCHOOL_SITE_PREFIX } from '../../shared/tenant-site.ts';
import { tenantRegistry } from './tenant-registry.ts';

/**
 * The pre-rendered page for a bare school-website path: '/head-speechs' on a host a tenant lists, or on any
 * other host for the default school (env DEFAULT_SCHOOL, else 'demo-smk'), becomes
 * '/sekolah/<slug>/head-speechs'. Any other path answers null. Tenants are read once, on first use.
 */
export function resolveSitePath(host: string, pathname: string): string | null {
  const bare = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (!isSchoolSitePath(bare)) return null;
  const { hosts, bySlug } = tenantRegistry();
  const slug = hosts.get(stripPort(host).toLowerCase()) ?? (process.env.DEFAULT_SCHOOL || 'demo-smk');
  return bySlug.has(slug) ? `${SCHOOL_SITE_PREFIX}/${slug}${bare}` : null;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.lastIndexOf(':');
  return colon > -1 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}
