/** Whether a student may see their score now, by the schedule's setting. */
export function resultVisible(schedule: { resultVisibility: string; endsAt: Date }, status: string, now: Date): boolean {
  if (status !== 'finished') return false;
  if (schedule.resultVisibility === 'after_finish') return true;
  if (schedule.resultVisibility === 'after_window') return now > schedule.endsAt;
  return false;
}
