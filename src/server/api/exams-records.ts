import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as C from '../../shared/api/exams/records.ts';
import { akmReport } from '../exams/records/akm-report.ts';
import { attemptDetail } from '../exams/records/attempt-detail.ts';
import { listBelowKkm } from '../exams/records/below-kkm.ts';
import { exportFinalResults } from '../exams/records/export-final-results.ts';
import { exportGradeLevel } from '../exams/records/export-grade-level.ts';
import { getFinalResult, listFinalResults } from '../exams/records/final-results.ts';
import { gradeLevelResults } from '../exams/records/grade-level.ts';
import { scheduleHistory, studentHistory } from '../exams/records/history.ts';
import { processFinalResults } from '../exams/records/process-final-results.ts';
import { listRecordSchedules } from '../exams/records/record-schedules.ts';
import { teacherReadiness } from '../exams/records/teacher-readiness.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Exam endpoints of the "records" family (issue 7): result history with archived attempts, processed final
 * results ("Olah Nilai"), students below the KKM, the newer per-student and AKM reports, results per grade
 * level and teachers' readiness. Registered by registerExamsApi.
 */
export function registerExamRecordsApi(app: FastifyInstance, deps: AppDeps): void {
  const file = (reply: FastifyReply, f: { filename: string; buffer: Buffer }) =>
    reply.type(XLSX).header('content-disposition', `attachment; filename="${f.filename}"`).send(f.buffer);

  route(app, deps, C.recordSchedulesContract, ({ ctx, input }) => listRecordSchedules({ ctx, input }));
  route(app, deps, C.scheduleHistoryContract, ({ ctx, params }) => scheduleHistory({ ctx, input: params }));
  route(app, deps, C.studentHistoryContract, ({ ctx, input, params }) => studentHistory({ ctx, input: { ...input, id: params.id } }));
  route(app, deps, C.finalResultsContract, ({ ctx, params }) => listFinalResults({ ctx, input: params }));
  route(app, deps, C.processFinalResultsContract, ({ ctx, params }) => processFinalResults({ ctx, input: params }));
  route(app, deps, C.exportFinalResultsContract, async ({ ctx, params, reply }) => file(reply, await exportFinalResults({ ctx, input: params })));
  route(app, deps, C.finalResultContract, ({ ctx, input, params }) => getFinalResult({ ctx, input: { ...input, id: params.id } }));
  route(app, deps, C.belowKkmContract, ({ ctx, params }) => listBelowKkm({ ctx, input: params }));
  route(app, deps, C.attemptDetailContract, ({ ctx, input, params }) => attemptDetail({ ctx, input: { ...input, id: params.id } }));
  route(app, deps, C.akmReportContract, ({ ctx, input, params }) => akmReport({ ctx, input: { ...input, id: params.id } }));
  route(app, deps, C.gradeLevelContract, ({ ctx, input }) => gradeLevelResults({ ctx, input }));
  route(app, deps, C.gradeLevelExportContract, async ({ ctx, input, reply }) => file(reply, await exportGradeLevel({ ctx, input })));
  route(app, deps, C.teacherReadinessContract, ({ ctx, input }) => teacherReadiness({ ctx, input }));
}
