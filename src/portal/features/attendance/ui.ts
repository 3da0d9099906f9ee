/** Shared bits of the attendance screens: feedback on a change, status colours and labels. */
export { act } from '../../lib/act.ts';
export { STATUS_LABEL, STUDENT_STATUSES, DAY_NAMES } from '../../../shared/attendance/statuses.ts';

export const STATUS_CLASS: Record<string, string> = { H: 'success', S: 'warning', I: 'info', A: 'danger', D: 'secondary', C: 'primary' };

/** "Senin, 23 Nov 2026" for an ISO date. */
export const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('id-ID', { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
