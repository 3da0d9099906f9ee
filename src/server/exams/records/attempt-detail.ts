import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { examAnswers } from '../../db/schema/exams.ts';
import { classMaps, sections } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireReader } from '../guard.ts';
import { requireScheduleKeys } from '../ownership.ts';
import { loadPaper } from '../paper-cache.ts';
import { reviewQuestions } from '../results/review-questions.ts';
import { scheduleAttempt } from './schedule-attempt.ts';

import { attemptDetailInput } from '../../../shared/exams/records/inputs.ts';

export { attemptDetailInput } from '../../../shared/exams/records/inputs.ts';

/**
 * The newer per-student result page: who, which rombel, when and for how long, how often they left the exam
 * page, the score, and every question with its answer and score. The route carries the schedule and the
 * attempt; an attempt of another schedule or school is "not found".
 */
export async function attemptDetail({ ctx, input }: { ctx: SessionContext; input: z.output<typeof attemptDetailInput> & { id: number } }) {
  requireReader(ctx);
  const { attempt, schedule } = await scheduleAttempt(ctx, input.id, input.scheduleId);
  await requireScheduleKeys(ctx, schedule);
  const [paper, answers, [student]] = await Promise.all([
    loadPaper(ctx.db, schedule.id),
    ctx.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id)),
    ctx.db
      .select({ name: users.fullName, section: sections.name })
      .from(users)
      .leftJoin(classMaps, and(eq(classMaps.userId, users.id), eq(classMaps.academicYearId, schedule.academicYearId)))
      .leftJoin(sections, eq(sections.id, classMaps.sectionId))
      .where(eq(users.id, attempt.userId)),
  ]);
  const usedMinutes =
    attempt.startedAt && attempt.finishedAt ? Math.max(0, Math.round((attempt.finishedAt.getTime() - attempt.startedAt.getTime()) / 60_000)) : null;
  return {
    schedule: { id: schedule.id, title: schedule.title, kind: schedule.kind, durationMinutes: schedule.durationMinutes },
    student: { name: student?.name ?? '', section: student?.section ?? null },
    attempt: {
      id: attempt.id,
      status: attempt.status,
      startedAt: attempt.startedAt,
      finishedAt: attempt.finishedAt,
      finishReason: attempt.finishReason,
      usedMinutes,
      extraMinutes: attempt.extraMinutes,
      leaveCount: attempt.leaveCount,
      score: attempt.score,
      maxScore: attempt.maxScore,
      grade: attempt.grade,
      pendingEssays: attempt.pendingEssays,
    },
    questions: reviewQuestions(paper, answers),
  };
}
