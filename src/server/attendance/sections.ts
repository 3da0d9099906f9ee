import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { academicYears } from '../db/schema/schools.ts';
import { classes, classMaps, sections, studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden, notFound } from '../http/errors.ts';
import { isOffice } from './guard.ts';

/** The session's academic year, or the school's current one. */
export async function yearOf(ctx: SessionContext): Promise<number> {
  if (ctx.session.academicYearId) return ctx.session.academicYearId;
  const [year] = await ctx.db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, ctx.session.schoolId), eq(academicYears.isCurrent, true)));
  if (!year) throw new AppError('conflict', 'Sekolah belum memiliki tahun ajaran aktif.');
  return year.id;
}

/** The rombels of the year a person may take attendance for: all for the office, their own for a homeroom teacher. */
export async function sectionsFor(ctx: SessionContext, yearId: number) {
  const mine = isOffice(ctx) ? [] : [eq(sections.homeroomTeacherId, ctx.session.userId)];
  return ctx.db
    .select({ id: sections.id, name: sections.name, homeroomTeacherId: sections.homeroomTeacherId })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(sections.academicYearId, yearId), ...mine))
    .orderBy(asc(classes.grade), asc(sections.name));
}

/** One rombel of the session's school (404 otherwise), and whether this person may write its attendance. */
export async function sectionForWrite(ctx: SessionContext | { db: Db | Tx; session: SessionContext['session'] }, sectionId: number) {
  const [section] = await ctx.db
    .select()
    .from(sections)
    .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(sections.id, sectionId)));
  if (!section) throw notFound('Rombel tidak ditemukan.');
  if (!isOffice(ctx as SessionContext) && section.homeroomTeacherId !== ctx.session.userId)
    throw forbidden('Hanya wali kelas rombel ini yang dapat mengisi presensinya.');
  return section;
}

/** The members of a rombel in its year, by name, with their NIS. */
export function sectionStudents(db: Db | Tx, sectionIds: number[]) {
  if (!sectionIds.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, fullName: users.fullName, nis: studentProfiles.nis, sectionId: classMaps.sectionId })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .where(inArray(classMaps.sectionId, sectionIds))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** GET /api/attendance/sections/:id/students: a rombel's members for the office's pickers (PKL placement, cards). */
export async function listSectionStudents({ ctx, id }: { ctx: SessionContext; id: number }) {
  if (!isOffice(ctx)) throw forbidden('Hanya admin dan staf TU yang dapat membuka daftar ini.');
  const [section] = await ctx.db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(sections.id, id)));
  if (!section) throw notFound('Rombel tidak ditemukan.');
  return { students: (await sectionStudents(ctx.db, [id])).map(({ id: sid, fullName, nis }) => ({ id: sid, fullName, nis })) };
}
