/** /kelas_room_data (Rekap Ruang Kelas): each room's materials opened, work handed in, average, discussion, last activity. */
import { Link } from 'react-router';
import { roomsRecapContract } from '../../../shared/api/classroom/overview.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ScrollRegion } from './form-kit.tsx';
import { routeTo, when } from './ui.tsx';

const percent = (n: number | null) => (n === null ? '-' : `${n}%`);

export default function RoomsRecapScreen() {
  const result = useApiData(() => call(roomsRecapContract));
  if (result.state === 'loading') return <Loading label="Memuat rekap ruang kelas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const rows = result.data.data;
  return (
    <section>
      <h1 className="h4">Rekap Ruang Kelas</h1>
      {rows.length === 0 && <p>Belum ada ruang kelas.</p>}
      {rows.length > 0 && (
        <ScrollRegion label="Rekap ruang kelas">
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th>Ruang kelas</th>
                <th className="text-end">Siswa</th>
                <th className="text-end">Materi</th>
                <th className="text-end">Dibuka</th>
                <th className="text-end">Tugas</th>
                <th className="text-end">Dikumpulkan</th>
                <th className="text-end">Perlu dinilai</th>
                <th className="text-end">Rata-rata</th>
                <th className="text-end">Diskusi</th>
                <th>Aktivitas terakhir</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={routeTo('kelas_room_detail', { id: r.id })}>
                      {r.courseName} · {r.sectionName}
                    </Link>
                    <div className="small text-body-secondary">{r.teacherName}</div>
                  </td>
                  <td className="text-end">{r.students}</td>
                  <td className="text-end">{r.materials}</td>
                  <td className="text-end">{percent(r.openedPct)}</td>
                  <td className="text-end">{r.assignments}</td>
                  <td className="text-end">{percent(r.submittedPct)}</td>
                  <td className="text-end">{r.toGrade}</td>
                  <td className="text-end">{percent(r.averagePct)}</td>
                  <td className="text-end">{r.threads}</td>
                  <td className="small">{r.lastActivity ? when(String(r.lastActivity)) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
