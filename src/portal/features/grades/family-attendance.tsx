/**
 * /Kehadiransiswa opened by a student or a parent ("Kehadiran Anak"): the month's totals and the days the child
 * was not present, from the attendance module's own-student call.
 */
import { useState } from 'react';
import { myAttendanceContract } from '../../../shared/api/attendance/daily.ts';
import { STATUS_LABEL } from '../../../shared/attendance/statuses.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Query = { month?: string; studentId?: number };
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('id-ID', { weekday: 'long', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function FamilyAttendance() {
  const [q, setQ] = useState<Query>({});
  return <Month key={`${q.month ?? ''}-${q.studentId ?? ''}`} q={q} onChange={setQ} />;
}

function Month({ q, onChange }: { q: Query; onChange: (q: Query) => void }) {
  const result = useApiData(() => call(myAttendanceContract, { input: q }));
  if (result.state === 'loading') return <Loading label="Memuat kehadiran…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const m = result.data;
  const away = m.days.filter((d) => d.status && d.status !== 'H');
  return (
    <section>
      <h1 className="h4">Kehadiran Siswa</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        {m.children.length > 1 && (
          <div>
            <label className="form-label small" htmlFor="kehadiran-anak">
              Anak
            </label>
            <select
              id="kehadiran-anak"
              className="form-select form-select-sm"
              value={m.studentId ?? ''}
              onChange={(e) => onChange({ month: m.month, studentId: Number(e.target.value) })}
            >
              {m.children.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.fullName}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label className="form-label small" htmlFor="kehadiran-bulan">
            Bulan
          </label>
          <input
            id="kehadiran-bulan"
            type="month"
            className="form-control form-control-sm"
            value={m.month}
            onChange={(e) => e.target.value && onChange({ month: e.target.value, studentId: m.studentId ?? undefined })}
          />
        </div>
      </div>
      {m.studentId === null ? (
        <p>Belum ada data siswa yang terhubung dengan akun ini.</p>
      ) : (
        <>
          <p className="small">
            {m.children.find((c) => c.id === m.studentId)?.fullName} {m.sectionName ? `· ${m.sectionName}` : ''}
          </p>
          {m.totals && (
            <dl className="row small mb-2">
              <dt className="col-6 col-sm-3">Hadir</dt>
              <dd className="col-6 col-sm-3">{m.totals.present} hari</dd>
              <dt className="col-6 col-sm-3">Sakit</dt>
              <dd className="col-6 col-sm-3">{m.totals.sick} hari</dd>
              <dt className="col-6 col-sm-3">Izin</dt>
              <dd className="col-6 col-sm-3">{m.totals.permit} hari</dd>
              <dt className="col-6 col-sm-3">Tanpa keterangan</dt>
              <dd className="col-6 col-sm-3">{m.totals.absent} hari</dd>
            </dl>
          )}
          <h2 className="h6">Hari tidak hadir</h2>
          {away.length === 0 ? (
            <p className="small">Tidak ada ketidakhadiran pada bulan ini.</p>
          ) : (
            <ul className="list-group">
              {away.map((d) => (
                <li key={d.date} className="list-group-item d-flex justify-content-between">
                  <span>
                    {dayLabel(d.date)}
                    {d.note ? ` · ${d.note}` : ''}
                  </span>
                  <strong>{STATUS_LABEL[d.status as keyof typeof STATUS_LABEL] ?? d.status}</strong>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
