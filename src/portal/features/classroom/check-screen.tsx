/** /kelas_room_cek: which students have opened each material of a room (?ruang=); without it, pick a room. */
import { Link, useSearchParams } from 'react-router';
import { listRoomsContract, roomViewsContract } from '../../../shared/api/classroom/rooms.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo } from './ui.tsx';

export default function CheckScreen() {
  const [search] = useSearchParams();
  const room = Number(search.get('ruang'));
  return room > 0 ? <RoomCheck key={room} id={room} /> : <PickRoom />;
}

function PickRoom() {
  const result = useApiData(() => call(listRoomsContract));
  if (result.state === 'loading') return <Loading label="Memuat ruang kelas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  return (
    <section>
      <h1 className="h4">Cek Ruang Kelas</h1>
      <p>Pilih ruang kelas untuk melihat siapa yang sudah membuka materinya.</p>
      <ul className="list-group">
        {result.data.data
          .filter((r) => !r.student)
          .map((r) => (
            <li className="list-group-item" key={r.id}>
              <Link to={`${routeTo('kelas_room_cek')}?ruang=${r.id}`}>
                {r.courseName} · {r.sectionName}
              </Link>{' '}
              <span className="small text-body-secondary">{r.teacherName}</span>
            </li>
          ))}
      </ul>
    </section>
  );
}

function RoomCheck({ id }: { id: number }) {
  const result = useApiData(() => call(roomViewsContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { students, materials } = result.data;
  return (
    <section>
      <Link to={routeTo('kelas_room_detail', { id })} className="small">
        ← Ruang kelas
      </Link>
      <h1 className="h4 mt-2">Cek Ruang Kelas</h1>
      {materials.length === 0 && <p>Belum ada materi.</p>}
      {materials.map((m) => {
        const opened = new Set(m.openedBy);
        const notYet = students.filter((s) => !opened.has(s.id));
        return (
          <details className="card card-body mb-2" key={m.id}>
            <summary>
              <strong>{m.title}</strong> <span className="small text-body-secondary">({m.meetingTitle})</span> — {opened.size}/{students.length} siswa sudah
              membuka
            </summary>
            <div className="row mt-2 small">
              <div className="col-md-6">
                <h2 className="h6">Sudah membuka</h2>
                <ul>
                  {students
                    .filter((s) => opened.has(s.id))
                    .map((s) => (
                      <li key={s.id}>{s.name}</li>
                    ))}
                </ul>
              </div>
              <div className="col-md-6">
                <h2 className="h6">Belum membuka</h2>
                <ul>
                  {notYet.map((s) => (
                    <li key={s.id}>{s.name}</li>
                  ))}
                </ul>
              </div>
            </div>
          </details>
        );
      })}
    </section>
  );
}
