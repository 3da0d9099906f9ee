import { eq } from 'drizzle-orm';
import { schools } from '../db/schema/schools.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { schoolTimeZone } from '../school/time-zone.ts';

/** GET /api/session/school: the session's school and the time zone its times are shown in. */
export async function getSchoolContext({ ctx }: { ctx: SessionContext }) {
  const [row] = await ctx.db.select({ id: schools.id, name: schools.name }).from(schools).where(eq(schools.id, ctx.session.schoolId)).limit(1);
  if (!row) throw notFound('Sekolah tidak ditemukan.');
  return { sd_school_id: row.id, school_name: row.name, time_zone: await schoolTimeZone(ctx.db, row.id) };
}
