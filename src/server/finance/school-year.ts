import { and, eq } from 'drizzle-orm';
import type { Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { academicYears } from '../db/schema/schools.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';

/** The session's academic year, else the school's current one: rombel membership is per year. */
export async function yearOf(db: Db | Tx, ctx: SessionContext): Promise<number> {
  if (ctx.session.academicYearId) return ctx.session.academicYearId;
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, ctx.session.schoolId), eq(academicYears.isCurrent, true)));
  if (!year) throw new AppError('conflict', 'Sekolah belum memiliki tahun ajaran aktif.');
  return year.id;
}
