import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { pathId } from '../http/path-id.ts';
import { akmReport, akmReportInput } from '../exams/records/akm-report.ts';
import { attemptDetail, attemptDetailInput } from '../exams/records/attempt-detail.ts';
import { listBelowKkm } from '../exams/records/below-kkm.ts';
import { exportFinalResults } from '../exams/records/export-final-results.ts';
import { exportGradeLevel } from '../exams/records/export-grade-level.ts';
import { finalResultInput, getFinalResult, listFinalResults } from '../exams/records/final-results.ts';
import { gradeLevelInput, gradeLevelResults } from '../exams/records/grade-level.ts';
import { scheduleHistory, studentHistory, studentHistoryInput } from '../exams/records/history.ts';
import { processFinalResults } from '../exams/records/process-final-results.ts';
import { listRecordSchedules, recordSchedulesInput } from '../exams/records/record-schedules.ts';
import { teacherReadiness, teacherReadinessInput } from '../exams/records/teacher-readiness.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Exam endpoints of the "records" family (issue 7): result history with archived attempts, processed final
 * results ("Olah Nilai"), students below the KKM, the newer per-student and AKM reports, results per grade
 * level and teachers' readiness. Registered by registerExamsApi.
 */
export function registerExamRecordsApi(app: FastifyInstance, deps: AppDeps): void {
  const s = <S extends z.ZodType, O>(spec: Parameters<typeof sessionEndpoint<S, O>>[2]) => sessionEndpoint(app, deps, spec);
  const base = '/api/exams/records';
  const file = (reply: { type: (t: string) => { header: (k: string, v: string) => { send: (b: Buffer) => unknown } } }, f: { filename: string; buffer: Buffer }) =>
    reply.type(XLSX).header('content-disposition', `attachment; filename="${f.filename}"`).send(f.buffer);

  s({ method: 'GET', url: `${base}/schedules`, input: recordSchedulesInput, handler: listRecordSchedules });
  s({ method: 'GET', url: `${base}/schedules/:id/history`, handler: ({ ctx, request }) => scheduleHistory({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'GET', url: `${base}/attempts/:id/history`, input: studentHistoryInput, handler: ({ ctx, input, request }) => studentHistory({ ctx, input: { ...input, id: pathId(request) } }) });
  s({ method: 'GET', url: `${base}/schedules/:id/final-results`, handler: ({ ctx, request }) => listFinalResults({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'POST', url: `${base}/schedules/:id/final-results`, handler: ({ ctx, request }) => processFinalResults({ ctx, input: { id: pathId(request) } }) });
  s({
    method: 'GET',
    url: `${base}/schedules/:id/final-results.xlsx`,
    handler: async ({ ctx, request, reply }) => file(reply, await exportFinalResults({ ctx, input: { id: pathId(request) } })),
  });
  s({ method: 'GET', url: `${base}/final-results/:id`, input: finalResultInput, handler: ({ ctx, input, request }) => getFinalResult({ ctx, input: { ...input, id: pathId(request) } }) });
  s({ method: 'GET', url: `${base}/schedules/:id/below-kkm`, handler: ({ ctx, request }) => listBelowKkm({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'GET', url: `${base}/attempts/:id/detail`, input: attemptDetailInput, handler: ({ ctx, input, request }) => attemptDetail({ ctx, input: { ...input, id: pathId(request) } }) });
  s({ method: 'GET', url: `${base}/attempts/:id/akm`, input: akmReportInput, handler: ({ ctx, input, request }) => akmReport({ ctx, input: { ...input, id: pathId(request) } }) });
  s({ method: 'GET', url: `${base}/grade-level`, input: gradeLevelInput, handler: gradeLevelResults });
  s({ method: 'GET', url: `${base}/grade-level.xlsx`, input: gradeLevelInput, handler: async ({ ctx, input, reply }) => file(reply, await exportGradeLevel({ ctx, input })) });
  s({ method: 'GET', url: `${base}/teacher-readiness`, input: teacherReadinessInput, handler: teacherReadiness });
}
