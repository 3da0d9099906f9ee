/**
 * Who may do what with grades and report cards: the one table, read by the server guard and the portal.
 * A teacher enters grades of the classes they teach (the office and the principal may open any class); the
 * homeroom teacher fills the rapor pages of their rombel; the office or the principal releases a semester,
 * and only the principal unlocks a released one. Students and parents read their own released rapor.
 */
import type { UserTypeId } from '../user-types.ts';

export const GRADE_PERMISSIONS = {
  /** Open a teaching class and its grid (a teacher: only their own, unless they are the rombel's homeroom). */
  'grades.read': ['1', '2', '3', '4', '7'],
  'grades.write': ['1', '2', '3', '7'],
  /** Homeroom pages, leger and rapor preview (a teacher: only their own rombel). */
  'rapor.read': ['1', '2', '3', '4'],
  'rapor.write': ['1', '2', '3'],
  'rapor.release': ['1', '2', '4'],
  'rapor.unlock': ['1', '4'],
  'settings.write': ['1', '2'],
  /** Promotion into next year's rombel, homeroom teachers, class requests: the office. */
  'promotion.write': ['1', '2'],
  /** School-wide reading: promotion overview, reports, supervision recap. */
  'school.read': ['1', '2', '4'],
  /** Their own (or their child's) released rapor. */
  'rapor.own': ['5', '6'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type GradeAction = keyof typeof GRADE_PERMISSIONS;

export function gradesAllow(action: GradeAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (GRADE_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}

/** Types that see every class of the school, not only their own. */
export const SCHOOL_WIDE: readonly string[] = ['1', '2', '4'];
