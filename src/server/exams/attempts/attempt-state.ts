import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createLoader, perDatabase } from '../../db/batch.ts';
import { studentItem, type StudentItem } from '../../../shared/exams/student-view.ts';
import type { AttemptLayout } from '../../../shared/exams/shuffle.ts';
import { deadlineOf, GRACE_SECONDS } from '../../../shared/exams/timer.ts';
import { examAnswers, examAttempts } from '../../db/schema/exams.ts';
import type { AppDeps } from '../../http/context.ts';
import { loadPaper, type Paper } from '../paper-cache.ts';
import type { ItemContent } from '../../../shared/exams/item-schema.ts';
import type { AnswerValue } from '../../../shared/exams/answer-schema.ts';
import type { AttemptActor } from './attempt-access.ts';
import { finishIfExpired } from './grade-attempt.ts';
import { touch } from './presence.ts';
import { RESULTS_HIDDEN_BY_SCHOOL, resultVisible } from './result-visibility.ts';

/**
 * Everything the exam screen needs, in one answer: the server's clock and the deadline, the student's pages
 * in their stored order, the questions without keys, and every saved answer with its revision. A reload or
 * another device rebuilds the screen from this.
 */
export async function attemptState(deps: AppDeps, actor: AttemptActor) {
  const { schedule } = actor;
  let attempt = actor.attempt;
  if (await finishIfExpired(deps.db, attempt, schedule)) {
    [attempt] = await deps.db.select().from(examAttempts).where(eq(examAttempts.id, attempt.id));
  }
  const now = new Date();
  const base = {
    serverNow: now,
    schedule: {
      id: schedule.id,
      title: schedule.title,
      kind: schedule.kind,
      durationMinutes: schedule.durationMinutes,
      startsAt: schedule.startsAt,
      endsAt: schedule.endsAt,
      tokenRequired: schedule.token !== null,
      recordLeave: schedule.recordLeave,
    },
    attempt: {
      id: attempt.id,
      status: attempt.status,
      blocked: attempt.blocked,
      blockMessage: attempt.blocked ? attempt.blockReason : null,
      startedAt: attempt.startedAt,
      finishedAt: attempt.finishedAt,
      finishReason: attempt.finishReason,
    },
    graceSeconds: GRACE_SECONDS,
  };
  if (attempt.status !== 'working' || !attempt.startedAt) {
    const visible = resultVisible(schedule, attempt.status, now);
    return {
      ...base,
      result: visible ? { score: attempt.score, maxScore: attempt.maxScore, grade: attempt.grade, pendingEssays: attempt.pendingEssays } : null,
      // The school's "Tampilkan Hasil Ujian" switch is off: say so, rather than leave the student wondering.
      resultNote: attempt.status === 'finished' && !schedule.resultsShown ? RESULTS_HIDDEN_BY_SCHOOL : null,
    };
  }
  touch(attempt.id, now);
  const deadline = deadlineOf({
    startedAt: attempt.startedAt,
    durationMinutes: schedule.durationMinutes,
    extraMinutes: attempt.extraMinutes,
    windowEnd: schedule.endsAt,
  });
  const [paper, answers] = await Promise.all([loadPaper(deps.db, schedule.id), answersLoader(deps.db)(attempt.id).then((found) => found ?? [])]);
  const layout = attempt.layout as AttemptLayout;
  const questions: Record<number, { number: number; weight: number; view: StudentItem }> = {};
  let number = 0;
  for (const page of layout.pages) {
    for (const qid of page.questionIds) {
      const content = paper.byId.get(qid);
      if (content) questions[qid] = { number: ++number, weight: content.weight, view: viewOf(paper, qid, content, layout.partOrder[qid]) };
    }
  }
  return {
    ...base,
    deadline,
    pages: layout.pages.map((p) => ({
      questionIds: p.questionIds,
      stimulus: p.stimulusId === null ? null : { id: p.stimulusId, ...(paper.stimuli.get(p.stimulusId) ?? { title: '', html: '' }) },
    })),
    questions,
    answers: Object.fromEntries(
      answers.map((a) => [a.questionId, { value: a.value as AnswerValue | null, flagged: a.flagged, revision: a.revision, savedAt: a.savedAt }]),
    ),
  };
}

/**
 * A question as students see it, per option order: 2,000 students share a few dozen orders per question, so
 * the views are built once per paper (a new paper object, after any edit, starts a new cache).
 */
const views = new WeakMap<Paper, Map<string, StudentItem>>();

function viewOf(paper: Paper, questionId: number, content: ItemContent, order: Record<string, string[]> | undefined): StudentItem {
  let cache = views.get(paper);
  if (!cache) views.set(paper, (cache = new Map()));
  const key = `${questionId}|${order ? JSON.stringify(order) : ''}`;
  let view = cache.get(key);
  if (!view) cache.set(key, (view = studentItem(content, order)));
  return view;
}

type SavedAnswer = { questionId: number; value: unknown; flagged: boolean; revision: number; savedAt: Date };

/** The saved answers of the attempts whose screens load together (everyone opens the paper after "Mulai"). */
const answersLoader = perDatabase((db: Db) =>
  createLoader<number, SavedAnswer[]>(
    async (attemptIds) => {
      const rows = await db
        .select({
          attemptId: examAnswers.attemptId,
          questionId: examAnswers.questionId,
          value: examAnswers.value,
          flagged: examAnswers.flagged,
          revision: examAnswers.revision,
          savedAt: examAnswers.savedAt,
        })
        .from(examAnswers)
        .where(inArray(examAnswers.attemptId, attemptIds));
      const byAttempt = new Map<number, SavedAnswer[]>();
      for (const { attemptId, ...answer } of rows) {
        let list = byAttempt.get(attemptId);
        if (!list) byAttempt.set(attemptId, (list = []));
        list.push(answer);
      }
      return byAttempt;
    },
    { maxBatch: 200, maxInFlight: 3 },
  ),
);
