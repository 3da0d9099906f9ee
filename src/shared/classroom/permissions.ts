/**
 * Who may do what in a class room (issue 16): the one table, read by the server guard and the portal.
 * A room belongs to its teacher (the teaching assignment's teacher); the office may also keep it; the principal
 * reads every room; a student reads the rooms of their rombel; a guardian those of their children.
 */
import type { UserTypeId } from '../user-types.ts';

export const CLASSROOM_PERMISSIONS = {
  /** Read every room of the school, whoever teaches it. */
  'rooms.oversee': ['1', '2', '4'],
  /** Keep any room (meetings, materials, assignments, grading) besides its own teacher. */
  'rooms.keep-any': ['1', '2'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type ClassroomAction = keyof typeof CLASSROOM_PERMISSIONS;

export function classroomAllows(action: ClassroomAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (CLASSROOM_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}

export const TEACHER: UserTypeId = '3';
export const STUDENT: UserTypeId = '5';
export const GUARDIAN: UserTypeId = '6';

/** The file types an assignment may accept, by extension (the upload path tells the type by the first bytes). */
export const SUBMISSION_TYPES = ['pdf', 'docx', 'xlsx', 'png', 'jpg'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const MATERIAL_KINDS = ['text', 'link', 'video', 'file'] as const;
export const MATERIAL_KIND_LABELS: Record<(typeof MATERIAL_KINDS)[number], string> = {
  text: 'Teks',
  link: 'Tautan',
  video: 'Video',
  file: 'Berkas',
};
