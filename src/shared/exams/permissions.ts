/**
 * Which user type may do what with exams: the one table. The server enforces it (src/server/exams/guard.ts),
 * the portal reads it for menus and buttons, and the role matrix test is generated from it.
 */
import { STAFF_USER_TYPES, type UserTypeId } from '../user-types.ts';

export const EXAM_PERMISSIONS = {
  /** Read schedules, results, records and the bank (answer keys of open exams excepted, see keys.any). */
  'results.read': ['1', '2', '3', '4', '13'],
  /** Schedule, plan rooms and sessions, proctor, score (a teacher only for their own courses, see courses.all). */
  'exams.manage': ['1', '2', '3'],
  /** Write the bank: questions, stimuli, imports. */
  'bank.write': ['1', '2', '3'],
  /**
   * Change any course's questions, schedules and attempts. Everyone else with a write right changes only what
   * they own: what they wrote, or what belongs to a course they teach (sd_teaching_assignments).
   */
  'courses.all': ['1', '2', '4'],
  /** Read the answer key of a question in an exam that is not finished, without owning it. */
  'keys.any': ['1', '2'],
  /** Change the school-wide exam rules. */
  'settings.write': ['1', '2'],
  /** Publish exam files for every school (the platform's super admin). */
  'files.publish': ['1'],
  'files.read': STAFF_USER_TYPES,
  /** Sit exams and practices. */
  'exams.sit': ['5'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type ExamAction = keyof typeof EXAM_PERMISSIONS;

export function examAllows(action: ExamAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (EXAM_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}

/** Whether a user may change a course's exam things (a question, a schedule, an attempt) without other ownership. */
export function changesAnyCourse(userTypeId: string | null | undefined): boolean {
  return examAllows('courses.all', userTypeId);
}

/**
 * The right each staff or student exam call needs, by "METHOD path" as the API registers it. The signed-link
 * attempt calls (/api/exams/attempts/:id, .../start, .../answers, .../finish, .../events, .../link) are
 * not here: they are reached by a student's session or an X-Exam-Link, not by user type.
 */
export const EXAM_ROUTE_RIGHTS: Record<string, ExamAction> = {
  'GET /api/exams/options': 'results.read',
  'GET /api/exams/questions': 'results.read',
  'GET /api/exams/questions/:id': 'results.read',
  'POST /api/exams/questions': 'bank.write',
  'DELETE /api/exams/questions/:id': 'bank.write',
  'GET /api/exams/questions-export.xlsx': 'results.read',
  'POST /api/exams/questions-import': 'bank.write',
  'GET /api/exams/stimuli': 'results.read',
  'GET /api/exams/stimuli/:id': 'results.read',
  'POST /api/exams/stimuli': 'bank.write',
  'DELETE /api/exams/stimuli/:id': 'bank.write',
  'GET /api/exams/schedules': 'results.read',
  'POST /api/exams/schedules': 'exams.manage',
  'GET /api/exams/schedules/:id': 'results.read',
  'GET /api/exams/schedules/:id/monitor': 'results.read',
  'GET /api/exams/schedules/:id/results': 'results.read',
  'GET /api/exams/schedules/:id/analysis': 'results.read',
  'DELETE /api/exams/schedules/:id': 'exams.manage',
  'POST /api/exams/schedules/:id/token': 'exams.manage',
  'POST /api/exams/schedules/:id/rescore': 'exams.manage',
  'POST /api/exams/schedules/:id/links': 'exams.manage',
  'GET /api/exams/schedules/:id/export.xlsx': 'results.read',
  'GET /api/exams/blocked': 'exams.manage',
  'POST /api/exams/attempts/:id/block': 'exams.manage',
  'POST /api/exams/attempts/:id/unblock': 'exams.manage',
  'POST /api/exams/attempts/:id/reset': 'exams.manage',
  'POST /api/exams/attempts/:id/force-finish': 'exams.manage',
  'POST /api/exams/attempts/:id/extend': 'exams.manage',
  'GET /api/exams/attempts/:id/review': 'results.read',
  'POST /api/exams/attempts/:id/essay-score': 'exams.manage',
  'GET /api/exams/mine': 'exams.sit',
  'GET /api/exams/proctors': 'exams.manage',
  'GET /api/exams/room-allocations': 'results.read',
  'POST /api/exams/room-allocations': 'exams.manage',
  'GET /api/exams/schedules/:id/rooms': 'results.read',
  'DELETE /api/exams/schedules/:id/rooms': 'exams.manage',
  'POST /api/exams/attempts/:id/seat': 'exams.manage',
  'GET /api/exams/remedials': 'results.read',
  'GET /api/exams/remedial-parents': 'exams.manage',
  'GET /api/exams/schedules/:id/remedial-candidates': 'exams.manage',
  'GET /api/exams/remedials/:id': 'exams.manage',
  'POST /api/exams/remedials': 'exams.manage',
  'GET /api/exams/duplicate-sources': 'exams.manage',
  'POST /api/exams/duplicates': 'exams.manage',
  'POST /api/exams/collective': 'exams.manage',
  'GET /api/exams/grid': 'results.read',
  'GET /api/exams/platform/settings': 'results.read',
  'PUT /api/exams/platform/settings/defaults': 'settings.write',
  'PUT /api/exams/platform/settings/results': 'settings.write',
  'PUT /api/exams/platform/settings/ways': 'settings.write',
  'GET /api/exams/platform/status': 'results.read',
  'GET /api/exams/platform/files': 'files.read',
  'DELETE /api/exams/platform/files/:id': 'files.publish',
  'GET /api/exams/platform/files/:id/download': 'files.read',
  'POST /api/exams/platform/files': 'files.publish',
  'GET /api/exams/practice/schedules': 'results.read',
  'GET /api/exams/practice/mine': 'exams.sit',
  'GET /api/exams/practice/mine/:id': 'exams.sit',
  'GET /api/exams/mine/attempts/:id': 'exams.sit',
  'GET /api/exams/mine/attempts/:id/result': 'exams.sit',
  'GET /api/exams/mine/attempts/:id/review': 'exams.sit',
  'POST /api/exams/mine/attempts/:id/retry': 'exams.sit',
  'GET /api/exams/records/schedules': 'results.read',
  'GET /api/exams/records/schedules/:id/history': 'results.read',
  'GET /api/exams/records/attempts/:id/history': 'results.read',
  'GET /api/exams/records/schedules/:id/final-results': 'results.read',
  'POST /api/exams/records/schedules/:id/final-results': 'exams.manage',
  'GET /api/exams/records/schedules/:id/final-results.xlsx': 'results.read',
  'GET /api/exams/records/final-results/:id': 'results.read',
  'GET /api/exams/records/schedules/:id/below-kkm': 'results.read',
  'GET /api/exams/records/attempts/:id/detail': 'results.read',
  'GET /api/exams/records/attempts/:id/akm': 'results.read',
  'GET /api/exams/records/grade-level': 'results.read',
  'GET /api/exams/records/grade-level.xlsx': 'results.read',
  'GET /api/exams/records/teacher-readiness': 'results.read',
};
