/**
 * Who may do what with planning documents and their supervision: the one table, read by the server guard and the
 * portal. The superadmin keeps the platform's templates; the school admin the school's; teachers write their own
 * documents; the principal reviews them (supervision); admin and principal read the whole school's.
 */
import type { UserTypeId } from '../user-types.ts';

export const PLANNING_PERMISSIONS = {
  /** The platform's default (`_def`) and reference (`-reff`) templates. */
  'templates.platform': ['1'],
  /** The school's own templates (`-school`). */
  'templates.school': ['1', '2'],
  /** Reading templates of both kinds. */
  'templates.read': ['1', '2', '3', '4'],
  /** Writing one's own silabus, RPP and modul ajar. */
  'documents.write': ['3'],
  /** Reading every teacher's documents of the school. */
  'documents.school': ['1', '2', '4'],
  /** Reviewing: a note, then reviewed or returned for revision. */
  'documents.review': ['4'],
  /** Which documents the school requires each semester. */
  'requirements.write': ['1', '2', '4'],
  /** The supervision screens: teachers see their own classes, leaders the whole school. */
  'supervision.read': ['1', '2', '3', '4'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type PlanningAction = keyof typeof PLANNING_PERMISSIONS;

export function planningAllows(action: PlanningAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (PLANNING_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}
