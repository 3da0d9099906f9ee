/**
 * Shorthands over the exam permissions table (permissions.ts), read by the server (enforced) and the portal.
 * Teachers and admins build banks, schedule, proctor and score; the principal reads results; students sit exams.
 */
import { examAllows } from './permissions.ts';

export const canManageExams = (userTypeId: string): boolean => examAllows('exams.manage', userTypeId);
export const canReadExamResults = (userTypeId: string): boolean => examAllows('results.read', userTypeId);
export const isStudent = (userTypeId: string): boolean => examAllows('exams.sit', userTypeId);

/** practice (Latihan): a class exercise a student may take again, whose key the student sees after each finish. */
export const SCHEDULE_KINDS = ['school', 'akm', 'tka', 'remedial', 'practice'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
export const SCHEDULE_KIND_LABELS: Record<ScheduleKind, string> = {
  school: 'Ujian Sekolah',
  akm: 'AKM',
  tka: 'Tryout TKA',
  remedial: 'Remedial',
  practice: 'Latihan',
};

export const RESULT_VISIBILITY = ['never', 'after_finish', 'after_window'] as const;
export type ResultVisibility = (typeof RESULT_VISIBILITY)[number];
export const RESULT_VISIBILITY_LABELS: Record<ResultVisibility, string> = {
  never: 'Tidak ditampilkan ke siswa',
  after_finish: 'Setelah siswa selesai',
  after_window: 'Setelah jadwal ditutup',
};

export type AttemptStatus = 'not_started' | 'working' | 'finished';
export const ATTEMPT_STATUS_LABELS: Record<AttemptStatus | 'blocked', string> = {
  not_started: 'Belum mulai',
  working: 'Mengerjakan',
  finished: 'Selesai',
  blocked: 'Diblokir',
};
