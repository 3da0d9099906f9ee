import type { APIRoute } from 'astro';
import { getTenants } from '../components/public/tenants.ts';
import { articlePath, newsPath, privacyPath, privacyPathEn, schoolHome, schoolPage } from '../shared/tenant-site.ts';

/** Every public, indexable page; bare school paths and legacy privacy addresses are left to their canonicals. */
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('http://localhost:4321');
  const paths = ['/', '/about/', '/contactus/', '/privacy/', '/ppdb/', '/ppdb/registered-by/', '/form_registration/', '/ppdb_check_registration/'];
  for (const t of await getTenants()) {
    paths.push(schoolHome(t.slug), privacyPath(t.slug), privacyPathEn(t.slug));
    for (const page of [
      'head-speechs',
      'vission-mission',
      'profil-schools',
      'gallery-album',
      'gallery',
      'blog-article',
      'blog-news',
      'utility/info-floating-shortcut',
    ])
      paths.push(schoolPage(t.slug, page));
    for (const c of t.website.categories) paths.push(schoolPage(t.slug, `blog-article/${c.slug}`));
    for (const a of t.articles) paths.push(articlePath(t.slug, a.data));
    for (const n of t.news) paths.push(newsPath(t.slug, n.data.id));
  }
  const body = paths.map((p) => `<url><loc>${new URL(p, base).href}</loc></url>`).join('');
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
