import { and, eq } from 'drizzle-orm';
import { SCHOOL_WIDE } from '../../shared/grades/permissions.ts';
import { classMaps, classes, guardianStudents, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { requireGrades, yearOf } from './guard.ts';
import { refuseGuardianWithoutGrades } from './guardian-grades.ts';

const NOT_FOUND = 'Rapor tidak ditemukan.';

/** A rombel of the session's school and year that this person may fill rapor pages for (homeroom or office). */
export async function loadSection(ctx: SessionContext, sectionId: number, mode: 'read' | 'write') {
  requireGrades(ctx, mode === 'read' ? 'rapor.read' : 'rapor.write');
  const year = await yearOf(ctx);
  const [row] = await ctx.db
    .select({
      id: sections.id,
      name: sections.name,
      homeroomTeacherId: sections.homeroomTeacherId,
      grade: classes.grade,
      className: classes.name,
      phase: classes.phase,
      yearId: sections.academicYearId,
    })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(sections.id, sectionId), eq(sections.academicYearId, year.id)));
  if (!row) throw notFound('Rombel tidak ditemukan.');
  if (!SCHOOL_WIDE.includes(ctx.session.userTypeId) && row.homeroomTeacherId !== ctx.session.userId)
    throw forbidden('Hanya wali kelas rombel ini yang dapat membuka rapornya.');
  return { ...row, year };
}

/**
 * The rombel of a student whose rapor this person may read: the office and the principal any student of the
 * school, the homeroom teacher theirs, the student their own, a parent their child's. Anyone else, and a
 * student of another school, gets 404 (a rapor's existence is not told to strangers).
 */
export async function studentPlacement(ctx: SessionContext, studentId: number) {
  const year = await yearOf(ctx);
  const [row] = await ctx.db
    .select({ studentId: users.id, sectionId: classMaps.sectionId, homeroomTeacherId: sections.homeroomTeacherId })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(and(eq(classMaps.schoolId, ctx.session.schoolId), eq(classMaps.academicYearId, year.id), eq(classMaps.userId, studentId)));
  if (!row) throw notFound(NOT_FOUND);
  const type = ctx.session.userTypeId;
  await refuseGuardianWithoutGrades(ctx);
  if (type === '5' || type === '6') {
    const own = type === '5' ? studentId === ctx.session.userId : await isChild(ctx, studentId);
    if (!own) throw notFound(NOT_FOUND);
    return { ...row, year, family: true };
  }
  requireGrades(ctx, 'rapor.read');
  if (!SCHOOL_WIDE.includes(type) && row.homeroomTeacherId !== ctx.session.userId) throw notFound(NOT_FOUND);
  return { ...row, year, family: false };
}

async function isChild(ctx: SessionContext, studentId: number) {
  const [link] = await ctx.db
    .select({ id: guardianStudents.studentId })
    .from(guardianStudents)
    .where(
      and(eq(guardianStudents.schoolId, ctx.session.schoolId), eq(guardianStudents.guardianId, ctx.session.userId), eq(guardianStudents.studentId, studentId)),
    );
  return !!link;
}
