import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { schools } from '../../src/server/db/schema/schools.ts';
import { classMaps } from '../../src/server/db/schema/master.ts';
import { hashPassword } from '../../src/server/auth/password.ts';

/** Small request helpers for the exam API tests. */
export function client(t: TestApp) {
  return async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const res = await t.app.inject({
      method,
      url,
      headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...(options.headers ?? {}) },
      ...(options.body !== undefined ? { payload: options.body as object } : {}),
    });
    const type = String(res.headers['content-type'] ?? '');
    return { status: res.statusCode, body: type.includes('json') ? res.json() : res.rawPayload, headers: res.headers };
  };
}

/** An account made directly in the database (another school, or a second student in the demo class). */
export async function makeUser(t: TestApp, email: string, userTypeId: string, schoolSlug: string, sectionOf?: { sectionId: number; yearId: number }) {
  const [school] = await t.database.db.select({ id: schools.id }).from(schools).where(eq(schools.slug, schoolSlug));
  const [user] = await t.database.db
    .insert(users)
    .values({ schoolId: school.id, userTypeId, email, fullName: email.split('@')[0], passwordHash: await hashPassword('rahasia123') })
    .returning({ id: users.id });
  if (sectionOf) {
    await t.database.db.insert(classMaps).values({ schoolId: school.id, academicYearId: sectionOf.yearId, sectionId: sectionOf.sectionId, userId: user.id });
  }
  return user.id;
}

let seq = 0;
/** A fresh idempotency key, as the browser makes one per answer revision. */
export const newKey = () => `k-${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
