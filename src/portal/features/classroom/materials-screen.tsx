/**
 * /kelas_room_data_materi: every material of one's rooms, newest first, filtered by subject; a student sees which
 * they have not opened yet, a teacher how many students opened each.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { allMaterialsContract } from '../../../shared/api/classroom/overview.ts';
import { MATERIAL_KIND_LABELS } from '../../../shared/classroom/permissions.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo, when } from './ui.tsx';

export default function MaterialsScreen() {
  const [course, setCourse] = useState('');
  const [unopened, setUnopened] = useState(false);
  const result = useApiData(() => call(allMaterialsContract));
  if (result.state === 'loading') return <Loading label="Memuat materi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const all = result.data.data;
  const follows = all.some((m) => m.opened !== null);
  const courses = [...new Set(all.map((m) => m.courseName))].sort();
  const shown = all.filter((m) => (!course || m.courseName === course) && (!unopened || m.opened === false));
  return (
    <section>
      <h1 className="h4">Materi</h1>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <div>
          <label className="form-label small mb-0" htmlFor="mat-course">
            Mata pelajaran
          </label>
          <select id="mat-course" className="form-select form-select-sm" value={course} onChange={(e) => setCourse(e.target.value)}>
            <option value="">Semua</option>
            {courses.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        {follows && (
          <div className="form-check">
            <input className="form-check-input" type="checkbox" id="mat-unopened" checked={unopened} onChange={(e) => setUnopened(e.target.checked)} />
            <label className="form-check-label" htmlFor="mat-unopened">
              Hanya yang belum dibuka
            </label>
          </div>
        )}
      </div>
      {shown.length === 0 && <p>Tidak ada materi.</p>}
      <ul className="list-group">
        {shown.map((m) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={`${m.id}-${m.roomId}`}>
            <span className="badge text-bg-light">{MATERIAL_KIND_LABELS[m.kind]}</span>
            <div className="me-auto">
              <Link to={routeTo('kelas_room_detail_3', { id: m.roomId, sd_class_rout_detail_id: m.meetingId, sd_map_routine_id: m.id })}>{m.title}</Link>
              <div className="small text-body-secondary">
                {m.courseName} · {m.sectionName} · {m.meetingTitle} · {when(String(m.createdAt))}
              </div>
            </div>
            {m.opened === null ? (
              <span className="small">
                {m.views}/{m.students} siswa membuka
              </span>
            ) : m.opened ? (
              <span className="small text-success">Sudah dibuka</span>
            ) : (
              <span className="badge text-bg-warning">Belum dibuka</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
