/**
 * Supervision of teaching (/evaluation_teach): the principal and the office record lesson observations of the
 * school's teachers in the session's year; a teacher (or mentor) reads their own. Writes are audited.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SCHOOL_WIDE } from '../../shared/grades/permissions.ts';
import { supervisionPredicate, supervisionTotal } from '../../shared/grades/supervision.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { teachingEvaluations } from '../db/schema/grades.ts';
import { courses, sections, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound, validationError } from '../http/errors.ts';
import { requireGrades, yearOf } from './guard.ts';

const TEACHER_TYPES = ['3', '7'];
type Input = {
  teacherId: number;
  teachingAssignmentId?: number | null;
  observedOn: string;
  scores: Record<string, number>;
  findings: string;
  followUp: string;
};

const wide = (ctx: SessionContext) => SCHOOL_WIDE.includes(ctx.session.userTypeId);
function requireWriter(ctx: SessionContext) {
  requireGrades(ctx, 'grades.read');
  if (!wide(ctx)) throw forbidden('Hanya kepala sekolah dan admin yang mencatat supervisi.');
}

/** GET /api/grades/supervision */
export async function listSupervision({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'grades.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const all = wide(ctx);
  const teacher = alias(users, 'teacher');
  const observer = alias(users, 'observer');
  const [rows, teachers, classes] = await Promise.all([
    ctx.db
      .select({ e: teachingEvaluations, teacherName: teacher.fullName, observerName: observer.fullName, course: courses.name, section: sections.name })
      .from(teachingEvaluations)
      .innerJoin(teacher, eq(teacher.id, teachingEvaluations.teacherId))
      .leftJoin(observer, eq(observer.id, teachingEvaluations.observerId))
      .leftJoin(teachingAssignments, eq(teachingAssignments.id, teachingEvaluations.teachingAssignmentId))
      .leftJoin(courses, eq(courses.id, teachingAssignments.courseId))
      .leftJoin(sections, eq(sections.id, teachingAssignments.sectionId))
      .where(
        and(
          eq(teachingEvaluations.schoolId, schoolId),
          eq(teachingEvaluations.academicYearId, year.id),
          all ? undefined : eq(teachingEvaluations.teacherId, ctx.session.userId),
        ),
      )
      .orderBy(desc(teachingEvaluations.observedOn), desc(teachingEvaluations.id)),
    all
      ? ctx.db
          .select({ id: users.id, name: users.fullName })
          .from(users)
          .where(and(eq(users.schoolId, schoolId), inArray(users.userTypeId, TEACHER_TYPES), eq(users.isActive, true)))
          .orderBy(asc(users.fullName))
      : [],
    all
      ? ctx.db
          .select({ id: teachingAssignments.id, course: courses.name, section: sections.name, teacherId: teachingAssignments.userId })
          .from(teachingAssignments)
          .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
          .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
          .where(and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.academicYearId, year.id)))
          .orderBy(asc(courses.name), asc(sections.name))
      : [],
  ]);
  return {
    canEdit: all,
    teachers,
    classes: classes.map((c) => ({ id: c.id, name: `${c.course} · ${c.section}`, teacherId: c.teacherId })),
    items: rows.map(({ e, teacherName, observerName, course, section }) => {
      const total = supervisionTotal(e.scores);
      return {
        id: e.id,
        teacherId: e.teacherId,
        teacherName,
        teachingAssignmentId: e.teachingAssignmentId,
        className: course && section ? `${course} · ${section}` : null,
        observedOn: e.observedOn,
        scores: e.scores,
        total,
        predicate: supervisionPredicate(total),
        findings: e.findings,
        followUp: e.followUp,
        observerName,
      };
    }),
  };
}

async function checkInput(ctx: SessionContext, yearId: number, input: Input) {
  const schoolId = ctx.session.schoolId;
  const [teacher] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.id, input.teacherId), inArray(users.userTypeId, TEACHER_TYPES)));
  if (!teacher) throw validationError({ teacherId: ['Pilih guru sekolah ini.'] });
  if (input.teachingAssignmentId) {
    const [ta] = await ctx.db
      .select({ id: teachingAssignments.id })
      .from(teachingAssignments)
      .where(
        and(
          eq(teachingAssignments.schoolId, schoolId),
          eq(teachingAssignments.id, input.teachingAssignmentId),
          eq(teachingAssignments.userId, input.teacherId),
          eq(teachingAssignments.academicYearId, yearId),
        ),
      );
    if (!ta) throw validationError({ teachingAssignmentId: ['Kelas ini bukan kelas ajar guru yang dipilih.'] });
  }
  if (Number.isNaN(Date.parse(`${input.observedOn}T00:00:00Z`))) throw validationError({ observedOn: ['Tanggal tidak valid.'] });
}

const values = (input: Input) => ({
  teacherId: input.teacherId,
  teachingAssignmentId: input.teachingAssignmentId ?? null,
  observedOn: input.observedOn,
  scores: input.scores,
  findings: input.findings,
  followUp: input.followUp,
});

/** POST /api/grades/supervision */
export async function createSupervision({ ctx, input }: { ctx: SessionContext; input: Input }) {
  requireWriter(ctx);
  const year = await yearOf(ctx);
  await checkInput(ctx, year.id, input);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teachingEvaluations)
      .values({ schoolId: ctx.session.schoolId, academicYearId: year.id, observerId: ctx.session.userId, ...values(input) })
      .returning();
    await recordAudit(tx, ctx, { resource: 'teaching_evaluation', recordId: row.id, action: 'create', after: row });
  });
  return listSupervision({ ctx });
}

async function own(ctx: SessionContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(teachingEvaluations)
    .where(and(eq(teachingEvaluations.schoolId, ctx.session.schoolId), eq(teachingEvaluations.id, id)));
  if (!row) throw notFound('Data supervisi tidak ditemukan.');
  return row;
}

/** PUT /api/grades/supervision/:id */
export async function updateSupervision({ ctx, id, input }: { ctx: SessionContext; id: number; input: Input }) {
  requireWriter(ctx);
  const before = await own(ctx, id);
  await checkInput(ctx, before.academicYearId, input);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(teachingEvaluations)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(teachingEvaluations.id, id));
    await recordAudit(tx, ctx, { resource: 'teaching_evaluation', recordId: id, action: 'update', before, after: values(input) });
  });
  return listSupervision({ ctx });
}

/** DELETE /api/grades/supervision/:id */
export async function deleteSupervision({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireWriter(ctx);
  const before = await own(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(teachingEvaluations).where(eq(teachingEvaluations.id, id));
    await recordAudit(tx, ctx, { resource: 'teaching_evaluation', recordId: id, action: 'delete', before });
  });
  return listSupervision({ ctx });
}
