/** /kelas_room: the rooms a person sees; a student or parent sees what is due and what is missing in each. */
import { Link } from 'react-router';
import { listRoomsContract } from '../../../shared/api/classroom/rooms.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo } from './ui.tsx';

export default function RoomsScreen() {
  const result = useApiData(() => call(listRoomsContract));
  if (result.state === 'loading') return <Loading label="Memuat ruang kelas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const rooms = result.data.data;
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h1 className="h4 mb-0 me-auto">Ruang Kelas</h1>
        <Link className="btn btn-outline-primary btn-sm" to={routeTo('kelas_room_data_tugas')}>
          Daftar tugas
        </Link>
      </div>
      {rooms.length === 0 && <p>Belum ada ruang kelas untuk akun Anda pada tahun ajaran ini.</p>}
      <div className="row g-2">
        {rooms.map((r) => (
          <div className="col-12 col-md-6 col-xl-4" key={`${r.id}-${r.student?.id ?? 0}`}>
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h6 card-title mb-1">
                  <Link to={routeTo('kelas_room_detail', { id: r.id })}>
                    {r.courseName} · {r.sectionName}
                  </Link>
                </h2>
                <div className="small text-body-secondary mb-2">
                  {r.teacherName}
                  {r.student ? ` · untuk ${r.student.name}` : ''}
                </div>
                <div className="d-flex flex-wrap gap-1 small">
                  <span className="badge text-bg-light">{r.meetings} pertemuan</span>
                  <span className="badge text-bg-light">{r.assignments} tugas</span>
                  {r.student && r.due > 0 && <span className="badge text-bg-warning">{r.due} belum dikumpulkan</span>}
                  {r.student && r.missing > 0 && <span className="badge text-bg-danger">{r.missing} terlewat</span>}
                  {!r.student && r.toGrade > 0 && <span className="badge text-bg-info">{r.toGrade} perlu dinilai</span>}
                </div>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
