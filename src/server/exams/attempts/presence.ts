import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * "Last seen" per attempt, for the proctor. Every save would otherwise write the attempt row too; instead
 * this process remembers the time and writes all of them in one statement every few seconds. A crash loses
 * at most those seconds of "last seen", never an answer.
 */
const seen = new Map<number, Date>();

export function touch(attemptId: number, at = new Date()): void {
  seen.set(attemptId, at);
}

export function unflushedSeen(attemptId: number): Date | undefined {
  return seen.get(attemptId);
}

export async function flushPresence(db: Db): Promise<void> {
  if (!seen.size) return;
  const batch = [...seen.entries()].sort((a, b) => a[0] - b[0]);
  seen.clear();
  for (let i = 0; i < batch.length; i += 1000) {
    const part = batch.slice(i, i + 1000);
    const rows = part.map(([id, at]) => sql`(${id}::int, ${at.toISOString()}::timestamptz)`);
    const ids = part.map(([id]) => sql`${id}::int`);
    // Never waits: an attempt a save or a finish holds right now is skipped and kept for the next flush, so
    // this background write cannot deadlock with the students' writes.
    const locked = await db.execute<{ id: number }>(sql`
      with free as materialized (
        select sd_exam_attempt_id as id from sd_exam_attempts where sd_exam_attempt_id in (${sql.join(ids, sql`, `)})
        order by sd_exam_attempt_id for no key update skip locked)
      , written as (
        update sd_exam_attempts a set last_seen_at = v.at
        from (values ${sql.join(rows, sql`, `)}) as v(id, at)
        where a.sd_exam_attempt_id = v.id and v.id in (select id from free) and (a.last_seen_at is null or a.last_seen_at < v.at))
      select id from free`);
    const done = new Set(locked.rows.map((r) => Number(r.id)));
    for (const [id, at] of part) if (!done.has(id) && !seen.has(id)) seen.set(id, at);
  }
}
