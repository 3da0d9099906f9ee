/** schedule_exam_room: every room allocation of the year, and a schedule's printable seating list (?jadwal=). */
import { Link, useSearchParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { formatDateTime } from '../ui/format.ts';
import { TableHead } from '../ui/table-head.tsx';
import { allocations, scheduleRooms } from './planning-api.ts';
import { SeatingList } from './seating-list.tsx';

export default function AllocationsScreen() {
  const [search, setSearch] = useSearchParams();
  const chosen = Number(search.get('jadwal')) || null;
  return chosen ? <ScheduleSeating id={chosen} onBack={() => setSearch({})} /> : <AllocationList onPick={(id) => setSearch({ jadwal: String(id) })} />;
}

function AllocationList({ onPick }: { onPick: (id: number) => void }) {
  const result = useApiData(allocations);
  if (result.state === 'loading') return <Loading label="Memuat jadwal ruang…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const rows = result.data.data;
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 mb-0 me-auto">Jadwal Ruang Ujian</h1>
        <Link to="/add_schedule_room" className="btn btn-outline-secondary">
          Ruang ujian
        </Link>
        <Link to="/add_schedule_exam_room" className="btn btn-primary">
          Bagi ruang
        </Link>
      </div>
      {rows.length === 0 && <p className="text-body-secondary">Belum ada jadwal yang dibagi ke ruang. Pilih "Bagi ruang" untuk mulai.</p>}
      {rows.length > 0 && (
        <div className="table-responsive">
          <table className="table align-middle">
            <TableHead columns={['Ujian', 'Ruang', 'Sesi', 'Pengawas', 'Kursi']} actions />
            <tbody>
              {rows.map((a) => (
                <tr key={a.id}>
                  <td>
                    <strong>{a.scheduleTitle}</strong>
                    <span className="d-block small text-body-secondary">{formatDateTime(a.startsAt)}</span>
                  </td>
                  <td>{a.roomName}</td>
                  <td>{a.sessionName ?? '–'}</td>
                  <td>{a.proctorName ?? '–'}</td>
                  <td className={a.seated > a.capacity ? 'text-danger' : ''}>
                    {a.seated}/{a.capacity}
                  </td>
                  <td className="text-nowrap">
                    <button type="button" className="btn btn-sm btn-outline-primary me-1" onClick={() => onPick(a.scheduleId)}>
                      Daftar hadir
                    </button>
                    <Link className="btn btn-sm btn-outline-secondary" to={`/add_schedule_exam_room?jadwal=${a.scheduleId}`}>
                      Ubah
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function ScheduleSeating({ id, onBack }: { id: number; onBack: () => void }) {
  const result = useApiData(() => scheduleRooms(id));
  if (result.state === 'loading') return <Loading label="Memuat daftar hadir…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  return (
    <section>
      <button type="button" className="btn btn-link px-0 mb-2" onClick={onBack}>
        &larr; Semua jadwal ruang
      </button>
      <h1 className="h4">{result.data.schedule.title}</h1>
      {result.data.unseated.length > 0 && (
        <div className="alert alert-warning">{result.data.unseated.length} peserta belum mendapat ruang. Bagi ulang ruang jadwal ini.</div>
      )}
      <SeatingList data={result.data} />
    </section>
  );
}
