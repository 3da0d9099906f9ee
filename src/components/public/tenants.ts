import { getCollection, type CollectionEntry } from 'astro:content';
import { crossCheckTenants } from '../../shared/tenant-checks.ts';
import type { TenantSchool } from '../../shared/tenant-schema.ts';
import type { Gallery, Website } from '../../shared/tenant-website-schema.ts';

/** Every school with its website content, built once per build from the content collections. */
export interface Tenant {
  slug: string;
  school: TenantSchool;
  website: Website;
  gallery: Gallery;
  articles: CollectionEntry<'articles'>[];
  news: CollectionEntry<'news'>[];
  privacyOverride?: CollectionEntry<'privacyOverrides'>;
  privacyOverrideEn?: CollectionEntry<'privacyOverrides'>;
}

const slugOf = (id: string) => id.slice(0, id.indexOf('/'));
const newestFirst = (a: { data: { date: string } }, b: { data: { date: string } }) => b.data.date.localeCompare(a.data.date);

let cache: Promise<Tenant[]> | undefined;

export function getTenants(): Promise<Tenant[]> {
  cache ??= load();
  return cache;
}

export async function getTenant(slug: string): Promise<Tenant> {
  const tenant = (await getTenants()).find((t) => t.slug === slug);
  if (!tenant) throw new Error(`Sekolah ${slug} tidak ada di tenants/`);
  return tenant;
}

async function load(): Promise<Tenant[]> {
  const [schools, websites, galleries, articles, news, overrides] = await Promise.all([
    getCollection('schools'),
    getCollection('websites'),
    getCollection('galleries'),
    getCollection('articles'),
    getCollection('news'),
    getCollection('privacyOverrides'),
  ]);
  const bySlug = <T extends { id: string }>(items: T[], slug: string) => items.filter((i) => slugOf(i.id) === slug);
  const tenants = schools
    .map((s) => slugOf(s.id))
    .sort()
    .map((slug) => {
      const own = bySlug(overrides, slug);
      return {
        slug,
        school: schools.find((s) => slugOf(s.id) === slug)!.data,
        website: bySlug(websites, slug)[0]?.data as Website,
        gallery: bySlug(galleries, slug)[0]?.data ?? { albums: [] },
        articles: bySlug(articles, slug).sort(newestFirst),
        news: bySlug(news, slug).sort(newestFirst),
        privacyOverride: own.find((o) => o.id.endsWith('/privacy.md')),
        privacyOverrideEn: own.find((o) => o.id.endsWith('/privacy.en.md')),
      };
    });
  const problems = crossCheckTenants(
    tenants.map((t) => ({
      ...t,
      articles: t.articles.map((a) => ({ file: `tenants/${a.id}`, data: a.data })),
      news: t.news.map((n) => ({ file: `tenants/${n.id}`, data: n.data })),
    })),
  );
  if (problems.length) throw new Error(`Isi tenants/ tidak valid:\n${problems.join('\n')}`);
  return tenants;
}

/** getStaticPaths for a page every school has: one path per school, the tenant as a prop. */
export async function tenantPaths(param: string) {
  return (await getTenants()).map((tenant) => ({ params: { [param]: tenant.slug }, props: { tenant } }));
}
export const schoolPaths = () => tenantPaths('slug');

export function formatDate(iso: string, lang: 'id' | 'en' = 'id'): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString(lang === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
