import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { RemedialInput } from '../../../shared/exams/planning/schemas.ts';
import type { selectionViewSchema } from '../../../shared/api/exams/planning.ts';
import { examAttempts, examScheduleQuestions, examScheduleSections, examSchedules } from '../../db/schema/exams.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { requireManager, requireReader, yearOf } from '../guard.ts';
import { forgetPapers } from '../paper-cache.ts';
import { ownSchedule, staffSchedule } from '../proctor/schedule-access.ts';
import { requireOwner } from '../ownership.ts';
import { forgetSchedule } from '../schedule-cache.ts';
import { paperOf } from '../schedules/draw-paper.ts';
import { newToken } from '../schedules/token.ts';

const parentSchedule = alias(examSchedules, 'parent');

/** The year's remedial schedules with their original exam, how many students and where they stand. */
export async function listRemedials({ ctx }: { ctx: SessionContext }) {
  requireReader(ctx);
  const data = await ctx.db
    .select({
      id: examSchedules.id,
      title: examSchedules.title,
      parentId: examSchedules.parentId,
      parentTitle: parentSchedule.title,
      startsAt: examSchedules.startsAt,
      endsAt: examSchedules.endsAt,
      durationMinutes: examSchedules.durationMinutes,
      token: examSchedules.token,
      participants: sql<number>`(select count(*)::int from ${examAttempts} a where a.sd_exam_schedule_id = ${examSchedules.id})`,
      finished: sql<number>`(select count(*)::int from ${examAttempts} a where a.sd_exam_schedule_id = ${examSchedules.id} and a.status = 'finished')`,
    })
    .from(examSchedules)
    .leftJoin(parentSchedule, eq(parentSchedule.id, examSchedules.parentId))
    .where(
      and(
        eq(examSchedules.schoolId, ctx.session.schoolId),
        eq(examSchedules.academicYearId, yearOf(ctx)),
        eq(examSchedules.kind, 'remedial'),
        isNull(examSchedules.deletedAt),
      ),
    )
    .orderBy(desc(examSchedules.startsAt));
  return { data, serverTime: new Date() };
}

/** One remedial for its edit form: its students (and which have started) and its paper. */
export async function getRemedial({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  const row = await staffSchedule(ctx, input.id);
  if (row.kind !== 'remedial') throw notFound('Jadwal remedial tidak ditemukan.');
  const [attempts, paper] = await Promise.all([
    ctx.db.select({ userId: examAttempts.userId, status: examAttempts.status }).from(examAttempts).where(eq(examAttempts.scheduleId, row.id)),
    ctx.db
      .select({ id: examScheduleQuestions.questionId })
      .from(examScheduleQuestions)
      .where(eq(examScheduleQuestions.scheduleId, row.id))
      .orderBy(asc(examScheduleQuestions.position)),
  ]);
  return {
    id: row.id,
    parentId: row.parentId,
    title: row.title,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    durationMinutes: row.durationMinutes,
    token: row.token,
    selection: row.selection as z.input<typeof selectionViewSchema>,
    questionIds: paper.map((p) => p.id),
    userIds: attempts.map((a) => a.userId),
    startedUserIds: attempts.filter((a) => a.status !== 'not_started').map((a) => a.userId),
  };
}

/**
 * Creates or edits a remedial: kind 'remedial', parent_schedule_id, the original's course, grade, rombel and
 * settings, and attempts ONLY for the chosen students (never the whole rombel: participants.ts leaves
 * remedials alone). A student who has started stays; the paper is fixed once anyone has started.
 */
export async function saveRemedial({ ctx, input }: { ctx: SessionContext; input: RemedialInput }) {
  requireManager(ctx);
  const schoolId = ctx.session.schoolId;
  const parent = await staffSchedule(ctx, input.parentId).catch(() => {
    throw validationError({ parentId: ['Ujian asal tidak ditemukan.'] });
  });
  if (parent.kind === 'remedial') throw validationError({ parentId: ['Pilih ujian asal, bukan jadwal remedial.'] });
  await requireOwner(ctx, parent);
  const existing = input.id ? await ownSchedule(ctx, input.id) : null;
  if (existing && (existing.kind !== 'remedial' || existing.parentId !== parent.id)) throw notFound('Jadwal remedial tidak ditemukan.');
  if (!existing && parent.endsAt > new Date()) throw validationError({ parentId: ['Ujian asal belum selesai: remedial dibuat setelah jadwalnya ditutup.'] });

  const userIds = [...new Set(input.userIds)];
  const sat = await ctx.db
    .select({ userId: examAttempts.userId })
    .from(examAttempts)
    .where(and(eq(examAttempts.scheduleId, parent.id), inArray(examAttempts.userId, userIds)));
  if (sat.length !== userIds.length) throw validationError({ userIds: ['Ada siswa yang bukan peserta ujian asal.'] });
  const current = existing
    ? await ctx.db
        .select({ userId: examAttempts.userId, status: examAttempts.status, name: users.fullName })
        .from(examAttempts)
        .innerJoin(users, eq(users.id, examAttempts.userId))
        .where(eq(examAttempts.scheduleId, existing.id))
    : [];
  const started = current.filter((a) => a.status !== 'not_started');
  const dropped = started.filter((a) => !userIds.includes(a.userId));
  if (dropped.length) throw validationError({ userIds: [`${dropped.map((d) => d.name).join(', ')} sudah mulai mengerjakan, jadi tetap menjadi peserta.`] });

  const selection = input.paper.mode === 'same' ? null : input.paper;
  const samePaper = existing && JSON.stringify(existing.selection) === JSON.stringify(selection ?? { mode: 'same' });
  if (started.length && !samePaper && existing) throw new AppError('conflict', 'Soal tidak dapat diubah: sudah ada siswa yang mulai mengerjakan.');
  const questionIds = samePaper
    ? null
    : selection
      ? await paperOf(ctx.db, schoolId, selection, parent)
      : (
          await ctx.db
            .select({ id: examScheduleQuestions.questionId })
            .from(examScheduleQuestions)
            .where(eq(examScheduleQuestions.scheduleId, parent.id))
            .orderBy(asc(examScheduleQuestions.position))
        ).map((q) => q.id);
  if (questionIds && !questionIds.length) throw validationError({ paper: ['Ujian asal tidak memiliki soal; pilih soal dari bank.'] });

  const token = input.token === 'AUTO' ? newToken() : input.token || null;
  const values = {
    kind: 'remedial' as const,
    parentId: parent.id,
    title: input.title,
    courseId: parent.courseId,
    grade: parent.grade,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    durationMinutes: input.durationMinutes,
    token,
    shuffleQuestions: parent.shuffleQuestions,
    shuffleOptions: parent.shuffleOptions,
    resultVisibility: parent.resultVisibility,
    sebRequired: parent.sebRequired,
    sebConfigKeys: parent.sebConfigKeys,
    sebBrowserExamKeys: parent.sebBrowserExamKeys,
    recordLeave: parent.recordLeave,
    selection: selection ?? { mode: 'same' },
  };
  const scheduleId = await ctx.db.transaction(async (tx) => {
    let id: number;
    if (existing) {
      id = existing.id;
      await tx
        .update(examSchedules)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(examSchedules.id, id));
      const keep = sql.join(
        userIds.map((u) => sql`${u}`),
        sql`, `,
      );
      await tx.execute(
        sql`delete from ${examAttempts} where ${examAttempts.scheduleId} = ${id} and ${examAttempts.status} = 'not_started' and ${examAttempts.userId} not in (${keep})`,
      );
    } else {
      [{ id }] = await tx
        .insert(examSchedules)
        .values({ ...values, schoolId, academicYearId: parent.academicYearId, createdBy: ctx.session.userId })
        .returning({ id: examSchedules.id });
      const parentSections = await tx
        .select({ sectionId: examScheduleSections.sectionId })
        .from(examScheduleSections)
        .where(eq(examScheduleSections.scheduleId, parent.id));
      if (parentSections.length)
        await tx.insert(examScheduleSections).values(parentSections.map((s) => ({ schoolId, scheduleId: id, sectionId: s.sectionId })));
    }
    if (questionIds) {
      await tx.delete(examScheduleQuestions).where(eq(examScheduleQuestions.scheduleId, id));
      await tx.insert(examScheduleQuestions).values(questionIds.map((questionId, position) => ({ schoolId, scheduleId: id, questionId, position })));
    }
    await tx
      .insert(examAttempts)
      .values(userIds.map((userId) => ({ schoolId, scheduleId: id, userId })))
      .onConflictDoNothing();
    await auditExam(tx, ctx, 'exam_schedule', id, existing ? 'update' : 'create', null, { ...values, userIds });
    return id;
  });
  forgetPapers();
  forgetSchedule(scheduleId);
  return { id: scheduleId, participants: userIds.length, token, message: 'Jadwal remedial tersimpan.' };
}
