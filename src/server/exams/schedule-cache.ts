import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { examSchoolSettings } from '../db/schema/exam-platform.ts';
import { examSchedules } from '../db/schema/exams.ts';

/**
 * Schedules read on the students' hot paths (start, every save), kept for a few seconds: a token or window
 * change made in this process is seen at once, by another instance within TTL_MS.
 * Each carries its school's exam rules (results switch, ways in, whitelisted Safe Exam Browser keys), read in
 * the same statement, so enforcing them adds no round trip to an answer save.
 */
export type ScheduleRow = typeof examSchedules.$inferSelect & {
  /** The school's "Tampilkan hasil ujian": false hides every result from students. */
  resultsShown: boolean;
  /** The ways in the school accepts: portal, app, seb. */
  allowedPlatforms: string[];
  /** The active keys of the school's whitelisted lockdown apps, accepted besides the schedule's own. */
  schoolConfigKeys: string[];
  schoolBrowserExamKeys: string[];
};

const TTL_MS = 5_000;
const cache = new Map<number, { row: Promise<ScheduleRow | undefined>; until: number }>();

const activeKeys = (column: 'config_key' | 'browser_exam_key') =>
  sql<string[]>`coalesce((select array_agg(a.${sql.raw(column)}) from sd_exam_allowed_apps a
    where a.sd_school_id = ${examSchedules.schoolId} and a.active and a.${sql.raw(column)} is not null), '{}'::text[])`;

export function loadSchedule(db: Db, id: number): Promise<ScheduleRow | undefined> {
  const hit = cache.get(id);
  if (hit && hit.until > Date.now()) return hit.row;
  const row = db
    .select({
      ...getTableColumns(examSchedules),
      resultsShown: sql<boolean>`coalesce(${examSchoolSettings.resultsShown}, true)`,
      allowedPlatforms: sql<string[]>`coalesce(${examSchoolSettings.allowedPlatforms}, '{portal,app,seb}'::text[])`,
      schoolConfigKeys: activeKeys('config_key'),
      schoolBrowserExamKeys: activeKeys('browser_exam_key'),
    })
    .from(examSchedules)
    .leftJoin(examSchoolSettings, eq(examSchoolSettings.schoolId, examSchedules.schoolId))
    .where(eq(examSchedules.id, id))
    .then((rows) => rows[0]);
  cache.set(id, { row, until: Date.now() + TTL_MS });
  row.catch(() => cache.delete(id));
  return row;
}

export function forgetSchedule(id: number): void {
  cache.delete(id);
}

/** After a change to a school's exam rules: they are rare, and every open schedule is read again once. */
export function forgetAllSchedules(): void {
  cache.clear();
}
