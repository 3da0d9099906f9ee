/** scheduleexamination_remedi: the year's remedial schedules with their original exam, students and status. */
import { Link } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { confirmThen } from '../ui/confirm.ts';
import { formatDateTime } from '../ui/format.ts';
import { TableHead } from '../ui/table-head.tsx';
import { remedials } from './planning-api.ts';
import { deleteScheduleContract } from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';

function statusOf(r: { startsAt: string; endsAt: string; participants: number; finished: number }, now: number) {
  if (now < Date.parse(r.startsAt)) return { label: 'Belum dibuka', badge: 'text-bg-secondary' };
  if (now < Date.parse(r.endsAt)) return { label: 'Berlangsung', badge: 'text-bg-primary' };
  return { label: 'Selesai', badge: 'text-bg-success' };
}

export default function RemedialListScreen() {
  const result = useApiData(remedials);
  if (result.state === 'loading') return <Loading label="Memuat jadwal remedial…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const now = Date.parse(result.data.serverTime);
  const remove = async (id: number, title: string) => {
    if (await confirmThen('Hapus jadwal remedial?', title, 'Hapus', () => call(deleteScheduleContract, { params: { id } }))) result.retry();
  };
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 mb-0 me-auto">Jadwal Ujian Remedial</h1>
        <Link to="/remedial_schedule_exam" className="btn btn-primary">
          Buat remedial
        </Link>
      </div>
      {result.data.data.length === 0 && (
        <p className="text-body-secondary">Belum ada jadwal remedial di tahun ajaran ini. Remedial dibuat dari ujian yang sudah selesai.</p>
      )}
      {result.data.data.length > 0 && (
        <div className="table-responsive">
          <table className="table align-middle">
            <TableHead columns={['Remedial', 'Ujian asal', 'Waktu', 'Siswa', 'Status']} actions />
            <tbody>
              {result.data.data.map((r) => {
                const status = statusOf(r, now);
                return (
                  <tr key={r.id}>
                    <td>
                      <strong>{r.title}</strong>
                      {r.token && <span className="d-block small text-body-secondary">Token {r.token}</span>}
                    </td>
                    <td>{r.parentTitle ?? '–'}</td>
                    <td className="small">
                      {formatDateTime(r.startsAt)} – {formatDateTime(r.endsAt)}
                      <br />
                      {r.durationMinutes} menit
                    </td>
                    <td>
                      {r.participants} siswa · {r.finished} selesai
                    </td>
                    <td>
                      <span className={`badge ${status.badge}`}>{status.label}</span>
                    </td>
                    <td className="text-nowrap">
                      <Link className="btn btn-sm btn-outline-primary me-1" to={`/monitoring/student-exam-status?jadwal=${r.id}`}>
                        Monitoring
                      </Link>
                      <Link className="btn btn-sm btn-outline-secondary me-1" to={`/editscheduleexamination_remedi?id=${r.id}`}>
                        Ubah
                      </Link>
                      <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(r.id, r.title)}>
                        Hapus
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
