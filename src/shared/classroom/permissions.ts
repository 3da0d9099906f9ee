/**
 * Who may do what in a class room (issue 16): the one table, read by the server guard and the portal.
 * A room belongs to its teacher (the teaching assignment's teacher); the office may also keep it; the principal
 * reads every room; a student reads the rooms of their rombel; a guardian those of their children.
 */
import type { UserTypeId } from '../user-types.ts';

export const CLASSROOM_PERMISSIONS = {
  /** Read every room of the school, whoever teaches it (the mentor accompanies teachers and classes). */
  'rooms.oversee': ['1', '2', '4', '7'],
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

/** Ekstrakurikuler: the office sets clubs up; a club's coach (or the office) approves members and assesses them. */
export const EXTRACURRICULAR_MANAGERS: readonly UserTypeId[] = ['1', '2'];
export const EXTRACURRICULAR_READERS: readonly UserTypeId[] = ['1', '2', '3', '4', '5', '6'];

/** The rapor's predikat of an extracurricular (Sangat Baik, Baik, Cukup, Kurang). */
export const PREDICATES = ['SB', 'B', 'C', 'K'] as const;
export const PREDICATE_LABELS: Record<(typeof PREDICATES)[number], string> = { SB: 'Sangat Baik', B: 'Baik', C: 'Cukup', K: 'Kurang' };
