import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/session.ts';
import type { AppDeps } from '../http/context.ts';
import { publicEndpoint, sessionEndpoint } from '../http/endpoint.ts';
import { pathId } from '../http/path-id.ts';
import { deleteQuestion, getQuestion, listQuestions, listQuestionsInput, saveQuestion, saveQuestionInput } from '../exams/bank/questions.ts';
import { deleteStimulus, getStimulus, listStimuli, listStimuliInput, saveStimulus, saveStimulusInput } from '../exams/bank/stimuli.ts';
import { exportQuestions, exportQuestionsInput, importQuestions, importQuestionsInput, questionTemplate } from '../exams/bank/spreadsheet.ts';
import { limitWorkbookUploads } from '../spreadsheet/upload-limit.ts';
import { examFormOptions } from '../exams/options.ts';
import { deleteSchedule, getSchedule, listSchedules, listSchedulesInput, regenerateToken, saveSchedule, saveScheduleInput } from '../exams/schedules/schedules.ts';
import { participantLinks } from '../exams/schedules/participant-links.ts';
import { monitorSchedule } from '../exams/proctor/monitor.ts';
import { blockAttempt, blockInput, extendAttempt, extendInput, forceFinishAttempt, listBlocked, resetAttempt, unblockAttempt } from '../exams/proctor/controls.ts';
import { analyseSchedule, essayScoreInput, listResults, rescoreSchedule, reviewAttempt, scoreEssay } from '../exams/results/results.ts';
import { exportResults } from '../exams/results/export-results.ts';
import { listMyExams } from '../exams/attempts/student-exams.ts';
import { attemptActor } from '../exams/attempts/attempt-access.ts';
import { startAttempt, startInput, startQuickly } from '../exams/attempts/start-attempt.ts';
import { attemptState } from '../exams/attempts/attempt-state.ts';
import { saveAnswers, saveAnswersInput } from '../exams/attempts/save-answers.ts';
import { eventInput, finishInput, linkForAttempt, recordEvent, submitAttempt } from '../exams/attempts/finish-and-events.ts';
import { startExamJobs } from '../exams/jobs.ts';
import { enforceExamRouteRights } from '../exams/route-rights.ts';
import { registerExamPracticeApi } from './exams-practice.ts';
import { registerExamPlanningApi } from './exams-planning.ts';
import { registerExamRecordsApi } from './exams-records.ts';
import { registerExamPlatformApi } from './exams-platform.ts';

/** Computer-based exams (issue 7): Bank Soal, schedules, monitoring, results, and the students' attempts. */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function registerExamsApi(app: FastifyInstance, deps: AppDeps): void {
  startExamJobs(app, deps);
  enforceExamRouteRights(app, deps);
  const s = <S extends z.ZodType, O>(spec: Parameters<typeof sessionEndpoint<S, O>>[2]) => sessionEndpoint(app, deps, spec);
  const withId = <T>(request: FastifyRequest, input: T) => ({ ...(input ?? {}), id: pathId(request) }) as T & { id: number };

  // Bank Soal
  s({ method: 'GET', url: '/api/exams/options', handler: examFormOptions });
  s({ method: 'GET', url: '/api/exams/questions', input: listQuestionsInput, handler: listQuestions });
  s({ method: 'GET', url: '/api/exams/questions/:id', handler: ({ ctx, request }) => getQuestion({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'POST', url: '/api/exams/questions', input: saveQuestionInput, handler: saveQuestion });
  s({ method: 'DELETE', url: '/api/exams/questions/:id', handler: ({ ctx, request }) => deleteQuestion({ ctx, input: { id: pathId(request) } }) });
  s({
    method: 'GET',
    url: '/api/exams/questions-template.xlsx',
    handler: async ({ reply }) => reply.type(XLSX).header('content-disposition', 'attachment; filename="template-bank-soal.xlsx"').send(await questionTemplate()),
  });
  s({
    method: 'GET',
    url: '/api/exams/questions-export.xlsx',
    input: exportQuestionsInput,
    handler: async ({ ctx, input, reply }) =>
      reply.type(XLSX).header('content-disposition', 'attachment; filename="bank-soal.xlsx"').send(await exportQuestions({ ctx, input })),
  });
  // Its own scope: the workbook arrives in base64, above the app's 2 MB limit (src/server/spreadsheet/upload-limit.ts).
  app.register(async (scope) => {
    limitWorkbookUploads(scope, 'base64');
    sessionEndpoint(scope, deps, { method: 'POST', url: '/api/exams/questions-import', input: importQuestionsInput, handler: importQuestions });
  });
  s({ method: 'GET', url: '/api/exams/stimuli', input: listStimuliInput, handler: listStimuli });
  s({ method: 'GET', url: '/api/exams/stimuli/:id', handler: ({ ctx, request }) => getStimulus({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'POST', url: '/api/exams/stimuli', input: saveStimulusInput, handler: saveStimulus });
  s({ method: 'DELETE', url: '/api/exams/stimuli/:id', handler: ({ ctx, request }) => deleteStimulus({ ctx, input: { id: pathId(request) } }) });

  // Schedules, monitoring, results
  s({ method: 'GET', url: '/api/exams/schedules', input: listSchedulesInput, handler: listSchedules });
  s({ method: 'POST', url: '/api/exams/schedules', input: saveScheduleInput, handler: saveSchedule });
  s({ method: 'GET', url: '/api/exams/schedules/:id', handler: ({ ctx, request }) => getSchedule({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'GET', url: '/api/exams/schedules/:id/monitor', handler: ({ ctx, request }) => monitorSchedule({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'GET', url: '/api/exams/schedules/:id/results', handler: ({ ctx, request }) => listResults({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'GET', url: '/api/exams/schedules/:id/analysis', handler: ({ ctx, request }) => analyseSchedule({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'DELETE', url: '/api/exams/schedules/:id', handler: ({ ctx, request }) => deleteSchedule({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'POST', url: '/api/exams/schedules/:id/token', handler: ({ ctx, request }) => regenerateToken({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'POST', url: '/api/exams/schedules/:id/rescore', handler: ({ ctx, request }) => rescoreSchedule({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'POST', url: '/api/exams/schedules/:id/links', handler: ({ ctx, request }) => participantLinks({ ctx, input: { id: pathId(request) } }) });
  s({
    method: 'GET',
    url: '/api/exams/schedules/:id/export.xlsx',
    handler: async ({ ctx, request, reply }) => {
      const file = await exportResults({ ctx, input: { id: pathId(request) } });
      return reply.type(XLSX).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.buffer);
    },
  });

  // The proctor's actions on one student, and scoring
  s({ method: 'GET', url: '/api/exams/blocked', handler: ({ ctx }) => listBlocked(ctx) });
  s({ method: 'POST', url: '/api/exams/attempts/:id/block', input: blockInput, handler: ({ ctx, request, input }) => blockAttempt(ctx, pathId(request), input) });
  s({ method: 'POST', url: '/api/exams/attempts/:id/unblock', handler: ({ ctx, request }) => unblockAttempt(ctx, pathId(request)) });
  s({ method: 'POST', url: '/api/exams/attempts/:id/reset', handler: ({ ctx, request }) => resetAttempt(ctx, pathId(request)) });
  s({ method: 'POST', url: '/api/exams/attempts/:id/force-finish', handler: ({ ctx, request }) => forceFinishAttempt(ctx, pathId(request)) });
  s({ method: 'POST', url: '/api/exams/attempts/:id/extend', input: extendInput, handler: ({ ctx, request, input }) => extendAttempt(ctx, pathId(request), input) });
  s({ method: 'GET', url: '/api/exams/attempts/:id/review', handler: ({ ctx, request }) => reviewAttempt({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'POST', url: '/api/exams/attempts/:id/essay-score', input: essayScoreInput, handler: ({ ctx, request, input }) => scoreEssay({ ctx, input: withId(request, input) }) });

  // The student's side: by session, or by a signed /webpageujian link (X-Exam-Link)
  s({ method: 'GET', url: '/api/exams/mine', handler: listMyExams });
  const actorOf = (request: FastifyRequest) => attemptActor(deps, request, pathId(request));
  const p = <S extends z.ZodType, O>(spec: Parameters<typeof publicEndpoint<S, O>>[2]) => publicEndpoint(app, deps, spec);
  p({ method: 'GET', url: '/api/exams/attempts/:id', handler: async ({ request }) => attemptState(deps, await actorOf(request)) });
  p({ method: 'POST', url: '/api/exams/attempts/:id/start', input: startInput, handler: async ({ request, input }) => (await startQuickly(deps, request, pathId(request), input)) ?? startAttempt(deps, await actorOf(request), input) });
  p({ method: 'POST', url: '/api/exams/attempts/:id/answers', input: saveAnswersInput, handler: async ({ request, input }) => saveAnswers(deps, await actorOf(request), input.answers) });
  p({ method: 'POST', url: '/api/exams/attempts/:id/finish', input: finishInput, handler: async ({ request, input }) => submitAttempt(deps, await actorOf(request), input) });
  p({ method: 'POST', url: '/api/exams/attempts/:id/events', input: eventInput, handler: async ({ request, input }) => recordEvent(deps, await actorOf(request), input) });
  p({ method: 'POST', url: '/api/exams/attempts/:id/link', handler: async ({ request }) => linkForAttempt(deps, await actorOf(request), bearerToken(request.headers.authorization) !== null) });

  registerExamPracticeApi(app, deps);
  registerExamPlanningApi(app, deps);
  registerExamRecordsApi(app, deps);
  registerExamPlatformApi(app, deps);
}
