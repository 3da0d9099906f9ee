import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/users.ts';
import { schools } from '../../src/server/db/schema/schools.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import type { TestApp } from '../helpers/test-app.ts';

export type Call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => Promise<{ status: number; body: any }>;

/** Calls the API as the holder of `token`. */
export function caller(t: TestApp, token: string): Call {
  return async (method, url, payload) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

/** An extra account in one of the demo schools (a school admin of demo-sd, say), signed in. */
export async function accountIn(t: TestApp, schoolSlug: string, userTypeId: string, email: string): Promise<Call> {
  const db = t.database.db;
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, schoolSlug));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values({ schoolId: school.id, userTypeId, email, fullName: `Uji ${email}`, passwordHash })
    .onConflictDoNothing();
  const { token } = await t.signIn(email);
  return caller(t, token);
}

/** Signs an account in once per app (argon2 verification is deliberately slow). */
const sessions = new WeakMap<TestApp, Map<string, Call>>();
export async function signedIn(t: TestApp, email: string): Promise<Call> {
  const known = sessions.get(t) ?? new Map<string, Call>();
  sessions.set(t, known);
  if (!known.has(email)) known.set(email, caller(t, (await t.signIn(email)).token));
  return known.get(email)!;
}
