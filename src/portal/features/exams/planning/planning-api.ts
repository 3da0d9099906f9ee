/** The planning screens' calls (session times, rooms, remedial, duplicate, collective, grid, seating). */
import { apiDelete, apiGet, apiPost } from '../ui/exam-api.ts';

export interface SessionTime { id: number; name: string; position: number; startsAt: string; endsAt: string }
export interface Room { id: number; name: string; code: string | null; capacity: number; location: string | null; allocations: number }
export interface Proctor { id: number; name: string; userTypeId: string }
export interface Seat { attemptId: number; userId: number; name: string; nis: string | null; section: string | null; status: string; allocationId: number | null }
export interface RoomAllocation {
  id: number; roomId: number; roomName: string; code: string | null; location: string | null; capacity: number;
  sessionTimeId: number | null; sessionName: string | null; sessionStartsAt: string | null; sessionEndsAt: string | null;
  proctorUserId: number | null; proctorName: string | null; students: Seat[];
}
export interface ScheduleRooms {
  schedule: { id: number; title: string; startsAt: string; endsAt: string; durationMinutes: number };
  rooms: RoomAllocation[];
  unseated: Seat[];
}
export interface Candidate {
  userId: number; attemptId: number; name: string; nis: string | null; section: string | null; className: string | null;
  status: string; grade: number | null; kkm: number; kkmSource: 'default' | 'course_settings'; reason: 'below_kkm' | 'absent' | null;
}
export interface GridSchedule {
  id: number; title: string; kind: string; courseName: string | null; grade: number | null; startsAt: string; endsAt: string;
  durationMinutes: number; session: string | null; day: string; time: string; sections: { id: number; name: string }[];
  rooms: { roomId: number; roomName: string; proctorUserId: number | null; proctorName: string | null }[]; clashes: string[];
}

export const sessionTimes = () => apiGet<{ data: SessionTime[] }>('/exams/session-times');
export const rooms = () => apiGet<{ data: Room[] }>('/exams/rooms');
export const proctors = () => apiGet<{ data: Proctor[] }>('/exams/proctors');
export const scheduleRooms = (id: number) => apiGet<ScheduleRooms>(`/exams/schedules/${id}/rooms`);
export const allocations = () =>
  apiGet<{ data: { id: number; scheduleId: number; scheduleTitle: string; startsAt: string; endsAt: string; roomName: string; capacity: number; sessionName: string | null; proctorName: string | null; seated: number }[] }>('/exams/room-allocations');
export const allocate = (body: Record<string, unknown>) => apiPost<{ placed: { room: string; seated: number }[]; participants: number; message: string }>('/exams/room-allocations', body);
export const moveSeat = (attemptId: number, allocationId: number) => apiPost<{ message: string }>(`/exams/attempts/${attemptId}/seat`, { allocationId });
export const removeAllocations = (scheduleId: number) => apiDelete(`/exams/schedules/${scheduleId}/rooms`);

export const remedials = () =>
  apiGet<{ data: { id: number; title: string; parentId: number; parentTitle: string | null; startsAt: string; endsAt: string; durationMinutes: number; token: string | null; participants: number; finished: number }[]; serverTime: string }>('/exams/remedials');
export const remedialParents = () => apiGet<{ data: { id: number; title: string; startsAt: string; endsAt: string }[] }>('/exams/remedial-parents');
export const remedialCandidates = (parentId: number) =>
  apiGet<{ parent: { id: number; title: string; courseId: number | null; grade: number | null; durationMinutes: number; closed: boolean }; kkms: { className: string; kkm: number; source: string }[]; students: Candidate[] }>(`/exams/schedules/${parentId}/remedial-candidates`);
export const remedial = (id: number) =>
  apiGet<{ id: number; parentId: number; title: string; startsAt: string; endsAt: string; durationMinutes: number; token: string | null; selection: { mode: string; questionIds?: number[]; rules?: { type: string; count: number }[] }; questionIds: number[]; userIds: number[]; startedUserIds: number[] }>(`/exams/remedials/${id}`);
export const saveRemedial = (body: Record<string, unknown>) => apiPost<{ id: number; participants: number; token: string | null; message: string }>('/exams/remedials', body);

export const duplicateSources = () => apiGet<{ data: { id: number; title: string; kind: string; startsAt: string; year: string; academicYearId: number }[]; currentYearId: number }>('/exams/duplicate-sources');
export const duplicate = (body: Record<string, unknown>) => apiPost<{ id: number; participants: number; token: string | null; message: string }>('/exams/duplicates', body);
export const collective = (body: Record<string, unknown>) =>
  apiPost<{ preview: { row: number; title: string; kind: string; courseName: string; sections: string[]; startsAt: string; endsAt: string; session: string | null; durationMinutes: number; questions: number; participants: number }[]; created: { id: number; title: string }[]; message?: string }>('/exams/collective', body);
export const grid = (query: { from: string; to: string; grade?: number }) => apiGet<{ timeZone: string; sessions: SessionTime[]; schedules: GridSchedule[] }>('/exams/grid', query);

export { apiDelete, apiPost };
