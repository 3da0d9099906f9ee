import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { essayScoreInput } from '../../../shared/exams/inputs.ts';
import { analyseItems, type AttemptForAnalysis } from '../../../shared/exams/analysis.ts';
import type { AnswerValue } from '../../../shared/exams/answer-schema.ts';
import { scoreAnswer, essayScoreProblem } from '../../../shared/exams/scoring.ts';
import { reviewQuestions } from './review-questions.ts';
import { examAnswers, examAttempts, examQuestions } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { writeTotals } from '../attempts/grade-attempt.ts';
import { requireManager, requireReader } from '../guard.ts';
import { loadPaper } from '../paper-cache.ts';
import { monitorSchedule } from '../proctor/monitor.ts';
import { ownAttempt, ownSchedule, staffAttempt, staffSchedule } from '../proctor/schedule-access.ts';
import { requireScheduleKeys } from '../ownership.ts';

/** Scores per student of a schedule (the monitor's rows, which already carry name, class and grade). */
export async function listResults({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const snap = await monitorSchedule({ ctx, input });
  return { schedule: snap.schedule, students: snap.students, totalQuestions: snap.totalQuestions };
}

/** One student's paper with the keys, their answers and scores: for the teacher, and for scoring essays. */
export async function reviewAttempt({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const attempt = await staffAttempt(ctx, input.id);
  await requireScheduleKeys(ctx, await staffSchedule(ctx, attempt.scheduleId));
  const paper = await loadPaper(ctx.db, attempt.scheduleId);
  const answers = await ctx.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id));
  return {
    attempt: {
      id: attempt.id,
      userId: attempt.userId,
      status: attempt.status,
      score: attempt.score,
      maxScore: attempt.maxScore,
      grade: attempt.grade,
      pendingEssays: attempt.pendingEssays,
      finishReason: attempt.finishReason,
    },
    questions: reviewQuestions(paper, answers),
  };
}

export async function scoreEssay({ ctx, input }: { ctx: SessionContext; input: z.output<typeof essayScoreInput> & { id: number } }) {
  requireManager(ctx);
  const attempt = await ownAttempt(ctx, input.id);
  if (attempt.status !== 'finished') throw new AppError('conflict', 'Uraian dinilai setelah siswa selesai.');
  const paper = await loadPaper(ctx.db, attempt.scheduleId);
  const item = paper.byId.get(input.questionId);
  if (!item || item.type !== 'essay') throw notFound('Soal uraian tidak ditemukan di ujian ini.');
  const problem = essayScoreProblem(item, input.score);
  if (problem) throw validationError({ score: [problem] });
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(examAnswers)
      .set({ score: input.score, scoredBy: ctx.session.userId })
      .where(and(eq(examAnswers.attemptId, attempt.id), eq(examAnswers.questionId, input.questionId)))
      .returning({ q: examAnswers.questionId });
    if (!rows.length) throw new AppError('conflict', 'Siswa tidak menjawab soal ini; skornya 0.');
    await writeTotals(tx, paper, attempt.id);
  });
  const [after] = await ctx.db
    .select({ score: examAttempts.score, grade: examAttempts.grade, pendingEssays: examAttempts.pendingEssays })
    .from(examAttempts)
    .where(eq(examAttempts.id, attempt.id));
  return { ...after, message: 'Nilai uraian tersimpan.' };
}

/** Scores every finished attempt again (after a key was corrected). */
export async function rescoreSchedule({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  const schedule = await ownSchedule(ctx, input.id);
  const paper = await loadPaper(ctx.db, schedule.id);
  const finished = await ctx.db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.scheduleId, schedule.id), eq(examAttempts.status, 'finished')));
  for (const a of finished) await writeTotals(ctx.db, paper, a.id);
  return { rescored: finished.length, message: `${finished.length} hasil dihitung ulang.` };
}

/** Item analysis over the finished attempts: difficulty, discrimination and how each option was used. */
export async function analyseSchedule({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const schedule = await staffSchedule(ctx, input.id);
  const paper = await loadPaper(ctx.db, schedule.id);
  const attempts = await ctx.db
    .select({ id: examAttempts.id, score: examAttempts.score })
    .from(examAttempts)
    .where(and(eq(examAttempts.scheduleId, schedule.id), eq(examAttempts.status, 'finished')));
  const answers = attempts.length
    ? await ctx.db
        .select({ attemptId: examAnswers.attemptId, questionId: examAnswers.questionId, value: examAnswers.value, score: examAnswers.score })
        .from(examAnswers)
        .where(
          inArray(
            examAnswers.attemptId,
            attempts.map((a) => a.id),
          ),
        )
    : [];
  const byAttempt = new Map<number, AttemptForAnalysis>(attempts.map((a) => [a.id, { total: a.score ?? 0, answers: new Map() }]));
  for (const a of answers) {
    const content = paper.byId.get(a.questionId);
    if (!content) continue;
    const value = a.value as AnswerValue | null;
    const score = content.type === 'essay' ? a.score : scoreAnswer(content, value).score;
    byAttempt.get(a.attemptId)!.answers.set(a.questionId, { value, score });
  }
  const summaries = paper.questions.length
    ? await ctx.db
        .select({ id: examQuestions.id, summary: examQuestions.summary })
        .from(examQuestions)
        .where(
          inArray(
            examQuestions.id,
            paper.questions.map((q) => q.id),
          ),
        )
    : [];
  const summaryOf = new Map(summaries.map((s) => [s.id, s.summary]));
  const items = analyseItems(paper.questions, [...byAttempt.values()]);
  return {
    schedule: { id: schedule.id, title: schedule.title },
    attempts: attempts.length,
    items: items.map((it, i) => ({ ...it, number: i + 1, summary: summaryOf.get(it.questionId) ?? '', weight: paper.byId.get(it.questionId)?.weight ?? 0 })),
  };
}
