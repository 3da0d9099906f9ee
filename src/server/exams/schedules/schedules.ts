import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordId } from '../../../shared/ids.ts';
import type { listSchedulesInput } from '../../../shared/exams/inputs.ts';
import type { selectionViewSchema } from '../../../shared/api/exams/planning.ts';
import { canManageExams, type ResultVisibility } from '../../../shared/exams/access.ts';
import { scheduleInputSchema, type ScheduleInput } from '../../../shared/exams/schedule-schema.ts';
import { examAllowedApps } from '../../db/schema/exam-platform.ts';
import { examAttempts, examScheduleQuestions, examScheduleSections, examSchedules } from '../../db/schema/exams.ts';
import { courses, sections } from '../../db/schema/master.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { checkCourse } from '../bank/scope.ts';
import { ownSchedule } from '../proctor/schedule-access.ts';
import { assertOwnedBySchool } from '../references.ts';
import { ownershipJudge } from '../ownership.ts';
import { requireManager, requireReader, yearOf } from '../guard.ts';
import { forgetPapers } from '../paper-cache.ts';
import { checkSections, enrolParticipants } from '../participants.ts';
import { forgetSchedule } from '../schedule-cache.ts';
import { paperOf } from './draw-paper.ts';
import { newToken } from './token.ts';

const id = recordId;

/** Schedules of the session's school and year, newest first, with participant and progress counts. */
export async function listSchedules({ ctx, input }: { ctx: SessionContext; input: z.output<typeof listSchedulesInput> }) {
  requireReader(ctx);
  const where = [eq(examSchedules.schoolId, ctx.session.schoolId), eq(examSchedules.academicYearId, yearOf(ctx)), isNull(examSchedules.deletedAt)];
  if (input.kinds.length) where.push(inArray(examSchedules.kind, input.kinds));
  const counts = ctx.db
    .select({
      scheduleId: examAttempts.scheduleId,
      participants: sql<number>`count(*)::int`.as('participants'),
      working: sql<number>`count(*) filter (where ${examAttempts.status} = 'working')::int`.as('working'),
      finished: sql<number>`count(*) filter (where ${examAttempts.status} = 'finished')::int`.as('finished'),
      pendingEssays: sql<number>`coalesce(sum(${examAttempts.pendingEssays}), 0)::int`.as('pending_essays'),
    })
    .from(examAttempts)
    .where(eq(examAttempts.schoolId, ctx.session.schoolId))
    .groupBy(examAttempts.scheduleId)
    .as('counts');
  const data = await ctx.db
    .select({
      id: examSchedules.id,
      kind: examSchedules.kind,
      title: examSchedules.title,
      courseName: courses.name,
      grade: examSchedules.grade,
      startsAt: examSchedules.startsAt,
      endsAt: examSchedules.endsAt,
      durationMinutes: examSchedules.durationMinutes,
      token: examSchedules.token,
      session: examSchedules.session,
      room: examSchedules.room,
      participants: sql<number>`coalesce(${counts.participants}, 0)`,
      working: sql<number>`coalesce(${counts.working}, 0)`,
      finished: sql<number>`coalesce(${counts.finished}, 0)`,
      pendingEssays: sql<number>`coalesce(${counts.pendingEssays}, 0)`,
      courseId: examSchedules.courseId,
      createdBy: examSchedules.createdBy,
    })
    .from(examSchedules)
    .leftJoin(courses, eq(courses.id, examSchedules.courseId))
    .leftJoin(counts, eq(counts.scheduleId, examSchedules.id))
    .where(and(...where))
    .orderBy(desc(examSchedules.startsAt), asc(examSchedules.id));
  // Whether this user may change each schedule (the portal shows "Ubah" and "Hapus" only then).
  const owns = await ownershipJudge(ctx);
  const manager = canManageExams(ctx.session.userTypeId);
  return {
    data: data.map(({ createdBy: _c, ...row }) => ({ ...row, mayChange: manager && owns({ courseId: row.courseId, createdBy: _c }) })),
    serverTime: new Date(),
  };
}

export async function getSchedule({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const [row] = await ctx.db
    .select()
    .from(examSchedules)
    .where(and(eq(examSchedules.id, input.id), eq(examSchedules.schoolId, ctx.session.schoolId), isNull(examSchedules.deletedAt)));
  if (!row) throw notFound('Jadwal ujian tidak ditemukan.');
  const [sectionRows, paper, [{ started }]] = await Promise.all([
    ctx.db
      .select({ id: sections.id, name: sections.name })
      .from(examScheduleSections)
      .innerJoin(sections, eq(sections.id, examScheduleSections.sectionId))
      .where(eq(examScheduleSections.scheduleId, row.id)),
    ctx.db
      .select({ id: examScheduleQuestions.questionId })
      .from(examScheduleQuestions)
      .where(eq(examScheduleQuestions.scheduleId, row.id))
      .orderBy(asc(examScheduleQuestions.position)),
    ctx.db
      .select({ started: sql<number>`count(*)::int` })
      .from(examAttempts)
      .where(and(eq(examAttempts.scheduleId, row.id), sql`${examAttempts.status} <> 'not_started'`)),
  ]);
  const { createdBy: _c, deletedAt: _d, schoolId: _s, ...schedule } = row;
  return {
    ...schedule,
    resultVisibility: schedule.resultVisibility as ResultVisibility,
    selection: schedule.selection as z.input<typeof selectionViewSchema>,
    sectionIds: sectionRows.map((s) => s.id),
    sections: sectionRows,
    questionIds: paper.map((p) => p.id),
    started,
  };
}

export const saveScheduleInput = scheduleInputSchema;

/** Creates or updates a schedule with its classes, its paper and its participants' attempts, in one transaction. */
export async function saveSchedule({ ctx, input }: { ctx: SessionContext; input: ScheduleInput }) {
  requireManager(ctx);
  const schoolId = ctx.session.schoolId;
  const academicYearId = yearOf(ctx);
  await checkCourse(ctx.db, schoolId, input.courseId);
  await assertOwnedBySchool(ctx.db, 'schedule', input.parentId, schoolId, 'parentId');
  if (input.parentId && input.parentId === input.id) throw validationError({ parentId: ['Jadwal tidak dapat menjadi asal dirinya sendiri.'] });
  await checkSections(ctx.db, schoolId, academicYearId, input.sectionIds);
  if (input.sebRequired && !input.sebConfigKeys.length && !input.sebBrowserExamKeys.length) await checkSchoolSebKeys(ctx.db, schoolId);
  let existing: { id: number; selection: unknown } | undefined;
  let started = 0;
  if (input.id) {
    existing = await ownSchedule(ctx, input.id);
    [{ started }] = await ctx.db
      .select({ started: sql<number>`count(*)::int` })
      .from(examAttempts)
      .where(and(eq(examAttempts.scheduleId, input.id), sql`${examAttempts.status} <> 'not_started'`));
  }
  const paperChanged = !existing || JSON.stringify(existing.selection) !== JSON.stringify(input.selection);
  if (started > 0 && paperChanged) {
    throw new AppError('conflict', 'Soal tidak dapat diubah: sudah ada siswa yang mulai mengerjakan. Jadwal lain masih dapat diubah.');
  }
  const questionIds = paperChanged ? await paperOf(ctx.db, schoolId, input.selection, input) : null;
  const values = {
    kind: input.kind,
    title: input.title,
    courseId: input.courseId ?? null,
    grade: input.grade ?? null,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    durationMinutes: input.durationMinutes,
    token: input.token === 'AUTO' ? newToken() : input.token || null,
    shuffleQuestions: input.shuffleQuestions,
    shuffleOptions: input.shuffleOptions,
    // A practice exists to learn from: its score (and key) is shown after every finish, whatever the form sent.
    resultVisibility: input.kind === 'practice' ? 'after_finish' : input.resultVisibility,
    session: input.session || null,
    room: input.room || null,
    sebRequired: input.sebRequired,
    sebConfigKeys: input.sebConfigKeys,
    sebBrowserExamKeys: input.sebBrowserExamKeys,
    recordLeave: input.recordLeave,
    parentId: input.parentId ?? null,
    selection: input.selection,
  };
  const result = await ctx.db.transaction(async (tx) => {
    let scheduleId: number;
    if (existing) {
      scheduleId = existing.id;
      await tx
        .update(examSchedules)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(examSchedules.id, scheduleId));
    } else {
      [{ id: scheduleId }] = await tx
        .insert(examSchedules)
        .values({ ...values, schoolId, academicYearId, createdBy: ctx.session.userId })
        .returning({ id: examSchedules.id });
    }
    await tx.delete(examScheduleSections).where(eq(examScheduleSections.scheduleId, scheduleId));
    await tx.insert(examScheduleSections).values([...new Set(input.sectionIds)].map((sectionId) => ({ schoolId, scheduleId, sectionId })));
    if (questionIds) {
      await tx.delete(examScheduleQuestions).where(eq(examScheduleQuestions.scheduleId, scheduleId));
      await tx.insert(examScheduleQuestions).values(questionIds.map((questionId, position) => ({ schoolId, scheduleId, questionId, position })));
    }
    const participants = await enrolParticipants(tx, schoolId, scheduleId, academicYearId, input.sectionIds);
    await auditExam(tx, ctx, 'exam_schedule', scheduleId, existing ? 'update' : 'create', null, values);
    return { scheduleId, participants };
  });
  forgetPapers();
  forgetSchedule(result.scheduleId);
  return { id: result.scheduleId, participants: result.participants, token: values.token, message: 'Jadwal ujian tersimpan.' };
}

export async function deleteSchedule({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  await ownSchedule(ctx, input.id);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(examSchedules)
      .set({ deletedAt: new Date() })
      .where(and(eq(examSchedules.id, input.id), eq(examSchedules.schoolId, ctx.session.schoolId), isNull(examSchedules.deletedAt)))
      .returning({ id: examSchedules.id });
    if (!rows.length) throw notFound('Jadwal ujian tidak ditemukan.');
    await auditExam(tx, ctx, 'exam_schedule', input.id, 'delete', null, null);
  });
  forgetSchedule(input.id);
  return { message: 'Jadwal ujian dihapus.' };
}

export const scheduleIdInput = z.object({ id });

/** A new token ujian (proctors change it per session). */
export async function regenerateToken({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  await ownSchedule(ctx, input.id);
  const token = newToken();
  const rows = await ctx.db
    .update(examSchedules)
    .set({ token, updatedAt: new Date() })
    .where(and(eq(examSchedules.id, input.id), eq(examSchedules.schoolId, ctx.session.schoolId), isNull(examSchedules.deletedAt)))
    .returning({ id: examSchedules.id });
  if (!rows.length) throw notFound('Jadwal ujian tidak ditemukan.');
  forgetSchedule(input.id);
  return { token };
}

/** Safe Exam Browser required without the schedule's own keys: the school's active whitelisted apps must give one. */
async function checkSchoolSebKeys(db: SessionContext['db'], schoolId: number): Promise<void> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(examAllowedApps)
    .where(
      and(
        eq(examAllowedApps.schoolId, schoolId),
        eq(examAllowedApps.active, true),
        sql`(${examAllowedApps.configKey} is not null or ${examAllowedApps.browserExamKey} is not null)`,
      ),
    );
  if (!row.n) {
    throw validationError(
      { sebConfigKeys: ['Isi Config Key atau Browser Exam Key Safe Exam Browser, atau daftarkan aplikasinya di Whitelist Aplikasi sekolah.'] },
      'Kunci Safe Exam Browser belum ada.',
    );
  }
}
