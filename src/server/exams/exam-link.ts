import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { examLinkSecrets } from '../db/schema/exams.ts';

/**
 * Signed links for /webpageujian/{schedule}/{attempt}/{user}, which the schools' mobile apps open without a
 * session: HMAC-SHA256 over the three ids and the expiry, with a per-school secret generated on first use
 * and stored, so links survive restarts and a guessed id opens nothing.
 */
const secrets = new Map<number, Promise<string>>();

async function secretOf(db: Db, schoolId: number): Promise<string> {
  let s = secrets.get(schoolId);
  if (!s) {
    s = (async () => {
      await db
        .insert(examLinkSecrets)
        .values({ schoolId, secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ secret: examLinkSecrets.secret }).from(examLinkSecrets).where(eq(examLinkSecrets.schoolId, schoolId));
      return row.secret;
    })();
    secrets.set(schoolId, s);
    s.catch(() => secrets.delete(schoolId));
  }
  return s;
}

const payload = (scheduleId: number, attemptId: number, userId: number, expires: number) => `${scheduleId}/${attemptId}/${userId}/${expires}`;

export interface LinkIds {
  scheduleId: number;
  attemptId: number;
  userId: number;
}

export async function signExamLink(db: Db, schoolId: number, ids: LinkIds, ttlSeconds: number): Promise<{ path: string; expires: number; signature: string }> {
  const expires = Math.floor(Date.now() / 1000) + ttlSeconds;
  const signature = createHmac('sha256', await secretOf(db, schoolId))
    .update(payload(ids.scheduleId, ids.attemptId, ids.userId, expires))
    .digest('base64url');
  return { path: `/webpageujian/${ids.scheduleId}/${ids.attemptId}/${ids.userId}?exp=${expires}&sig=${signature}`, expires, signature };
}

/** "exp.signature" as sent in the X-Exam-Link header; false when forged or expired. */
export async function verifyExamLink(db: Db, schoolId: number, ids: LinkIds, header: string): Promise<boolean> {
  const [exp, signature] = header.split('.', 2);
  const expires = Number(exp);
  if (!Number.isInteger(expires) || expires < Date.now() / 1000 || !signature) return false;
  const expected = createHmac('sha256', await secretOf(db, schoolId))
    .update(payload(ids.scheduleId, ids.attemptId, ids.userId, expires))
    .digest();
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
