import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { examFinalResults } from '../../db/schema/exam-records.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { requireReader } from '../guard.ts';
import { staffSchedule } from '../proctor/schedule-access.ts';
import { remedialAttemptsOf } from './remedial-attempts.ts';
import { rosterOf } from './roster.ts';

/** Who processed, when: the screens show it above the rows. */
async function processedBy(ctx: SessionContext, userId: number | null) {
  if (userId === null) return null;
  const [row] = await ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/**
 * A schedule's processed final results with each student's rombel, and what processing would count now: the
 * remedial schedules, the essays still waiting, and each student's KKM and whether the school set it.
 */
export async function listFinalResults({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const schedule = await staffSchedule(ctx, input.id);
  const [roster, finals, remedials] = await Promise.all([
    rosterOf(ctx.db, schedule),
    ctx.db.select().from(examFinalResults).where(eq(examFinalResults.scheduleId, schedule.id)),
    remedialAttemptsOf(ctx.db, ctx.session.schoolId, schedule.id),
  ]);
  const finalOf = new Map(finals.map((f) => [f.userId, f]));
  const remedialSchedules = [...new Map(remedials.map((r) => [r.scheduleId, { id: r.scheduleId, title: r.title }])).values()];
  const pendingEssays =
    roster.filter((r) => r.sat).reduce((n, r) => n + r.pendingEssays, 0) +
    remedials.filter((r) => r.status === 'finished').reduce((n, r) => n + r.pendingEssays, 0);
  const rows = roster.flatMap((r) => {
    const f = finalOf.get(r.userId);
    if (!f) return [];
    return [
      {
        id: f.id,
        userId: r.userId,
        name: r.name,
        section: r.section,
        originalGrade: f.originalGrade,
        remedialGrade: f.remedialGrade,
        finalGrade: f.finalGrade,
        kkm: f.kkm,
        kkmSet: r.kkmSet,
        passed: f.passed,
        attemptId: f.attemptId,
        remedialAttemptId: f.remedialAttemptId,
      },
    ];
  });
  const last = finals.reduce<(typeof finals)[number] | null>((a, f) => (a === null || f.processedAt > a.processedAt ? f : a), null);
  return {
    schedule: { id: schedule.id, title: schedule.title, kind: schedule.kind },
    participants: roster.length,
    processedAt: last?.processedAt ?? null,
    processedBy: await processedBy(ctx, last?.processedBy ?? null),
    pendingEssays,
    remedialSchedules,
    unsetKkm: roster.filter((r) => !r.kkmSet).length,
    rows,
  };
}

import { finalResultInput } from '../../../shared/exams/records/inputs.ts';

export { finalResultInput } from '../../../shared/exams/records/inputs.ts';

/** One student's final result with both attempts (the exam and the remedial that counted). */
export async function getFinalResult({ ctx, input }: { ctx: SessionContext; input: z.output<typeof finalResultInput> & { id: number } }) {
  requireReader(ctx);
  const schedule = await staffSchedule(ctx, input.scheduleId);
  const [row] = await ctx.db
    .select()
    .from(examFinalResults)
    .where(and(eq(examFinalResults.id, input.id), eq(examFinalResults.scheduleId, schedule.id), eq(examFinalResults.schoolId, ctx.session.schoolId)));
  if (!row) throw notFound('Nilai akhir tidak ditemukan.');
  const [roster, remedials] = await Promise.all([rosterOf(ctx.db, schedule), remedialAttemptsOf(ctx.db, ctx.session.schoolId, schedule.id)]);
  const student = roster.find((r) => r.userId === row.userId);
  return {
    schedule: { id: schedule.id, title: schedule.title },
    student: { userId: row.userId, name: student?.name ?? '', section: student?.section ?? null },
    result: { ...row, kkmSet: student?.kkmSet ?? false, processedByName: await processedBy(ctx, row.processedBy) },
    original: student ? { attemptId: student.attemptId, status: student.status, grade: student.grade, finishedAt: student.finishedAt } : null,
    remedials: remedials
      .filter((r) => r.userId === row.userId)
      .map((r) => ({
        attemptId: r.attemptId,
        scheduleId: r.scheduleId,
        title: r.title,
        status: r.status,
        grade: r.grade,
        counted: r.attemptId === row.remedialAttemptId,
      })),
  };
}
