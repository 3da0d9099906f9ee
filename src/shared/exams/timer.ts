/**
 * The exam clock is the server's. An attempt ends at the earlier of its start plus the duration and the
 * schedule's closing time, both moved by the student's extension. Answers are still accepted for a grace
 * period after that (a save sent at 59:59 over a slow network must not be lost); after the grace the attempt
 * is finished with what was saved.
 */
export const GRACE_SECONDS = 120;

export interface ClockInput {
  startedAt: Date;
  durationMinutes: number;
  extraMinutes: number;
  windowEnd: Date;
}

export function deadlineOf(c: ClockInput): Date {
  const extra = c.extraMinutes * 60_000;
  const byDuration = c.startedAt.getTime() + c.durationMinutes * 60_000 + extra;
  const byWindow = c.windowEnd.getTime() + extra;
  return new Date(Math.min(byDuration, byWindow));
}

/** Saves are accepted until the deadline plus the grace period. */
export function acceptsAnswers(c: ClockInput, now: Date): boolean {
  return now.getTime() <= deadlineOf(c).getTime() + GRACE_SECONDS * 1000;
}

export function secondsLeft(c: ClockInput, now: Date): number {
  return Math.max(0, Math.floor((deadlineOf(c).getTime() - now.getTime()) / 1000));
}
