/**
 * Who may do what in kokurikuler: the school admin plans the projects; teachers assess those they accompany
 * (the homeroom teacher of the rombel, the project's coordinator and facilitators); the principal reads all.
 */
import type { UserTypeId } from '../user-types.ts';

export const KOKURIKULER_PERMISSIONS = {
  /** Creating and changing projects, their targets and facilitators. */
  'kokurikuler.manage': ['1', '2'],
  /** Reading projects, the framework, the grid and the results. */
  'kokurikuler.read': ['1', '2', '3', '4'],
  /** Entering levels and notes (a teacher only for the rombel/projects they accompany). */
  'kokurikuler.assess': ['1', '2', '3'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type KokurikulerAction = keyof typeof KOKURIKULER_PERMISSIONS;

export function kokurikulerAllows(action: KokurikulerAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (KOKURIKULER_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}

/** Types that assess every project of the school, not only the ones they accompany. */
export const ASSESS_ANY: readonly string[] = ['1', '2'];
