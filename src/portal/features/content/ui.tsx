/** Small pieces the content screens share: links, feedback, dates, the audience picker and the results bars. */
export { routeTo } from '../../lib/route-to.ts';
export { act } from '../../lib/act.ts';

export const when = (value: Date | string | null | undefined) =>
  value
    ? new Date(value).toLocaleString('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Jakarta' })
    : '';

export function AudienceSelect({
  id,
  value,
  options,
  onChange,
  errors,
}: {
  id: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
  errors?: string[];
}) {
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        Penerima
      </label>
      <select id={id} className={`form-select${errors?.length ? ' is-invalid' : ''}`} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {errors?.length ? <div className="invalid-feedback">{errors.join(' ')}</div> : null}
    </div>
  );
}

/** A horizontal bar chart of the votes, readable without colour and by screen readers (a list of counts). */
export function ResultBars({ options, total, mine }: { options: { id: number; label: string; votes: number }[]; total: number; mine: number | null }) {
  return (
    <ul className="list-unstyled mb-0" aria-label="Hasil jajak pendapat">
      {options.map((o) => {
        const pct = total ? Math.round((100 * o.votes) / total) : 0;
        return (
          <li key={o.id} className="mb-2">
            <div className="d-flex justify-content-between small">
              <span>
                {o.label}
                {mine === o.id ? ' (pilihan Anda)' : ''}
              </span>
              <span>
                {o.votes} suara · {pct}%
              </span>
            </div>
            <div className="progress" role="img" aria-label={`${o.label}: ${pct}%`} style={{ height: '0.75rem' }}>
              <div className="progress-bar" style={{ width: `${pct}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
