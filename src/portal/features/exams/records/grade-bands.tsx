/**
 * A group's spread over the bands of ten (0–9 … 90–100) as CSS columns: each column's height is its share of
 * the fullest band, its count on top. One image for screen readers, its label listing every band.
 */
import { GRADE_BANDS } from '../../../../shared/exams/records/grade-stats.ts';

export function GradeBands({ distribution }: { distribution: number[] }) {
  const most = Math.max(1, ...distribution);
  const label = `Sebaran nilai: ${GRADE_BANDS.map((b, i) => `${b}: ${distribution[i]} siswa`).join(', ')}`;
  return (
    <figure className="mb-0" role="img" aria-label={label}>
      <div className="d-flex align-items-end gap-1" style={{ height: '5rem' }} aria-hidden="true">
        {distribution.map((n, i) => (
          <div key={GRADE_BANDS[i]} className="flex-fill d-flex flex-column justify-content-end text-center" style={{ height: '100%', minWidth: 0 }}>
            <small className="lh-1">{n > 0 ? n : ''}</small>
            <div className={n > 0 ? 'bg-primary rounded-top' : 'bg-secondary-subtle'} style={{ height: n > 0 ? `${(n / most) * 80}%` : '2px' }} />
          </div>
        ))}
      </div>
      <div className="d-flex gap-1 small text-body-secondary" aria-hidden="true">
        {GRADE_BANDS.map((b) => (
          <span key={b} className="flex-fill text-center" style={{ minWidth: 0, fontSize: '0.65rem' }}>
            {b.split('–')[0]}
          </span>
        ))}
      </div>
    </figure>
  );
}
