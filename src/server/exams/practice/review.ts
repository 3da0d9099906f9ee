import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { reviewInput } from '../../../shared/exams/inputs.ts';
import { akmLevel } from '../../../shared/exams/akm-levels.ts';
import type { ItemType } from '../../../shared/exams/item-types.ts';
import { examAttemptHistory } from '../../db/schema/exam-records.ts';
import { examAnswers } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { loadPaper } from '../paper-cache.ts';
import { reviewQuestions, type ReviewAnswer } from '../results/review-questions.ts';
import { ownAttempt, studentSeesResult } from './own-attempt.ts';

export { reviewInput } from '../../../shared/exams/inputs.ts';

/** The attempt's saved answers as the review reads them. */
function liveAnswers(ctx: SessionContext, attemptId: number): Promise<ReviewAnswer[]> {
  return ctx.db
    .select({
      questionId: examAnswers.questionId,
      value: examAnswers.value,
      flagged: examAnswers.flagged,
      score: examAnswers.score,
      savedAt: examAnswers.savedAt,
      revision: examAnswers.revision,
    })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
}

/**
 * The review of one of the student's own practice attempts (result_exercisedetail): their answers, the key and
 * the score per question — the current attempt once finished, or an archived one (?riwayat=<history id>).
 * Only a practice reveals its key to a student: a regular exam may be sat later by another rombel.
 */
export async function practiceReview({ ctx, input }: { ctx: SessionContext; input: z.output<typeof reviewInput> & { id: number } }) {
  const { attempt, schedule, courseName } = await ownAttempt(ctx, input.id);
  if (schedule.kind !== 'practice') throw notFound('Pembahasan hanya tersedia untuk latihan.');
  let shown: {
    historyId: number | null;
    attemptNo: number | null;
    status: string;
    startedAt: Date | null;
    finishedAt: Date | null;
    score: number | null;
    maxScore: number | null;
    grade: number | null;
    pendingEssays: number;
  };
  let answers: ReviewAnswer[];
  if (input.riwayat) {
    // The school's results switch hides archived attempts' scores and keys as well.
    if (!(await studentSeesResult(ctx, schedule.id, 'finished', new Date())))
      throw new AppError('conflict', 'Hasil latihan sedang tidak ditampilkan oleh sekolah.');
    const [h] = await ctx.db
      .select()
      .from(examAttemptHistory)
      .where(and(eq(examAttemptHistory.id, input.riwayat), eq(examAttemptHistory.attemptId, attempt.id), eq(examAttemptHistory.userId, ctx.session.userId)));
    if (!h) throw notFound('Riwayat latihan tidak ditemukan.');
    answers = h.answers as ReviewAnswer[];
    shown = {
      historyId: h.id,
      attemptNo: h.attemptNo,
      status: h.status,
      startedAt: h.startedAt,
      finishedAt: h.finishedAt,
      score: h.score,
      maxScore: h.maxScore,
      grade: h.grade,
      pendingEssays: 0,
    };
  } else {
    if (attempt.status !== 'finished') throw new AppError('conflict', 'Pembahasan muncul setelah latihan selesai dikerjakan.');
    if (!(await studentSeesResult(ctx, schedule.id, attempt.status, new Date())))
      throw new AppError('conflict', 'Hasil latihan sedang tidak ditampilkan oleh sekolah.');
    answers = await liveAnswers(ctx, attempt.id);
    shown = {
      historyId: null,
      attemptNo: null,
      status: attempt.status,
      startedAt: attempt.startedAt,
      finishedAt: attempt.finishedAt,
      score: attempt.score,
      maxScore: attempt.maxScore,
      grade: attempt.grade,
      pendingEssays: attempt.pendingEssays,
    };
  }
  const paper = await loadPaper(ctx.db, schedule.id);
  const questions = reviewQuestions(paper, answers);
  if (input.riwayat) shown.pendingEssays = questions.filter((q) => q.content.type === 'essay' && q.answer && q.score === null).length;
  return { schedule: { id: schedule.id, title: schedule.title, courseName }, attempt: { id: attempt.id, ...shown }, questions };
}

/**
 * The student's AKM/TKA result (result_exercisedetail_akm): the score when the schedule's visibility allows,
 * its AKM level, and the share earned per item type. Never the key, unless the schedule is a practice (then
 * the page links to the practice review).
 */
export async function myExamResult({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  const { attempt, schedule, courseName } = await ownAttempt(ctx, input.id);
  const now = new Date();
  const practice = schedule.kind === 'practice';
  const visible = await studentSeesResult(ctx, schedule.id, attempt.status, now);
  const base = {
    serverTime: now,
    schedule: { id: schedule.id, title: schedule.title, kind: schedule.kind, courseName, endsAt: schedule.endsAt, resultVisibility: schedule.resultVisibility },
    attempt: { id: attempt.id, status: attempt.status, finishedAt: attempt.finishedAt },
    reviewAvailable: practice && attempt.status === 'finished',
  };
  if (!visible) return { ...base, result: null };
  const paper = await loadPaper(ctx.db, schedule.id);
  const answers = await liveAnswers(ctx, attempt.id);
  const byType = new Map<ItemType, { type: ItemType; questions: number; score: number; max: number }>();
  for (const q of reviewQuestions(paper, answers)) {
    const t = byType.get(q.content.type) ?? { type: q.content.type, questions: 0, score: 0, max: 0 };
    t.questions++;
    t.score += q.score ?? 0;
    t.max += q.max;
    byType.set(q.content.type, t);
  }
  const level = akmLevel(attempt.score, attempt.maxScore);
  return {
    ...base,
    result: {
      score: attempt.score,
      maxScore: attempt.maxScore,
      grade: attempt.grade,
      pendingEssays: attempt.pendingEssays,
      level: level ? { key: level.key, label: level.label, description: level.description } : null,
      byType: [...byType.values()].map((t) => ({ ...t, score: Math.round(t.score * 100) / 100, percent: t.max > 0 ? Math.round((t.score / t.max) * 100) : 0 })),
    },
  };
}
