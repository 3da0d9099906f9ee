import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as C from '../../shared/api/classroom/counseling.ts';
import { counselingDesk, decideCase, listCases, openCase, referStudent, requestSession } from '../classroom/counseling/cases.ts';
import { addEntry, closeCase, completeFollowUp, contactParent, getCase } from '../classroom/counseling/case-detail.ts';
import { recordConduct } from '../classroom/counseling/conduct.ts';

/** Bimbingan konseling (issue 16): the desk, confidential cases, conduct points. */
export function registerCounselingApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.counselingDeskContract, ({ ctx }) => counselingDesk({ ctx }));
  route(app, deps, C.requestSessionContract, ({ ctx, input }) => requestSession({ ctx, input }));
  route(app, deps, C.referStudentContract, ({ ctx, input }) => referStudent({ ctx, input }));
  route(app, deps, C.listCasesContract, ({ ctx, input }) => listCases({ ctx, input }));
  route(app, deps, C.openCaseContract, ({ ctx, input }) => openCase({ ctx, input }));
  route(app, deps, C.acceptCaseContract, ({ ctx, params, input }) => decideCase({ ctx, id: params.id, input }));
  route(app, deps, C.getCaseContract, ({ ctx, params }) => getCase({ ctx, id: params.id }));
  route(app, deps, C.addEntryContract, ({ ctx, params, input }) => addEntry({ ctx, id: params.id, input }));
  route(app, deps, C.completeFollowUpContract, ({ ctx, params }) => completeFollowUp({ ctx, id: params.id }));
  route(app, deps, C.contactParentContract, ({ ctx, params, input }) => contactParent({ ctx, id: params.id, input }));
  route(app, deps, C.closeCaseContract, ({ ctx, params, input }) => closeCase({ ctx, id: params.id, input }));
  route(app, deps, C.recordConductContract, ({ ctx, input }) => recordConduct({ ctx, input }));
}
