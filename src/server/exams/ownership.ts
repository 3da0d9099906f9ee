import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { changesAnyCourse, examAllows } from '../../shared/exams/permissions.ts';
import type { Db } from '../db/client.ts';
import { examScheduleQuestions, examSchedules } from '../db/schema/exams.ts';
import { teachingAssignments } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

/** A question, a stimulus or a schedule: the course it belongs to and who wrote it. */
export interface CourseOwned {
  courseId: number | null;
  createdBy: number | null;
}

/**
 * Whether the session owns a thing of a course (issue 11.5): it wrote it, or it teaches the course
 * (sd_teaching_assignments, any year: a teacher keeps last year's bank). "courses.all" owns every course.
 */
export async function ownsCourseThing(ctx: SessionContext, thing: CourseOwned): Promise<boolean> {
  return (await ownershipJudge(ctx))(thing);
}

/**
 * The same decision for many rows at once. anyCourse false leaves out "courses.all": the kepala sekolah
 * changes every course's schedules, yet is no owner of an open exam's answer keys.
 * (a list's "Ubah"/"Hapus" buttons): the taught courses are read
 * once, then each row is judged without a query.
 */
export async function ownershipJudge(ctx: SessionContext, anyCourse = true): Promise<(thing: CourseOwned) => boolean> {
  if (anyCourse && changesAnyCourse(ctx.session.userTypeId)) return () => true;
  const taught = await ctx.db
    .selectDistinct({ courseId: teachingAssignments.courseId })
    .from(teachingAssignments)
    .where(and(eq(teachingAssignments.schoolId, ctx.session.schoolId), eq(teachingAssignments.userId, ctx.session.userId)));
  const courses = new Set(taught.map((t) => t.courseId));
  return (thing) => (thing.createdBy !== null && thing.createdBy === ctx.session.userId) || (thing.courseId !== null && courses.has(thing.courseId));
}

/** Teachers change only their own courses' questions, schedules and attempts; admins change all of them. */
export async function requireOwner(ctx: SessionContext, thing: CourseOwned): Promise<void> {
  if (!(await ownsCourseThing(ctx, thing))) {
    throw forbidden('Hanya guru pengampu mata pelajaran ini (atau admin sekolah) yang dapat mengubahnya.');
  }
}

/** The questions among ids that sit in an exam that is not finished yet (ends in the future). */
export async function questionsInOpenExams(db: Db, schoolId: number, questionIds: number[]): Promise<Set<number>> {
  if (!questionIds.length) return new Set();
  const rows = await db
    .selectDistinct({ id: examScheduleQuestions.questionId })
    .from(examScheduleQuestions)
    .innerJoin(examSchedules, eq(examSchedules.id, examScheduleQuestions.scheduleId))
    .where(
      and(
        eq(examScheduleQuestions.schoolId, schoolId),
        inArray(examScheduleQuestions.questionId, questionIds),
        isNull(examSchedules.deletedAt),
        gt(examSchedules.endsAt, new Date()),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const KEYS_CLOSED = 'Kunci jawaban ujian yang belum selesai hanya dapat dibuka oleh guru pengampu dan admin sekolah.';

/**
 * A question's answer key: its owners always; anyone else who reads the bank (the kepala sekolah, the
 * foundation, another teacher) only once every exam using it is finished.
 */
export async function requireQuestionKey(ctx: SessionContext, question: CourseOwned & { id: number }): Promise<void> {
  if (examAllows('keys.any', ctx.session.userTypeId) || (await ownershipJudge(ctx, false))(question)) return;
  if ((await questionsInOpenExams(ctx.db, ctx.session.schoolId, [question.id])).has(question.id)) throw forbidden(KEYS_CLOSED);
}

/** Of these questions, those whose key the session may not read (an open exam's, and not its own). */
export async function closedKeys(ctx: SessionContext, questions: readonly (CourseOwned & { id: number })[]): Promise<Set<number>> {
  if (examAllows('keys.any', ctx.session.userTypeId)) return new Set();
  const open = await questionsInOpenExams(
    ctx.db,
    ctx.session.schoolId,
    questions.map((q) => q.id),
  );
  const owns = await ownershipJudge(ctx, false);
  return new Set(questions.filter((q) => open.has(q.id) && !owns(q)).map((q) => q.id));
}

/** The keys of a schedule's paper (a review, an attempt's detail): its owners, or anyone once it has ended. */
export async function requireScheduleKeys(ctx: SessionContext, schedule: CourseOwned & { endsAt: Date }): Promise<void> {
  if (schedule.endsAt.getTime() <= Date.now() || examAllows('keys.any', ctx.session.userTypeId)) return;
  if (!(await ownershipJudge(ctx, false))(schedule)) throw forbidden(KEYS_CLOSED);
}
