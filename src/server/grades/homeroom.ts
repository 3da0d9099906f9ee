/**
 * Homeroom teachers (/homeroom_teacher, /homeroom_teacher_new): the office sets the wali kelas of each rombel of
 * the session's year; the principal reads. A teacher leads at most one rombel a year (a 422 names the other
 * rombel). Each change is audited. The homeroom teacher is who fills the rapor pages and reads the leger.
 */
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { gradesAllow } from '../../shared/grades/permissions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { classes, classMaps, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { requireGrades, yearOf } from './guard.ts';

/** Teachers and mentors may lead a rombel. */
const TEACHER_TYPES = ['3', '7'];

/** GET /api/grades/homeroom */
export async function listHomeroom({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'school.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const [rows, teachers] = await Promise.all([
    ctx.db
      .select({
        id: sections.id,
        name: sections.name,
        className: classes.name,
        grade: classes.grade,
        teacherId: sections.homeroomTeacherId,
        teacherName: users.fullName,
      })
      .from(sections)
      .innerJoin(classes, eq(classes.id, sections.classId))
      .leftJoin(users, eq(users.id, sections.homeroomTeacherId))
      .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year.id)))
      .orderBy(asc(classes.grade), asc(sections.name)),
    ctx.db
      .select({ id: users.id, name: users.fullName })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), inArray(users.userTypeId, TEACHER_TYPES), eq(users.isActive, true)))
      .orderBy(asc(users.fullName)),
  ]);
  const sizes = rows.length
    ? await ctx.db
        .select({ sectionId: classMaps.sectionId, n: count() })
        .from(classMaps)
        .where(
          and(
            eq(classMaps.schoolId, schoolId),
            inArray(
              classMaps.sectionId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .groupBy(classMaps.sectionId)
    : [];
  const size = new Map(sizes.map((s) => [s.sectionId, Number(s.n)]));
  return {
    yearLabel: year.description,
    canEdit: gradesAllow('promotion.write', ctx.session.userTypeId),
    sections: rows.map((r) => ({ ...r, students: size.get(r.id) ?? 0 })),
    teachers,
  };
}

/** PUT /api/grades/homeroom/:id */
export async function setHomeroom({ ctx, id, input }: { ctx: SessionContext; id: number; input: { teacherId: number | null } }) {
  requireGrades(ctx, 'promotion.write');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [section] = await tx
      .select()
      .from(sections)
      .where(and(eq(sections.schoolId, schoolId), eq(sections.id, id), eq(sections.academicYearId, year.id)));
    if (!section) throw notFound('Rombel tidak ditemukan.');
    if (input.teacherId !== null) {
      const [teacher] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.schoolId, schoolId), eq(users.id, input.teacherId), inArray(users.userTypeId, TEACHER_TYPES), eq(users.isActive, true)));
      if (!teacher) throw validationError({ teacherId: ['Pilih guru aktif sekolah ini.'] });
      const [other] = await tx
        .select({ name: sections.name })
        .from(sections)
        .where(
          and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year.id), eq(sections.homeroomTeacherId, input.teacherId), ne(sections.id, id)),
        );
      if (other) throw validationError({ teacherId: [`Guru ini sudah menjadi wali kelas ${other.name}. Kosongkan dulu wali kelas rombel itu.`] });
    }
    if (section.homeroomTeacherId === input.teacherId) return;
    await tx.update(sections).set({ homeroomTeacherId: input.teacherId }).where(eq(sections.id, id));
    await recordAudit(tx, ctx, {
      resource: 'homeroom_teacher',
      recordId: id,
      action: 'update',
      before: { teacherId: section.homeroomTeacherId },
      after: { teacherId: input.teacherId },
    });
  });
  return listHomeroom({ ctx });
}
