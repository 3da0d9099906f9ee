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
  const batch = [...seen.entries()];
  seen.clear();
  for (let i = 0; i < batch.length; i += 1000) {
    const rows = batch.slice(i, i + 1000).map(([id, at]) => sql`(${id}::int, ${at.toISOString()}::timestamptz)`);
    await db.execute(sql`
      update sd_exam_attempts a set last_seen_at = v.at
      from (values ${sql.join(rows, sql`, `)}) as v(id, at)
      where a.sd_exam_attempt_id = v.id and (a.last_seen_at is null or a.last_seen_at < v.at)`);
  }
}
