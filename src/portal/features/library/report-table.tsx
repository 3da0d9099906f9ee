/** A report's table and summary, numbers in Indonesian form; the table scrolls sideways inside a focusable region. */
import type { OutputOf } from '../../../shared/api/contract.ts';
import type { reportContract } from '../../../shared/api/library/reports.ts';
import { day, rupiah } from './ui.ts';

type Report = OutputOf<typeof reportContract>;
type Cell = string | number | null;

function show(kind: string, value: Cell): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'number') {
    if (kind === 'money') return rupiah(value);
    if (kind === 'percent') return `${value.toLocaleString('id-ID')}%`;
    return value.toLocaleString('id-ID');
  }
  return kind === 'date' ? day(value) : value;
}

export function ReportTable({ report }: { report: Report }) {
  return (
    <>
      {report.summary.length > 0 && (
        <dl className="row g-2 mb-3">
          {report.summary.map((s) => (
            <div className="col-6 col-md-3" key={s.label}>
              <div className="border rounded p-2 h-100">
                <dt className="small text-body-secondary fw-normal">{s.label}</dt>
                <dd className="h5 mb-0">{show(s.kind ?? 'number', s.value)}</dd>
              </div>
            </div>
          ))}
        </dl>
      )}
      <p className="small text-body-secondary" role="status">
        Periode {day(report.from)} – {day(report.to)} · {report.rows.length.toLocaleString('id-ID')} baris
        {report.truncated && ' (dipotong; unduh Excel atau persempit periode)'}
      </p>
      {report.rows.length === 0 ? (
        <p className="text-body-secondary">Tidak ada data pada periode ini.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        <div className="table-responsive" role="region" aria-label={`Tabel ${report.title}`} tabIndex={0}>
          <table className="table table-sm table-striped align-middle">
            <caption className="visually-hidden">{report.title}</caption>
            <thead>
              <tr>
                {report.columns.map((c) => (
                  <th key={c.key} scope="col" className={c.kind === 'text' || c.kind === 'date' ? undefined : 'text-end'}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.rows.map((row, i) => (
                <tr key={i}>
                  {report.columns.map((c) => (
                    <td key={c.key} className={c.kind === 'text' || c.kind === 'date' ? undefined : 'text-end'}>
                      {show(c.kind, row[c.key] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
