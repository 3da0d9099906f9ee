import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/session.ts';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as B from '../../shared/api/exams/bank.ts';
import * as S from '../../shared/api/exams/schedules.ts';
import * as A from '../../shared/api/exams/attempts.ts';
import { deleteQuestion, getQuestion, listQuestions, saveQuestion } from '../exams/bank/questions.ts';
import { deleteStimulus, getStimulus, listStimuli, saveStimulus } from '../exams/bank/stimuli.ts';
import { exportQuestions, importQuestions, questionTemplate } from '../exams/bank/spreadsheet.ts';
import { limitWorkbookUploads } from '../spreadsheet/upload-limit.ts';
import { examFormOptions } from '../exams/options.ts';
import { deleteSchedule, getSchedule, listSchedules, regenerateToken, saveSchedule } from '../exams/schedules/schedules.ts';
import { participantLinks } from '../exams/schedules/participant-links.ts';
import { monitorSchedule } from '../exams/proctor/monitor.ts';
import { blockAttempt, extendAttempt, forceFinishAttempt, listBlocked, resetAttempt, unblockAttempt } from '../exams/proctor/controls.ts';
import { analyseSchedule, listResults, rescoreSchedule, reviewAttempt, scoreEssay } from '../exams/results/results.ts';
import { exportResults } from '../exams/results/export-results.ts';
import { listMyExams } from '../exams/attempts/student-exams.ts';
import { attemptActor } from '../exams/attempts/attempt-access.ts';
import { startAttempt, startQuickly } from '../exams/attempts/start-attempt.ts';
import { attemptState } from '../exams/attempts/attempt-state.ts';
import { saveAnswers } from '../exams/attempts/save-answers.ts';
import { linkForAttempt, recordEvent, submitAttempt } from '../exams/attempts/finish-and-events.ts';
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
  const xlsx = (reply: FastifyReply, filename: string, buffer: Buffer) =>
    reply.type(XLSX).header('content-disposition', `attachment; filename="${filename}"`).send(buffer);

  // Bank Soal
  route(app, deps, B.examOptionsContract, ({ ctx }) => examFormOptions({ ctx }));
  route(app, deps, B.listQuestionsContract, ({ ctx, input }) => listQuestions({ ctx, input }));
  route(app, deps, B.getQuestionContract, ({ ctx, params }) => getQuestion({ ctx, input: params }));
  route(app, deps, B.saveQuestionContract, ({ ctx, input }) => saveQuestion({ ctx, input }));
  route(app, deps, B.deleteQuestionContract, ({ ctx, params }) => deleteQuestion({ ctx, input: params }));
  route(app, deps, B.questionTemplateContract, async ({ reply }) => xlsx(reply, 'template-bank-soal.xlsx', await questionTemplate()));
  route(app, deps, B.exportQuestionsContract, async ({ ctx, input, reply }) => xlsx(reply, 'bank-soal.xlsx', await exportQuestions({ ctx, input })));
  // Its own scope: the workbook arrives in base64, above the app's 2 MB limit (src/server/spreadsheet/upload-limit.ts).
  app.register(async (scope) => {
    limitWorkbookUploads(scope, 'base64');
    route(scope, deps, B.importQuestionsContract, ({ ctx, input }) => importQuestions({ ctx, input }));
  });
  route(app, deps, B.listStimuliContract, ({ ctx, input }) => listStimuli({ ctx, input }));
  route(app, deps, B.getStimulusContract, ({ ctx, params }) => getStimulus({ ctx, input: params }));
  route(app, deps, B.saveStimulusContract, ({ ctx, input }) => saveStimulus({ ctx, input }));
  route(app, deps, B.deleteStimulusContract, ({ ctx, params }) => deleteStimulus({ ctx, input: params }));

  // Schedules, monitoring, results
  route(app, deps, S.listSchedulesContract, ({ ctx, input }) => listSchedules({ ctx, input }));
  route(app, deps, S.saveScheduleContract, ({ ctx, input }) => saveSchedule({ ctx, input }));
  route(app, deps, S.getScheduleContract, ({ ctx, params }) => getSchedule({ ctx, input: params }));
  route(app, deps, S.monitorContract, ({ ctx, params }) => monitorSchedule({ ctx, input: params }));
  route(app, deps, S.resultsContract, ({ ctx, params }) => listResults({ ctx, input: params }));
  route(app, deps, S.analysisContract, ({ ctx, params }) => analyseSchedule({ ctx, input: params }));
  route(app, deps, S.deleteScheduleContract, ({ ctx, params }) => deleteSchedule({ ctx, input: params }));
  route(app, deps, S.regenerateTokenContract, ({ ctx, params }) => regenerateToken({ ctx, input: params }));
  route(app, deps, S.rescoreContract, ({ ctx, params }) => rescoreSchedule({ ctx, input: params }));
  route(app, deps, S.participantLinksContract, ({ ctx, params }) => participantLinks({ ctx, input: params }));
  route(app, deps, S.exportResultsContract, async ({ ctx, params, reply }) => {
    const file = await exportResults({ ctx, input: params });
    return xlsx(reply, file.filename, file.buffer);
  });

  // The proctor's actions on one student, and scoring
  route(app, deps, S.blockedContract, ({ ctx }) => listBlocked(ctx));
  route(app, deps, S.blockContract, ({ ctx, params, input }) => blockAttempt(ctx, params.id, input));
  route(app, deps, S.unblockContract, ({ ctx, params }) => unblockAttempt(ctx, params.id));
  route(app, deps, S.resetContract, ({ ctx, params }) => resetAttempt(ctx, params.id));
  route(app, deps, S.forceFinishContract, ({ ctx, params }) => forceFinishAttempt(ctx, params.id));
  route(app, deps, S.extendContract, ({ ctx, params, input }) => extendAttempt(ctx, params.id, input));
  route(app, deps, S.reviewContract, ({ ctx, params }) => reviewAttempt({ ctx, input: params }));
  route(app, deps, S.essayScoreContract, ({ ctx, params, input }) => scoreEssay({ ctx, input: { ...input, id: params.id } }));

  // The student's side: by session, or by a signed /webpageujian link (X-Exam-Link)
  route(app, deps, S.myExamsContract, ({ ctx }) => listMyExams({ ctx }));
  // Public in the contract's sense: the attempt's owner is found by the session or by a signed link (attempt-access.ts).
  const actorOf = (request: FastifyRequest, id: number) => attemptActor(deps, request, id);
  route(app, deps, A.attemptStateContract, async ({ request, params }) => attemptState(deps, await actorOf(request, params.id)));
  route(
    app,
    deps,
    A.startAttemptContract,
    async ({ request, params, input }) => (await startQuickly(deps, request, params.id, input)) ?? startAttempt(deps, await actorOf(request, params.id), input),
  );
  route(app, deps, A.saveAnswersContract, async ({ request, params, input }) => saveAnswers(deps, await actorOf(request, params.id), input.answers));
  route(app, deps, A.finishAttemptContract, async ({ request, params, input }) => submitAttempt(deps, await actorOf(request, params.id), input));
  route(app, deps, A.attemptEventContract, async ({ request, params, input }) => recordEvent(deps, await actorOf(request, params.id), input));
  route(app, deps, A.attemptLinkContract, async ({ request, params }) =>
    linkForAttempt(deps, await actorOf(request, params.id), bearerToken(request.headers.authorization) !== null),
  );

  registerExamPracticeApi(app, deps);
  registerExamPlanningApi(app, deps);
  registerExamRecordsApi(app, deps);
  registerExamPlatformApi(app, deps);
}
