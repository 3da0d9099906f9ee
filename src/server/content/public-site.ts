/**
 * The website content of one school for its public pages (sliders, speech, videos, albums, features, social
 * media, figures, achievements, organisation, graduation), read per request and kept CACHE_MS in this process,
 * like the news (public-news.ts). A write through the portal forgets every school at once in this process;
 * another instance shows it after at most CACHE_MS, inside the 60 s the issue asks. Only the school asked for
 * is read.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schools } from '../db/schema/schools.ts';
import { users } from '../db/schema/users.ts';
import {
  graduationContents,
  siteAlbumPhotos,
  siteAlbums,
  siteFeatures,
  siteFigures,
  siteSliders,
  siteSocial,
  siteSpeeches,
  siteVideos,
  studentAchievements,
} from '../db/schema/website.ts';
import { paragraphsOf, type PublicSite } from '../../shared/content/public-site.ts';
import { ACHIEVEMENT_LEVELS, SOCIAL_PLATFORMS, youtubeId } from '../../shared/content/website-lists.ts';
import { orgChart } from '../classroom/office/org-chart.ts';
import type { SessionContext } from '../http/context.ts';

/** The live value of a figure: the school's active students, teachers, staff or rombel of the current year. */
export function figureValueSql(source: SQL, manual: SQL, school: SQL): SQL {
  return sql`case ${source}
    when 'manual' then ${manual}
    when 'students' then (select count(*)::int from sd_users u where u.sd_school_id = ${school} and u.sd_user_type_id = '5' and u.is_active)
    when 'teachers' then (select count(*)::int from sd_users u where u.sd_school_id = ${school} and u.sd_user_type_id = '3' and u.is_active)
    when 'staff' then (select count(*)::int from sd_users u where u.sd_school_id = ${school} and u.sd_user_type_id in ('8', '9', '10', '11') and u.is_active)
    when 'sections' then (select count(*)::int from sd_sections s join sd_academic_years y on y.sd_academic_year_id = s.sd_academic_year_id
      where s.sd_school_id = ${school} and y.is_current)
    end`;
}

export const CACHE_MS = 20_000;
const cache = new Map<string, { at: number; site: Promise<PublicSite | null> }>();

export function forgetSchoolSites(): void {
  cache.clear();
}

export function readSchoolSite(db: Db, slug: string): Promise<PublicSite | null> {
  const hit = cache.get(slug);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.site;
  const read = load(db, slug).catch((error: unknown) => {
    cache.delete(slug);
    throw error;
  });
  cache.set(slug, { at: Date.now(), site: read });
  return read;
}

const labelOf = (items: readonly { value: string; label: string }[], value: string) => items.find((i) => i.value === value)?.label ?? value;

async function load(db: Db, slug: string): Promise<PublicSite | null> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, slug));
  if (!school) return null;
  const id = school.id;
  const [sliders, speech, videos, albums, photos, features, social, figures, achievements, graduation, chart] = await Promise.all([
    db
      .select()
      .from(siteSliders)
      .where(and(eq(siteSliders.schoolId, id), eq(siteSliders.isActive, true)))
      .orderBy(asc(siteSliders.sortOrder), asc(siteSliders.id))
      .limit(10),
    db.select().from(siteSpeeches).where(eq(siteSpeeches.schoolId, id)),
    db.select().from(siteVideos).where(eq(siteVideos.schoolId, id)).orderBy(asc(siteVideos.sortOrder), asc(siteVideos.id)).limit(20),
    db
      .select()
      .from(siteAlbums)
      .where(and(eq(siteAlbums.schoolId, id), eq(siteAlbums.isPublished, true)))
      .orderBy(desc(siteAlbums.albumDate), desc(siteAlbums.id))
      .limit(30),
    db
      .select({ albumId: siteAlbumPhotos.albumId, image: siteAlbumPhotos.image, caption: siteAlbumPhotos.caption })
      .from(siteAlbumPhotos)
      .where(eq(siteAlbumPhotos.schoolId, id))
      .orderBy(asc(siteAlbumPhotos.id)),
    db.select().from(siteFeatures).where(eq(siteFeatures.schoolId, id)).orderBy(asc(siteFeatures.sortOrder), asc(siteFeatures.id)).limit(12),
    db.select().from(siteSocial).where(eq(siteSocial.schoolId, id)).orderBy(asc(siteSocial.sortOrder), asc(siteSocial.id)),
    db
      .select({
        label: siteFigures.label,
        value: sql<number | null>`${figureValueSql(sql`${siteFigures.source}`, sql`${siteFigures.manualValue}`, sql`${siteFigures.schoolId}`)}`,
      })
      .from(siteFigures)
      .where(and(eq(siteFigures.schoolId, id), eq(siteFigures.isShown, true)))
      .orderBy(asc(siteFigures.sortOrder), asc(siteFigures.id)),
    db
      .select({ student: users.fullName, title: studentAchievements.title, level: studentAchievements.level, date: studentAchievements.achievedOn })
      .from(studentAchievements)
      .innerJoin(users, eq(users.id, studentAchievements.userId))
      .where(and(eq(studentAchievements.schoolId, id), eq(studentAchievements.showOnSite, true)))
      .orderBy(desc(studentAchievements.achievedOn), desc(studentAchievements.id))
      .limit(6),
    db
      .select()
      .from(graduationContents)
      .where(and(eq(graduationContents.schoolId, id), eq(graduationContents.isPublished, true))),
    // The organisation chart through school life's own service (its tree order), as an anonymous reader.
    orgChart({ ctx: { db, session: { schoolId: id, userTypeId: '' } } as unknown as SessionContext }),
  ]);
  const s = speech[0];
  const g = graduation[0];
  return {
    sliders: sliders.map((r) => ({ title: r.title, caption: r.caption, image: r.image, link: r.link })),
    speech:
      s && s.heading
        ? { heading: s.heading, principalName: s.principalName, principalTitle: s.principalTitle, paragraphs: paragraphsOf(s.body), photo: s.photo }
        : null,
    videos: videos.flatMap((r) => {
      const video = youtubeId(r.videoUrl);
      return video ? [{ title: r.title, youtubeId: video, description: r.description }] : [];
    }),
    albums: albums.map((a) => ({
      id: a.id,
      title: a.title,
      date: String(a.albumDate),
      description: a.description,
      photos: photos.filter((p) => p.albumId === a.id).map((p) => ({ image: p.image, caption: p.caption })),
    })),
    features: features.map((r) => ({ title: r.title, description: r.description, icon: r.icon })),
    social: social.map((r) => ({ platform: labelOf(SOCIAL_PLATFORMS, r.platform), handle: r.handle, url: r.url })),
    figures: figures.flatMap((r) => (r.value === null || r.value === undefined ? [] : [{ label: r.label, value: Number(r.value) }])),
    achievements: achievements.map((r) => ({ student: r.student, title: r.title, level: labelOf(ACHIEVEMENT_LEVELS, r.level), date: String(r.date) })),
    organisation: chart.positions.map((p) => ({ role: p.title, name: p.holderName, depth: p.depth })),
    graduation: g ? { title: g.title, paragraphs: paragraphsOf(g.body) } : null,
  };
}
