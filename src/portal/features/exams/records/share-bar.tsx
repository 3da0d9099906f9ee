/**
 * A share drawn as a Bootstrap progress bar (CSS only, no chart library on a cheap phone), named for screen
 * readers; used by the AKM report (share right) and the grade-level spread (students per band).
 */
export function ShareBar({ percent, label, tone = 'primary' }: { percent: number | null; label: string; tone?: string }) {
  const value = Math.max(0, Math.min(100, percent ?? 0));
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(value)}
      aria-valuemin={0}
      aria-valuemax={100}
      style={{ height: '0.75rem' }}
    >
      <div className={`progress-bar bg-${tone}`} style={{ width: `${value}%` }} />
    </div>
  );
}
