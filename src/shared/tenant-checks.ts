import type { TenantSchool } from './tenant-schema.ts';
import type { ArticleMeta, NewsMeta, Website } from './tenant-website-schema.ts';

/**
 * Rules that span files, which a per-file schema cannot see. Each problem names the file and the field, like
 * the schema errors: "tenants/demo-smk/blog/01-x.md: category: kategori "x" tidak ada di website.json".
 */
export interface TenantFiles {
  slug: string;
  school: TenantSchool;
  website?: Website;
  articles: { file: string; data: ArticleMeta }[];
  news: { file: string; data: NewsMeta }[];
}

export function crossCheckTenants(tenants: TenantFiles[]): string[] {
  const problems: string[] = [];
  const npsn = new Map<string, string>();
  const codes = new Map<string, string>();
  const legacy = new Map<string, string>();
  for (const t of tenants) {
    const schoolFile = `tenants/${t.slug}/school.json`;
    claim(npsn, t.school.npsn, t.slug, (other) => problems.push(`${schoolFile}: npsn: NPSN ${t.school.npsn} sudah dipakai ${other}`));
    claim(codes, t.school.code, t.slug, (other) => problems.push(`${schoolFile}: code: kode ${t.school.code} sudah dipakai ${other}`));
    t.school.legacyPrivacyPaths.forEach((p, i) =>
      claim(legacy, p, t.slug, (other) => problems.push(`${schoolFile}: legacyPrivacyPaths.${i}: ${p} sudah dipakai ${other}`)),
    );
    if (!t.website) {
      problems.push(`tenants/${t.slug}/website.json: (berkas): berkas situs sekolah tidak ada`);
      continue;
    }
    const categories = new Set(t.website.categories.map((c) => c.slug));
    const ids = new Map<number, string>();
    for (const a of t.articles) {
      if (!categories.has(a.data.category)) problems.push(`${a.file}: category: kategori "${a.data.category}" tidak ada di website.json`);
      claim(ids, a.data.id, a.file, (other) => problems.push(`${a.file}: id: id ${a.data.id} sudah dipakai ${other}`));
    }
    const newsIds = new Map<number, string>();
    for (const n of t.news) claim(newsIds, n.data.id, n.file, (other) => problems.push(`${n.file}: id: id ${n.data.id} sudah dipakai ${other}`));
    t.school.ppdb.periods.forEach((p, i) => {
      if (t.school.ppdb.periods.findIndex((q) => q.id === p.id) !== i) problems.push(`${schoolFile}: ppdb.periods.${i}.id: kode ${p.id} ganda`);
    });
  }
  return problems;
}

function claim<K>(seen: Map<K, string>, key: K, owner: string, onClash: (other: string) => void): void {
  const other = seen.get(key);
  if (other !== undefined && other !== owner) onClash(other);
  else seen.set(key, owner);
}
