/** A screen about one room opened without ?ruang=: the person's rooms to choose from. */
import { Link } from 'react-router';
import { listRoomsContract } from '../../../shared/api/classroom/rooms.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo } from './ui.tsx';

export function RoomPicker({ title, route, hint }: { title: string; route: string; hint: string }) {
  const result = useApiData(() => call(listRoomsContract));
  if (result.state === 'loading') return <Loading label="Memuat ruang kelas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const rooms = result.data.data;
  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p>{hint}</p>
      {rooms.length === 0 && <p className="text-body-secondary">Belum ada ruang kelas untuk akun Anda pada tahun ajaran ini.</p>}
      <ul className="list-group">
        {rooms.map((r) => (
          <li className="list-group-item" key={`${r.id}-${r.student?.id ?? 0}`}>
            <Link to={`${routeTo(route)}?ruang=${r.id}`}>
              {r.courseName} · {r.sectionName}
            </Link>
            <span className="small text-body-secondary"> · {r.teacherName}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
