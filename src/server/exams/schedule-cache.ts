import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { examSchedules } from '../db/schema/exams.ts';

/**
 * Schedules read on the students' hot paths (start, every save), kept for a few seconds: a token or window
 * change made in this process is seen at once, by another instance within TTL_MS.
 */
export type ScheduleRow = typeof examSchedules.$inferSelect;

const TTL_MS = 5_000;
const cache = new Map<number, { row: Promise<ScheduleRow | undefined>; until: number }>();

export function loadSchedule(db: Db, id: number): Promise<ScheduleRow | undefined> {
  const hit = cache.get(id);
  if (hit && hit.until > Date.now()) return hit.row;
  const row = db
    .select()
    .from(examSchedules)
    .where(eq(examSchedules.id, id))
    .then((rows) => rows[0]);
  cache.set(id, { row, until: Date.now() + TTL_MS });
  row.catch(() => cache.delete(id));
  return row;
}

export function forgetSchedule(id: number): void {
  cache.delete(id);
}
