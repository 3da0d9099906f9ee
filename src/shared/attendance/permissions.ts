/**
 * Who may do what with the calendar, the timetable and attendance: the one table, read by the server guard and
 * the portal. Taking a rombel's daily attendance is further limited to its homeroom teacher (checked per rombel).
 */
import type { UserTypeId } from '../user-types.ts';

const EVERYONE = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'] as const;

export const ATTENDANCE_PERMISSIONS = {
  'calendar.read': EVERYONE,
  'calendar.write': ['1', '2', '9'],
  /** The daily attendance of a rombel: its homeroom teacher, or the office on their behalf. */
  'attendance.take': ['1', '2', '3', '9'],
  /** Recaps per rombel and month. */
  'attendance.read': ['1', '2', '3', '4', '9'],
  /** A student's own record; a parent's children's. */
  'attendance.own': ['5', '6'],
  'permit.request': ['6'],
  'permit.decide': ['1', '2', '3', '9'],
  'devices.manage': ['1', '2', '8', '9'],
  'staff_attendance.read': ['1', '2', '4', '9'],
  'staff_attendance.write': ['1', '2', '9'],
  /** Per-lesson attendance: the lesson's own teacher, or the office on their behalf. */
  'lesson.take': ['1', '2', '3', '9'],
  'lesson.read': ['1', '2', '3', '4', '9'],
  /** Work placement: the office sets it up, the Pembimbing PKL and the DUDI's mentor follow their students. */
  'pkl.manage': ['1', '2', '9'],
  'pkl.supervise': ['1', '2', '3', '7', '9', '12'],
  'pkl.student': ['5'],
  /** Rules, shifts and QR gates. */
  'rules.manage': ['1', '2', '9'],
  'accounts.block': ['1', '2'],
  'timetable.read': EVERYONE,
  'timetable.write': ['1', '2', '9'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type AttendanceAction = keyof typeof ATTENDANCE_PERMISSIONS;

export function attendanceAllows(action: AttendanceAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (ATTENDANCE_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}
