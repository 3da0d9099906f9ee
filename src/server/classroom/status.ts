/** A student's state for one assignment, the same everywhere (room, list, parent's view). */
export type AssignmentStatus = 'due' | 'missing' | 'submitted' | 'late' | 'graded';

export function statusOf(
  assignment: { dueAt: Date; closedAt: Date | null },
  submission: { late: boolean; gradedAt: Date | null } | undefined,
  now = new Date(),
): AssignmentStatus {
  if (submission) return submission.gradedAt ? 'graded' : submission.late ? 'late' : 'submitted';
  return assignment.closedAt || assignment.dueAt.getTime() < now.getTime() ? 'missing' : 'due';
}
