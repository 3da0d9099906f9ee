/** /absensikelas: a subject teacher's lessons of a day from the timetable; each opens its meeting to take attendance. */
import { useState } from 'react';
import { Link } from 'react-router';
import { teacherLessonsContract } from '../../../shared/api/attendance/lessons.ts';
import { meetingPath } from '../../../shared/attendance/meeting-path.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel } from './ui.ts';

export default function LessonsScreen() {
  const [query, setQuery] = useState<{ date?: string; teacherId?: number }>({});
  const result = useApiData(() => call(teacherLessonsContract, { input: query }));
  if (result.state === 'loading') return <Loading label="Memuat pelajaran…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const show = (next: { date?: string; teacherId?: number }) => {
    setQuery(next);
    result.retry();
  };
  return (
    <section>
      <h1 className="h4">Absensi Kelas</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        {d.teachers.length > 0 && (
          <div>
            <label className="form-label" htmlFor="absen-guru">
              Guru
            </label>
            <select id="absen-guru" className="form-select" value={d.teacherId} onChange={(e) => show({ date: d.date, teacherId: Number(e.target.value) })}>
              {d.teachers.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label className="form-label" htmlFor="absen-tanggal">
            Tanggal
          </label>
          <input
            id="absen-tanggal"
            type="date"
            className="form-control"
            value={d.date}
            onChange={(e) => e.target.value && show({ date: e.target.value, teacherId: d.teacherId })}
          />
        </div>
      </div>
      <p className="small text-body-secondary">
        {dayLabel(d.date)} · semester {d.semester}
      </p>
      {d.closed && <div className="alert alert-info py-2">{d.closed}</div>}
      {!d.lessons.length && <p>Tidak ada jadwal mengajar pada hari ini.</p>}
      <ul className="list-group">
        {d.lessons.map((l) => (
          <li key={l.slotId} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <div className="me-auto">
              <div className="fw-semibold">
                {l.courseName} · {l.sectionName}
              </div>
              <div className="small text-body-secondary">
                Jam ke-{l.period} · {l.startTime}–{l.endTime}
                {l.room ? ` · ${l.room}` : ''}
                {l.topic ? ` · ${l.topic}` : ''}
              </div>
            </div>
            <span className={`badge ${l.taken ? 'text-bg-success' : 'text-bg-secondary'}`}>{l.taken ? 'Sudah diisi' : 'Belum diisi'}</span>
            <Link
              className="btn btn-sm btn-primary"
              to={meetingPath({
                yearId: d.yearId,
                semester: d.semester === '2' ? '2' : '1',
                sectionId: l.sectionId,
                teachingAssignmentId: l.teachingAssignmentId,
                slotId: l.slotId,
                date: d.date,
              })}
            >
              {l.taken ? 'Buka presensi' : 'Isi presensi'} {l.courseName} {l.sectionName}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
