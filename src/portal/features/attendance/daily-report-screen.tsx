/** /attendance-report/daily: the whole school's day, rombel by rombel, for the office and the principal. */
import { useState } from 'react';
import { dailyReportContract } from '../../../shared/api/attendance/reports.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ReportExports, ScrollRegion } from './report-kit.tsx';
import { dayLabel } from './ui.ts';

export default function DailyReportScreen() {
  const [date, setDate] = useState<string | undefined>();
  const result = useApiData(() => call(dailyReportContract, { input: { date } }));
  if (result.state === 'loading') return <Loading label="Memuat laporan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <h1 className="h4">Laporan Presensi Harian</h1>
      <div className="mb-2">
        <label className="form-label" htmlFor="lap-harian-tanggal">
          Tanggal
        </label>
        <input
          id="lap-harian-tanggal"
          type="date"
          className="form-control w-auto"
          value={r.date}
          onChange={(e) => {
            if (e.target.value) {
              setDate(e.target.value);
              result.retry();
            }
          }}
        />
      </div>
      <p className="small text-body-secondary">
        {dayLabel(r.date)}
        {r.schoolDay ? '' : ' · bukan hari sekolah'} · {r.total.recorded} dari {r.total.students} siswa tercatat · Hadir {r.total.counts.H}, Sakit{' '}
        {r.total.counts.S}, Izin {r.total.counts.I}, Alpa {r.total.counts.A}, terlambat {r.total.late}.
      </p>
      <ReportExports kind="daily" query={{ date: r.date }} />
      <ScrollRegion label="Presensi per rombel">
        <table className="table table-sm table-striped align-middle small mb-0">
          <thead>
            <tr>
              <th scope="col">Rombel</th>
              <th scope="col">Siswa</th>
              <th scope="col">H</th>
              <th scope="col">S</th>
              <th scope="col">I</th>
              <th scope="col">A</th>
              <th scope="col">D</th>
              <th scope="col">Telat</th>
              <th scope="col">% Hadir</th>
              <th scope="col">Keterangan</th>
            </tr>
          </thead>
          <tbody>
            {r.sections.map((s) => (
              <tr key={s.id}>
                <th scope="row" className="fw-normal text-nowrap">
                  {s.name}
                </th>
                <td>{s.students}</td>
                <td>{s.counts.H}</td>
                <td>{s.counts.S}</td>
                <td>{s.counts.I}</td>
                <td className={s.counts.A ? 'text-danger fw-semibold' : ''}>{s.counts.A}</td>
                <td>{s.counts.D}</td>
                <td>{s.late}</td>
                <td>{s.presentPercent}</td>
                <td>
                  {s.recorded === 0 ? (
                    <span className="badge text-bg-warning">Belum diisi</span>
                  ) : s.recorded < s.students ? (
                    `${s.students - s.recorded} belum tercatat`
                  ) : (
                    'Lengkap'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
