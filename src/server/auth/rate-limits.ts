import { createHmac } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/auth-state.ts';
import { serverSecret } from './server-secrets.ts';

/**
 * Counters in the database (sd_rate_limits), so that every instance on one PostgreSQL counts together.
 * A counter is a fixed window of hits plus an optional "blocked until". Keys are HMACs of what is counted.
 */
export interface Counter {
  hits: number;
  windowStart: Date;
  blockedUntil: Date | null;
}

/** "login-pair:<hmac>": the kind stays readable for an operator, the account or address does not. */
export async function counterKey(db: Db, kind: string, value: string): Promise<string> {
  const mac = createHmac('sha256', await serverSecret(db, 'ip_hash'))
    .update(`${kind}\0${value}`)
    .digest('base64url');
  return `${kind}:${mac.slice(0, 32)}`;
}

export async function readCounters(db: Db, keys: string[]): Promise<Map<string, Counter>> {
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
  return new Map(rows.map((r) => [r.key, { hits: r.hits, windowStart: r.windowStart, blockedUntil: r.blockedUntil }]));
}

/**
 * Counts one hit in one statement (concurrent hits from two instances both count). A window older than
 * `windowMs` starts again at 1; a block already set is kept.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: Date): Promise<Counter> {
  const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning();
  return { hits: row.hits, windowStart: row.windowStart, blockedUntil: row.blockedUntil };
}

/** Blocks a key until a time; never shortens a longer block set meanwhile by another request. */
export async function blockUntil(db: Db, key: string, until: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ blockedUntil: sql`greatest(coalesce(${rateLimits.blockedUntil}, ${until}), ${until})` })
    .where(eq(rateLimits.key, key));
}

export async function clearCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets windows and blocks long past (run now and then; the table holds one row per recent sender). */
export async function sweepCounters(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${before} and coalesce(${rateLimits.blockedUntil}, ${rateLimits.windowStart}) < ${before}`);
}

/** Whole seconds until a time, at least 1 when it is still ahead. */
export function secondsUntil(until: Date | null, now: Date): number {
  if (!until || until <= now) return 0;
  return Math.ceil((until.getTime() - now.getTime()) / 1000);
}

/** A fixed window of `limit` hits per `windowMs` for one sender: counts this hit, answers the seconds to wait or 0. */
export async function hitWindow(db: Db, kind: string, value: string, limit: number, windowMs: number, now = new Date()): Promise<number> {
  const counter = await countHit(db, await counterKey(db, kind, value), windowMs, now);
  return counter.hits > limit ? Math.max(1, secondsUntil(new Date(counter.windowStart.getTime() + windowMs), now)) : 0;
}
