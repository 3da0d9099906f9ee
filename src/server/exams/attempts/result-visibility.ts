/** Shown to a student whose school has switched results off ("Tampilkan Hasil Ujian"). */
export const RESULTS_HIDDEN_BY_SCHOOL = 'Hasil ujian sedang tidak ditampilkan oleh sekolah.';

/**
 * Whether a student may see their score now: never while the school has switched results off (the cached
 * schedule carries the school's switch, resultsShown), otherwise by the schedule's setting.
 */
export function resultVisible(schedule: { resultVisibility: string; endsAt: Date; resultsShown: boolean }, status: string, now: Date): boolean {
  if (status !== 'finished') return false;
  if (!schedule.resultsShown) return false;
  if (schedule.resultVisibility === 'after_finish') return true;
  if (schedule.resultVisibility === 'after_window') return now > schedule.endsAt;
  return false;
}
