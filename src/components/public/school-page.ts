import { getTenants } from './tenants.ts';
import { schoolSiteOf } from '../../shared/content/public-site.ts';

/**
 * What a per-request school page starts with: the school from tenants/ (404 when unknown) and the website content
 * written in the portal (null without a server, e.g. astro dev).
 */
export async function schoolPageOf(astro: { params: Record<string, string | undefined>; locals: unknown; response: { status?: number } }) {
  const slug = astro.params.slug ?? '';
  const tenant = (await getTenants()).find((t) => t.slug === slug);
  if (!tenant) astro.response.status = 404;
  const site = tenant ? await schoolSiteOf(astro.locals, slug) : null;
  return { slug, tenant, site };
}
