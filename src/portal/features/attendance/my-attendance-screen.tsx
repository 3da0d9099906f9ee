/** /daily_attendance_student: a student's own month, or a parent's child's, with the S/I/A totals. */
import { useState } from 'react';
import { myAttendanceContract } from '../../../shared/api/attendance/daily.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { NoticeChoice } from './notice-choice.tsx';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, STATUS_CLASS, STATUS_LABEL } from './ui.ts';

export default function MyAttendanceScreen() {
  const [query, setQuery] = useState<{ month?: string; studentId?: number }>({});
  const result = useApiData(() => call(myAttendanceContract, { input: query }));
  if (result.state === 'loading') return <Loading label="Memuat presensi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const m = result.data;
  const show = (next: { month?: string; studentId?: number }) => {
    setQuery(next);
    result.retry();
  };
  return (
    <section>
      <h1 className="h4">Kehadiran {m.children.length > 1 || query.studentId ? '' : 'Saya'}</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        {m.children.length > 1 && (
          <div>
            <label className="form-label" htmlFor="hadir-anak">
              Anak
            </label>
            <select
              id="hadir-anak"
              className="form-select"
              value={m.studentId ?? ''}
              onChange={(e) => show({ month: m.month, studentId: Number(e.target.value) })}
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
          <label className="form-label" htmlFor="hadir-bulan">
            Bulan
          </label>
          <input
            id="hadir-bulan"
            type="month"
            className="form-control"
            value={m.month}
            onChange={(e) => e.target.value && show({ month: e.target.value, studentId: m.studentId ?? undefined })}
          />
        </div>
      </div>
      {m.studentId === null && <p>Belum ada data siswa yang terhubung dengan akun ini.</p>}
      {m.sectionName && (
        <p className="small">
          {m.children.find((c) => c.id === m.studentId)?.fullName} · {m.sectionName}
        </p>
      )}
      {m.totals && (
        <div className="d-flex flex-wrap gap-1 mb-2">
          <span className="badge text-bg-success">Hadir {m.totals.present}</span>
          <span className="badge text-bg-warning">Sakit {m.totals.sick}</span>
          <span className="badge text-bg-info">Izin {m.totals.permit}</span>
          <span className="badge text-bg-danger">Alpa {m.totals.absent}</span>
          <span className="badge text-bg-secondary">Dispensasi {m.totals.dispensation}</span>
        </div>
      )}
      <ul className="list-group">
        {m.days.map((d) => (
          <li key={d.date} className="list-group-item d-flex justify-content-between align-items-center">
            <span>
              {dayLabel(d.date)}
              {d.checkInAt ? (
                <span className="small text-body-secondary">
                  {' '}
                  · masuk {new Date(d.checkInAt).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' })}
                </span>
              ) : null}
            </span>
            {d.status ? (
              <span className={`badge text-bg-${STATUS_CLASS[d.status]}`}>{STATUS_LABEL[d.status as keyof typeof STATUS_LABEL] ?? d.status}</span>
            ) : (
              <span className="badge text-bg-light border">Belum diisi</span>
            )}
          </li>
        ))}
      </ul>
      <NoticeChoice />
    </section>
  );
}
