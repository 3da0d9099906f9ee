import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { examAttempts, examQuestions, examScheduleQuestions, examSchedules } from '../../db/schema/exams.ts';
import { classes, courses, sections, teachingAssignments } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireReader, yearOf } from '../guard.ts';

/** A paper with fewer questions than this is flagged: a school exam below it rarely measures much. */
export const MIN_QUESTIONS = 5;

import { teacherReadinessInput } from '../../../shared/exams/records/inputs.ts';

export { teacherReadinessInput } from '../../../shared/exams/records/inputs.ts';

/**
 * "Cek Kesiapan Ujian": for each teacher and course they teach this year (sd_teaching_assignments), the
 * questions in the bank per type for the grades they teach, their courses' coming schedules whose paper is
 * empty or short, and the essays still waiting for a score. A teacher sees only themself; admins and readers
 * see everyone (or one teacher, by userId).
 */
export async function teacherReadiness({ ctx, input }: { ctx: SessionContext; input: z.output<typeof teacherReadinessInput> }) {
  requireReader(ctx);
  const yearId = yearOf(ctx);
  const onlyUser = ctx.session.userTypeId === '3' ? ctx.session.userId : input.userId;
  const where = [eq(teachingAssignments.schoolId, ctx.session.schoolId), eq(teachingAssignments.academicYearId, yearId)];
  if (onlyUser) where.push(eq(teachingAssignments.userId, onlyUser));
  const assignments = await ctx.db
    .select({ userId: users.id, name: users.fullName, courseId: courses.id, courseName: courses.name, grade: classes.grade, section: sections.name })
    .from(teachingAssignments)
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(...where))
    .orderBy(asc(users.fullName), asc(courses.name), asc(sections.name));
  const courseIds = [...new Set(assignments.map((a) => a.courseId))];
  if (!courseIds.length) return { minQuestions: MIN_QUESTIONS, teachers: [] };
  const paperSizes = ctx.db
    .select({ scheduleId: examScheduleQuestions.scheduleId, n: sql<number>`count(*)::int`.as('n') })
    .from(examScheduleQuestions)
    .where(eq(examScheduleQuestions.schoolId, ctx.session.schoolId))
    .groupBy(examScheduleQuestions.scheduleId)
    .as('paper_sizes');
  const [bank, upcoming, pending] = await Promise.all([
    ctx.db
      .select({ courseId: examQuestions.courseId, grade: examQuestions.grade, type: examQuestions.type, n: sql<number>`count(*)::int` })
      .from(examQuestions)
      .where(and(eq(examQuestions.schoolId, ctx.session.schoolId), isNull(examQuestions.deletedAt), inArray(examQuestions.courseId, courseIds)))
      .groupBy(examQuestions.courseId, examQuestions.grade, examQuestions.type),
    ctx.db
      .select({
        id: examSchedules.id,
        title: examSchedules.title,
        courseId: examSchedules.courseId,
        grade: examSchedules.grade,
        startsAt: examSchedules.startsAt,
        questions: sql<number>`coalesce(${paperSizes.n}, 0)`,
      })
      .from(examSchedules)
      .leftJoin(paperSizes, eq(paperSizes.scheduleId, examSchedules.id))
      .where(
        and(
          eq(examSchedules.schoolId, ctx.session.schoolId),
          eq(examSchedules.academicYearId, yearId),
          isNull(examSchedules.deletedAt),
          gt(examSchedules.endsAt, new Date()),
          inArray(examSchedules.courseId, courseIds),
        ),
      )
      .orderBy(asc(examSchedules.startsAt)),
    ctx.db
      .select({ courseId: examSchedules.courseId, grade: examSchedules.grade, n: sql<number>`sum(${examAttempts.pendingEssays})::int` })
      .from(examAttempts)
      .innerJoin(examSchedules, eq(examSchedules.id, examAttempts.scheduleId))
      .where(
        and(
          eq(examSchedules.schoolId, ctx.session.schoolId),
          eq(examSchedules.academicYearId, yearId),
          isNull(examSchedules.deletedAt),
          eq(examAttempts.status, 'finished'),
          inArray(examSchedules.courseId, courseIds),
        ),
      )
      .groupBy(examSchedules.courseId, examSchedules.grade),
  ]);
  // A schedule or question without a grade belongs to every grade of its course.
  const fits = (grade: number | null, grades: number[]) => grade === null || grades.includes(grade);
  const teachers = new Map<
    number,
    { userId: number; name: string; courses: Map<number, { courseId: number; courseName: string; grades: number[]; sections: string[] }> }
  >();
  for (const a of assignments) {
    const t = teachers.get(a.userId) ?? { userId: a.userId, name: a.name, courses: new Map() };
    const c = t.courses.get(a.courseId) ?? { courseId: a.courseId, courseName: a.courseName, grades: [], sections: [] };
    if (!c.grades.includes(a.grade)) c.grades.push(a.grade);
    c.sections.push(a.section);
    t.courses.set(a.courseId, c);
    teachers.set(a.userId, t);
  }
  return {
    minQuestions: MIN_QUESTIONS,
    teachers: [...teachers.values()].map((t) => {
      const list = [...t.courses.values()].map((c) => {
        const byType: Record<string, number> = {};
        for (const b of bank) if (b.courseId === c.courseId && fits(b.grade, c.grades)) byType[b.type] = (byType[b.type] ?? 0) + b.n;
        const schedules = upcoming
          .filter((s) => s.courseId === c.courseId && fits(s.grade, c.grades))
          .map((s) => ({
            id: s.id,
            title: s.title,
            startsAt: s.startsAt,
            questions: s.questions,
            problem: s.questions === 0 ? ('empty' as const) : s.questions < MIN_QUESTIONS ? ('few' as const) : null,
          }));
        const pendingEssays = pending.filter((p) => p.courseId === c.courseId && fits(p.grade, c.grades)).reduce((n, p) => n + p.n, 0);
        const bankTotal = Object.values(byType).reduce((n, v) => n + v, 0);
        return {
          ...c,
          bank: { total: bankTotal, byType },
          schedules,
          pendingEssays,
          ready: bankTotal > 0 && pendingEssays === 0 && schedules.every((s) => s.problem === null),
        };
      });
      return { userId: t.userId, name: t.name, courses: list, ready: list.every((c) => c.ready) };
    }),
  };
}
