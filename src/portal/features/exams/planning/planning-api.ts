/** The planning screens' calls (session times, rooms, remedial, duplicate, collective, grid, seating), by contract. */
import type { z } from 'zod';
import { call } from '../../../lib/api.ts';
import type { InputOf } from '../../../../shared/api/contract.ts';
import * as C from '../../../../shared/api/exams/planning.ts';

export type SessionTime = z.output<typeof C.sessionTimeSchema>;
export type Room = z.output<typeof C.roomSchema>;
export type Proctor = z.output<typeof C.proctorSchema>;
export type Seat = z.output<typeof C.seatSchema>;
export type RoomAllocation = z.output<typeof C.roomAllocationSchema>;
export type ScheduleRooms = z.output<typeof C.scheduleRoomsSchema>;
export type Candidate = z.output<typeof C.candidateSchema>;
export type GridSchedule = z.output<typeof C.gridScheduleSchema>;

export const sessionTimes = () => call(C.listSessionTimesContract);
export const saveSessionTime = (input: InputOf<typeof C.saveSessionTimeContract>) => call(C.saveSessionTimeContract, { input });
export const deleteSessionTime = (id: number) => call(C.deleteSessionTimeContract, { params: { id } });
export const rooms = () => call(C.listRoomsContract);
export const saveRoom = (input: InputOf<typeof C.saveRoomContract>) => call(C.saveRoomContract, { input });
export const deleteRoom = (id: number) => call(C.deleteRoomContract, { params: { id } });
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
