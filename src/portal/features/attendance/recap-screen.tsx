/** /report_daily_attendance: a rombel's month, student by school day, with each student's S/I/A totals. */
import { useState } from 'react';
import { monthRecapContract } from '../../../shared/api/attendance/daily.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { STATUS_CLASS } from './ui.ts';

export default function RecapScreen() {
  const [query, setQuery] = useState<{ sectionId?: number; month?: string }>({});
  const result = useApiData(() => call(monthRecapContract, { input: query }));
  if (result.state === 'loading') return <Loading label="Memuat rekap…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  const show = (next: { sectionId?: number; month?: string }) => {
    setQuery(next);
    result.retry();
  };
  return (
    <section>
      <h1 className="h4">Rekap Presensi Harian</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div>
          <label className="form-label" htmlFor="rekap-rombel">
            Rombel
          </label>
          <select
            id="rekap-rombel"
            className="form-select"
            value={r.sectionId ?? ''}
            onChange={(e) => show({ sectionId: Number(e.target.value), month: r.month })}
          >
            {r.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor="rekap-bulan">
            Bulan
          </label>
          <input
            id="rekap-bulan"
            type="month"
            className="form-control"
            value={r.month}
            onChange={(e) => e.target.value && show({ sectionId: r.sectionId ?? undefined, month: e.target.value })}
          />
        </div>
      </div>
      <p className="small text-body-secondary">{r.days.length} hari efektif sampai hari ini. H = Hadir, S = Sakit, I = Izin, A = Alpa, D = Dispensasi.</p>
      <div className="table-responsive">
        <table className="table table-sm table-bordered align-middle small">
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col" title="Sakit">
                S
              </th>
              <th scope="col" title="Izin">
                I
              </th>
              <th scope="col" title="Alpa">
                A
              </th>
              {r.days.map((d) => (
                <th key={d} scope="col" className="text-center">
                  {Number(d.slice(8))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.students.map((s) => (
              <tr key={s.id}>
                <th scope="row" className="text-nowrap fw-normal">
                  {s.fullName}
                </th>
                <td>{s.totals.sick}</td>
                <td>{s.totals.permit}</td>
                <td>{s.totals.absent}</td>
                {r.days.map((d) => {
                  const st = s.statuses[d];
                  return (
                    <td key={d} className={`text-center ${st && st !== 'H' ? `text-bg-${STATUS_CLASS[st]}` : ''}`}>
                      {st ?? '·'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
