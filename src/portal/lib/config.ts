/**
 * Deployment configuration of the portal: where images are served from, and the domains of the second
 * ("remote") client of document 01, section 7. The remote client uses the first domain whose status is 'Y'.
 */

/**
 * Prefix joined to the image paths of the session (path_image_school, path_profile). Our server returns
 * absolute paths ('/sekolah/demo-smk/logo.svg'), so the prefix is empty: images come from the same origin.
 */
export const IMAGE_BASE = '';

export interface RemoteDomain {
  /** Origin (and optional path) of the remote service, e.g. 'https://layanan.contoh.sch.id/api'. */
  domain: string;
  /** 'Y' in use, anything else skipped. */
  status: string;
}

/**
 * The remote service's addresses, in order of preference. Its endpoints are not part of the specification;
 * no screen calls it yet, so the list is empty until a school deploys one.
 */
export const REMOTE_DOMAINS: readonly RemoteDomain[] = [];

/** Joins the image prefix and a stored path ('/a.png', 'a.png'); null when there is no path. */
export function imageUrl(path: string | null | undefined): string | null {
  if (!path || path === 'null') return null;
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:')) return path;
  const base = IMAGE_BASE.replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
