/** /absensikelasstudent: a student's (or their parent's) attendance per subject and the latest lessons. */
import { useState } from 'react';
import { myLessonsContract } from '../../../shared/api/attendance/lessons.ts';
import type { StudentStatus } from '../../../shared/attendance/statuses.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, STATUS_CLASS, STATUS_LABEL } from './ui.ts';

export default function MyLessonsScreen() {
  const [studentId, setStudentId] = useState<number | undefined>();
  const result = useApiData(() => call(myLessonsContract, { input: { studentId } }));
  if (result.state === 'loading') return <Loading label="Memuat presensi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <h1 className="h4">Absensi Kelas Siswa</h1>
      {r.children.length > 1 && (
        <div className="mb-2">
          <label className="form-label" htmlFor="absen-anak">
            Anak
          </label>
          <select
            id="absen-anak"
            className="form-select w-auto"
            value={r.studentId ?? ''}
            onChange={(e) => {
              setStudentId(Number(e.target.value));
              result.retry();
            }}
          >
            {r.children.map((c) => (
              <option key={c.id} value={c.id}>
                {c.fullName}
              </option>
            ))}
          </select>
        </div>
      )}
      {!r.subjects.length && <p>Belum ada presensi pelajaran yang tercatat.</p>}
      <ul className="list-group mb-3">
        {r.subjects.map((s) => (
          <li key={s.courseName} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <span className="me-auto fw-semibold">{s.courseName}</span>
            <span className="small">
              {s.meetings} pertemuan · hadir {s.percent}%
            </span>
            {(['S', 'I', 'A'] as const).map((k) =>
              s.counts[k] ? (
                <span key={k} className={`badge text-bg-${STATUS_CLASS[k]}`}>
                  {STATUS_LABEL[k]} {s.counts[k]}
                </span>
              ) : null,
            )}
          </li>
        ))}
      </ul>
      {r.recent.length > 0 && <h2 className="h6">Pertemuan terakhir</h2>}
      <ul className="list-group">
        {r.recent.map((x, i) => (
          <li key={i} className="list-group-item small d-flex gap-2 align-items-center">
            <span className={`badge text-bg-${STATUS_CLASS[x.status] ?? 'secondary'}`}>{STATUS_LABEL[x.status as StudentStatus] ?? x.status}</span>
            <span className="me-auto">
              {x.courseName}
              {x.topic ? ` · ${x.topic}` : ''}
            </span>
            <span className="text-body-secondary">{dayLabel(x.date)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
