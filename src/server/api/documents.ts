import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { sendPdf } from '../documents/pdf-file.ts';
import { attendanceListPdf } from '../exams/documents/attendance-list-pdf.ts';
import { participantCardsPdf } from '../exams/documents/participant-cards-pdf.ts';
import { examRecordPdf } from '../exams/documents/exam-record-pdf.ts';
import { accountCardsPdf } from '../master/account-cards-pdf.ts';
import { accountCardsPdfContract, attendanceListPdfContract, examRecordPdfContract, participantCardsPdfContract } from '../../shared/api/documents.ts';

/** The printable documents (issue 12, item 4), each from its contract in src/shared/api/documents.ts. */
export function registerDocumentsApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, accountCardsPdfContract, async ({ ctx, input, reply }) => sendPdf(reply, await accountCardsPdf({ ctx, input })));
  route(app, deps, attendanceListPdfContract, async ({ ctx, params, input, reply }) =>
    sendPdf(reply, await attendanceListPdf({ ctx, input: { ...input, id: params.id } })),
  );
  route(app, deps, participantCardsPdfContract, async ({ ctx, params, input, reply }) =>
    sendPdf(reply, await participantCardsPdf({ ctx, input: { ...input, id: params.id } })),
  );
  route(app, deps, examRecordPdfContract, async ({ ctx, params, input, reply }) =>
    sendPdf(reply, await examRecordPdf({ ctx, input: { ...input, id: params.id } })),
  );
}
