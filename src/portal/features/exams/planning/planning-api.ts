/** The planning screens' calls (session times, rooms, remedial, duplicate, collective, grid, seating), by contract. */
import { z } from 'zod';
import { call } from '../../../lib/api.ts';
import type { InputOf } from '../../../../shared/api/contract.ts';
import * as C from '../../../../shared/api/exams/planning.ts';
import { contractsOf } from '../../../../shared/api/resources.ts';
import { EXAM_ROOMS, EXAM_SESSION_TIMES } from '../../../../shared/resources/definitions/exam-lists.ts';

export type SessionTime = z.output<typeof C.sessionTimeSchema>;
export type Proctor = z.output<typeof C.proctorSchema>;
export type Seat = z.output<typeof C.seatSchema>;
export type RoomAllocation = z.output<typeof C.roomAllocationSchema>;
export type ScheduleRooms = z.output<typeof C.scheduleRoomsSchema>;
export type Candidate = z.output<typeof C.candidateSchema>;
export type GridSchedule = z.output<typeof C.gridScheduleSchema>;

/**
 * Rooms and session times are the resource engine's lists (exam-rooms, exam-session-times: add_schedule_room and
 * sett_lesson_timing edit them); the planning screens read a whole list, its rows typed as they use them.
 */
const roomRow = z.object({ id: z.number(), name: z.string(), code: z.string().nullable(), capacity: z.number(), location: z.string().nullable() });
const sessionRow = z
  .object({ id: z.number(), name: z.string(), position: z.number(), starts_at: z.string(), ends_at: z.string() })
  .transform(({ starts_at, ends_at, ...r }): SessionTime => ({ ...r, startsAt: starts_at, endsAt: ends_at }));
export type Room = z.output<typeof roomRow>;

export const sessionTimes = async () => ({
  data: sessionRow.array().parse((await call(contractsOf(EXAM_SESSION_TIMES).list, { input: { per_page: 100, sort: 'position' } })).data),
});
export const rooms = async () => ({ data: roomRow.array().parse((await call(contractsOf(EXAM_ROOMS).list, { input: { per_page: 100 } })).data) });
export const proctors = () => call(C.listProctorsContract);
export const scheduleRooms = (id: number) => call(C.scheduleRoomsContract, { params: { id } });
export const allocations = () => call(C.listAllocationsContract);
export const allocate = (input: InputOf<typeof C.allocateRoomsContract>) => call(C.allocateRoomsContract, { input });
export const moveSeat = (attemptId: number, allocationId: number) => call(C.moveSeatContract, { params: { id: attemptId }, input: { allocationId } });
export const removeAllocations = (scheduleId: number) => call(C.deleteAllocationsContract, { params: { id: scheduleId } });

export const remedials = () => call(C.listRemedialsContract);
export const remedialParents = () => call(C.remedialParentsContract);
export const remedialCandidates = (parentId: number) => call(C.remedialCandidatesContract, { params: { id: parentId } });
export const remedial = (id: number) => call(C.getRemedialContract, { params: { id } });
export const saveRemedial = (input: InputOf<typeof C.saveRemedialContract>) => call(C.saveRemedialContract, { input });

export const duplicateSources = () => call(C.duplicateSourcesContract);
export const duplicate = (input: InputOf<typeof C.duplicateContract>) => call(C.duplicateContract, { input });
export const collective = (input: InputOf<typeof C.collectiveContract>) => call(C.collectiveContract, { input });
export const grid = (input: InputOf<typeof C.gridContract>) => call(C.gridContract, { input });
