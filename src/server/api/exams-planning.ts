import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { pathId } from '../http/path-id.ts';
import {
  allocationInput, collectiveInput, duplicateInput, gridInput, moveSeatInput, remedialInput, roomInput, sessionTimeInput,
} from '../../shared/exams/planning/schemas.ts';
import { deleteSessionTime, listSessionTimes, saveSessionTime } from '../exams/planning/session-times.ts';
import { deleteRoom, listRooms, saveRoom } from '../exams/planning/rooms.ts';
import { remedialCandidates, remedialParents } from '../exams/planning/remedial-candidates.ts';
import { getRemedial, listRemedials, saveRemedial } from '../exams/planning/remedial.ts';
import { duplicateSchedule, duplicateSources } from '../exams/planning/duplicate.ts';
import { createCollective } from '../exams/planning/collective.ts';
import { examGrid } from '../exams/planning/grid.ts';
import { allocateRooms, deleteAllocations, listAllocations, moveSeat, scheduleRooms } from '../exams/planning/allocations.ts';
import { listProctors } from '../exams/planning/proctors.ts';

/** Exam endpoints of the "planning" family (issue 7): session times, rooms, remedial, duplicate, collective, grid, seating. */
export function registerExamPlanningApi(app: FastifyInstance, deps: AppDeps): void {
  const s = <S extends z.ZodType, O>(spec: Parameters<typeof sessionEndpoint<S, O>>[2]) => sessionEndpoint(app, deps, spec);
  const byId = <O>(handler: (args: { ctx: Parameters<typeof listRooms>[0]['ctx']; input: { id: number } }) => Promise<O>) =>
    ({ ctx, request }: { ctx: Parameters<typeof listRooms>[0]['ctx']; request: FastifyRequest }) => handler({ ctx, input: { id: pathId(request) } });

  s({ method: 'GET', url: '/api/exams/session-times', handler: listSessionTimes });
  s({ method: 'POST', url: '/api/exams/session-times', input: sessionTimeInput, handler: saveSessionTime });
  s({ method: 'DELETE', url: '/api/exams/session-times/:id', handler: byId(deleteSessionTime) });

  s({ method: 'GET', url: '/api/exams/rooms', handler: listRooms });
  s({ method: 'POST', url: '/api/exams/rooms', input: roomInput, handler: saveRoom });
  s({ method: 'DELETE', url: '/api/exams/rooms/:id', handler: byId(deleteRoom) });
  s({ method: 'GET', url: '/api/exams/proctors', handler: listProctors });

  s({ method: 'GET', url: '/api/exams/room-allocations', handler: listAllocations });
  s({ method: 'POST', url: '/api/exams/room-allocations', input: allocationInput, handler: allocateRooms });
  s({ method: 'GET', url: '/api/exams/schedules/:id/rooms', handler: byId(scheduleRooms) });
  s({ method: 'DELETE', url: '/api/exams/schedules/:id/rooms', handler: byId(deleteAllocations) });
  s({ method: 'POST', url: '/api/exams/attempts/:id/seat', input: moveSeatInput, handler: ({ ctx, request, input }) => moveSeat({ ctx, input: { ...input, id: pathId(request) } }) });

  s({ method: 'GET', url: '/api/exams/remedials', handler: listRemedials });
  s({ method: 'GET', url: '/api/exams/remedial-parents', handler: remedialParents });
  s({ method: 'GET', url: '/api/exams/schedules/:id/remedial-candidates', handler: byId(remedialCandidates) });
  s({ method: 'GET', url: '/api/exams/remedials/:id', handler: byId(getRemedial) });
  s({ method: 'POST', url: '/api/exams/remedials', input: remedialInput, handler: saveRemedial });

  s({ method: 'GET', url: '/api/exams/duplicate-sources', handler: duplicateSources });
  s({ method: 'POST', url: '/api/exams/duplicates', input: duplicateInput, handler: duplicateSchedule });
  s({ method: 'POST', url: '/api/exams/collective', input: collectiveInput, handler: createCollective });
  s({ method: 'GET', url: '/api/exams/grid', input: gridInput, handler: examGrid });
}
