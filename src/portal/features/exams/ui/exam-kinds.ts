import type { ScheduleKind } from '../../../../shared/exams/access.ts';

/** The routes of the AKM/TKA side show AKM and TKA schedules; the others, school exams and remedials. */
export const AKM_KINDS: readonly ScheduleKind[] = ['akm', 'tka'];
export const SCHOOL_KINDS: readonly ScheduleKind[] = ['school', 'remedial'];

export function kindsForRoute(routeName: string | undefined): readonly ScheduleKind[] {
  return routeName && /akm/.test(routeName) ? AKM_KINDS : SCHOOL_KINDS;
}

/** Where a student takes an exam of this kind. */
export function examPath(kind: string, attemptId: number): string {
  return AKM_KINDS.includes(kind as ScheduleKind) ? `/do_exercise_class_akm/${attemptId}` : `/do_exercise_class/${attemptId}`;
}
