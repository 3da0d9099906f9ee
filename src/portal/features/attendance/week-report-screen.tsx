/** /attendance-report/weeks: one rombel's week, student by school day, with S/I/A and late counts. */
import { useState } from 'react';
import { weekReportContract } from '../../../shared/api/attendance/reports.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ReportExports, ScrollRegion } from './report-kit.tsx';
import { STATUS_CLASS } from './ui.ts';

export default function WeekReportScreen() {
  const [query, setQuery] = useState<{ sectionId?: number; date?: string }>({});
  const result = useApiData(() => call(weekReportContract, { input: query }));
  if (result.state === 'loading') return <Loading label="Memuat laporan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  const show = (next: { sectionId?: number; date?: string }) => {
    setQuery(next);
    result.retry();
  };
  return (
    <section>
      <h1 className="h4">Laporan Presensi Mingguan</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div>
          <label className="form-label" htmlFor="lap-minggu-rombel">
            Rombel
          </label>
          <select
            id="lap-minggu-rombel"
            className="form-select"
            value={r.sectionId ?? ''}
            onChange={(e) => show({ sectionId: Number(e.target.value), date: r.from })}
          >
            {r.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor="lap-minggu-tanggal">
            Minggu dari tanggal
          </label>
          <input
            id="lap-minggu-tanggal"
            type="date"
            className="form-control"
            value={r.from}
            onChange={(e) => e.target.value && show({ sectionId: r.sectionId ?? undefined, date: e.target.value })}
          />
        </div>
      </div>
      <p className="small text-body-secondary">
        {r.from} s.d. {r.to} · {r.days.length} hari efektif.
      </p>
      {r.sectionId && <ReportExports kind="week" query={{ sectionId: r.sectionId, date: r.from }} />}
      <ScrollRegion label="Presensi seminggu">
        <table className="table table-sm table-bordered align-middle small mb-0">
          <thead>
            <tr>
              <th scope="col">Nama</th>
              {r.days.map((d) => (
                <th key={d} scope="col" className="text-center">
                  {d.slice(8)}/{d.slice(5, 7)}
                </th>
              ))}
              <th scope="col">S</th>
              <th scope="col">I</th>
              <th scope="col">A</th>
              <th scope="col">Telat</th>
            </tr>
          </thead>
          <tbody>
            {r.students.map((s) => (
              <tr key={s.id}>
                <th scope="row" className="fw-normal text-nowrap">
                  {s.fullName}
                </th>
                {r.days.map((d) => {
                  const st = s.statuses[d];
                  return (
                    <td key={d} className={`text-center ${st && st !== 'H' ? `text-bg-${STATUS_CLASS[st]}` : ''}`}>
                      {st ?? '·'}
                    </td>
                  );
                })}
                <td>{s.counts.S}</td>
                <td>{s.counts.I}</td>
                <td>{s.counts.A}</td>
                <td>{s.late}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
