/** /attendance_student: a teacher's class (KBM): every meeting so far, student by meeting, and the share present. */
import { useState } from 'react';
import { lessonRecapContract } from '../../../shared/api/attendance/lessons.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ScrollRegion } from './report-kit.tsx';
import { STATUS_CLASS } from './ui.ts';

export default function LessonRecapScreen() {
  const [id, setId] = useState<number | undefined>();
  const result = useApiData(() => call(lessonRecapContract, { input: { teachingAssignmentId: id } }));
  if (result.state === 'loading') return <Loading label="Memuat rekap…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <h1 className="h4">Presensi Siswa per Pelajaran</h1>
      <div className="mb-2">
        <label className="form-label" htmlFor="rekap-kbm">
          Pembelajaran
        </label>
        <select
          id="rekap-kbm"
          className="form-select w-auto mw-100"
          value={r.teachingAssignmentId ?? ''}
          onChange={(e) => {
            setId(Number(e.target.value));
            result.retry();
          }}
        >
          {r.assignments.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <p className="small text-body-secondary">{r.meetings.length} pertemuan tercatat. Isi presensi pelajaran di Absensi Kelas.</p>
      <ScrollRegion label="Rekap presensi pelajaran">
        <table className="table table-sm table-bordered align-middle small mb-0">
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col">% Hadir</th>
              {r.meetings.map((m) => (
                <th key={m.key} scope="col" className="text-center" title={m.topic ?? ''}>
                  {m.number}
                  <br />
                  {m.date.slice(8)}/{m.date.slice(5, 7)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.students.map((s) => (
              <tr key={s.id}>
                <th scope="row" className="fw-normal text-nowrap">
                  {s.fullName}
                </th>
                <td>{s.percent === null ? '-' : `${s.percent}%`}</td>
                {r.meetings.map((m) => {
                  const st = s.statuses[m.key];
                  return (
                    <td key={m.key} className={`text-center ${st && st !== 'H' ? `text-bg-${STATUS_CLASS[st]}` : ''}`}>
                      {st ?? '·'}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
