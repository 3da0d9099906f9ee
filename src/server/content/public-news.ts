import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { posts } from '../db/schema/content.ts';
import { schools } from '../db/schema/schools.ts';
import type { PublicPost } from '../../shared/content/public-news.ts';

/**
 * The published news of one school for its public pages, read per request and kept CACHE_MS in this process.
 * A publish in this process forgets the school at once; another instance sees it after at most CACHE_MS, well
 * inside the 60 s the issue asks. Only the school asked for is read, so 500 schools cost no more than one.
 */
export const CACHE_MS = 20_000;
const cache = new Map<string, { at: number; posts: Promise<PublicPost[]> }>();

export function forgetSchoolNews(slug: string): void {
  cache.delete(slug);
}

export function readSchoolNews(db: Db, slug: string): Promise<PublicPost[]> {
  const hit = cache.get(slug);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.posts;
  const read = load(db, slug).catch((error: unknown) => {
    cache.delete(slug);
    throw error;
  });
  cache.set(slug, { at: Date.now(), posts: read });
  return read;
}

async function load(db: Db, slug: string): Promise<PublicPost[]> {
  const rows = await db
    .select({ id: posts.id, title: posts.title, summary: posts.summary, body: posts.body, publishedAt: posts.publishedAt })
    .from(posts)
    .innerJoin(schools, eq(schools.id, posts.schoolId))
    .where(and(eq(schools.slug, slug), eq(posts.kind, 'news'), eq(posts.status, 'published')))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(50);
  // The date in WIB, the schools' zone for the public pages.
  return rows.map(({ publishedAt, ...r }) => ({ ...r, date: new Date((publishedAt ?? new Date()).getTime() + 7 * 3600_000).toISOString().slice(0, 10) }));
}
