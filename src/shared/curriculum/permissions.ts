/**
 * Who may do what with the curriculum: the one table, read by the server guard and the portal.
 * The superadmin keeps the platform's reference text (CP, ATP/TP, KI, KD, the reference subjects); a school's admin
 * copies it and adapts the copy, and sets the school's subject structure; the principal, teachers and the office
 * read (a teacher opens the ATP of their subject). Nobody at a school writes the platform's text.
 */
import type { UserTypeId } from '../user-types.ts';

export const CURRICULUM_PERMISSIONS = {
  /** The platform's reference text and subjects. */
  'reference.write': ['1'],
  /** The school's copies, its own CP/TP/KD, ATPs, themes, and its subject and score structure. */
  'school.write': ['1', '2'],
  /** Reading the reference, the school's copies, ATPs and structure. */
  read: ['1', '2', '3', '4', '7', '9'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type CurriculumAction = keyof typeof CURRICULUM_PERMISSIONS;

export function curriculumAllows(action: CurriculumAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (CURRICULUM_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}

/** Whose text a call works on: the platform's reference or the session school's own. */
export type Owner = 'platform' | 'school';
