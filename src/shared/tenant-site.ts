/**
 * The school website's addresses (document 02, section 2.2). Each school serves them under
 * /sekolah/<slug>/...; the bare paths serve the school that owns the request's host, or the default school.
 */
export const SCHOOL_SITE_PREFIX = '/sekolah';

/** The pages of section 2.2 that take no parameter, in menu order. */
export const SITE_PAGES = [
  'head-speechs',
  'vission-mission',
  'vision_mission',
  'profil-schools',
  'gallery-album',
  'gallery',
  'blog-article',
  'blog-news',
  'blog-news-detail',
  'utility/info-floating-shortcut',
] as const;

/** Bare paths with parameters: /blog-article/:slug_cate, /blog-article/:slug_cate/:slug_title/:id, /blog-news-detail/:id. */
const PARAM_PATHS = [/^\/blog-article\/[\w-]+$/, /^\/blog-article\/[\w-]+\/[\w-]+\/\d+$/, /^\/blog-news-detail\/\d+$/];
const FIXED_PATHS = new Set(SITE_PAGES.map((p) => `/${p}`));

/** True for a bare school-website path (trailing slash already removed). */
export function isSchoolSitePath(pathname: string): boolean {
  return FIXED_PATHS.has(pathname) || PARAM_PATHS.some((re) => re.test(pathname));
}

export const schoolHome = (slug: string) => `${SCHOOL_SITE_PREFIX}/${slug}/`;
export const schoolPage = (slug: string, page: string) => `${SCHOOL_SITE_PREFIX}/${slug}/${page}/`;
export const articlePath = (slug: string, a: { category: string; slug: string; id: number }) =>
  schoolPage(slug, `blog-article/${a.category}/${a.slug}/${a.id}`);
export const newsPath = (slug: string, id: number) => schoolPage(slug, `blog-news-detail/${id}`);
export const privacyPath = (slug: string) => `/${slug}/privacy/`;
export const privacyPathEn = (slug: string) => `/${slug}/privacy/en/`;
