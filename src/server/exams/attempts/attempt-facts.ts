/**
 * What never changes about an attempt — its schedule, student and school — remembered when the student lists
 * their exams, so that "Mulai" for 2,000 students at once does not read 2,000 attempt rows first.
 */
export interface AttemptFacts {
  scheduleId: number;
  userId: number;
  schoolId: number;
}

const MAX = 200_000;
const facts = new Map<number, AttemptFacts>();

export function rememberAttempt(attemptId: number, f: AttemptFacts): void {
  if (facts.size >= MAX) facts.clear();
  facts.set(attemptId, f);
}

export function attemptFacts(attemptId: number): AttemptFacts | undefined {
  return facts.get(attemptId);
}
