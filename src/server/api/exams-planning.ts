import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as C from '../../shared/api/exams/planning.ts';
import { remedialCandidates, remedialParents } from '../exams/planning/remedial-candidates.ts';
import { getRemedial, listRemedials, saveRemedial } from '../exams/planning/remedial.ts';
import { duplicateSchedule, duplicateSources } from '../exams/planning/duplicate.ts';
import { createCollective } from '../exams/planning/collective.ts';
import { examGrid } from '../exams/planning/grid.ts';
import { allocateRooms, deleteAllocations, listAllocations, moveSeat, scheduleRooms } from '../exams/planning/allocations.ts';
import { listProctors } from '../exams/planning/proctors.ts';

/** Exam endpoints of the "planning" family (issue 7): proctors, remedial, duplicate, collective, grid, seating. */
export function registerExamPlanningApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, C.listProctorsContract, ({ ctx }) => listProctors({ ctx }));

  route(app, deps, C.listAllocationsContract, ({ ctx }) => listAllocations({ ctx }));
  route(app, deps, C.allocateRoomsContract, ({ ctx, input }) => allocateRooms({ ctx, input }));
  route(app, deps, C.scheduleRoomsContract, ({ ctx, params }) => scheduleRooms({ ctx, input: params }));
  route(app, deps, C.deleteAllocationsContract, ({ ctx, params }) => deleteAllocations({ ctx, input: params }));
  route(app, deps, C.moveSeatContract, ({ ctx, params, input }) => moveSeat({ ctx, input: { ...input, id: params.id } }));

  route(app, deps, C.listRemedialsContract, ({ ctx }) => listRemedials({ ctx }));
  route(app, deps, C.remedialParentsContract, ({ ctx }) => remedialParents({ ctx }));
  route(app, deps, C.remedialCandidatesContract, ({ ctx, params }) => remedialCandidates({ ctx, input: params }));
  route(app, deps, C.getRemedialContract, ({ ctx, params }) => getRemedial({ ctx, input: params }));
  route(app, deps, C.saveRemedialContract, ({ ctx, input }) => saveRemedial({ ctx, input }));

  route(app, deps, C.duplicateSourcesContract, ({ ctx }) => duplicateSources({ ctx }));
  route(app, deps, C.duplicateContract, ({ ctx, input }) => duplicateSchedule({ ctx, input }));
  route(app, deps, C.collectiveContract, ({ ctx, input }) => createCollective({ ctx, input }));
  route(app, deps, C.gridContract, ({ ctx, input }) => examGrid({ ctx, input }));
}
