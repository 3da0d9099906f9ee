/**
 * "Riwayat Hasil" (result_exercises_class_history and its detail): the schedules of any academic year (last
 * year first), and per schedule every student with the current attempt and the archived ones — a proctor's
 * reset, a practice retry — with who, when and the score.
 */
import { Link, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { call } from '../../../lib/api.ts';
import { scheduleHistoryContract } from '../../../../shared/api/exams/records.ts';
import { formatDateTime } from '../ui/format.ts';
import { StatusBadge, TableHead } from '../ui/table-head.tsx';
import { ARCHIVE_REASONS } from './archive-reasons.ts';
import { formatGrade } from './records-api.ts';
import { YearSchedules } from './year-schedules.tsx';

export default function HistoryScreen() {
  const id = Number(useParams().id) || null;
  if (id) return <History scheduleId={id} />;
  return (
    <YearSchedules
      title="Riwayat Hasil Ujian"
      intro="Hasil ujian tahun ajaran mana pun, termasuk pengerjaan yang diulang (direset pengawas atau latihan yang diulang)."
      start="previous"
      empty="Belum ada jadwal ujian pada tahun ajaran ini. Pilih tahun ajaran lain di atas."
    >
      {(s) => (
        <>
          {s.archived > 0 && <p className="small mb-2">{s.archived} pengerjaan diarsipkan</p>}
          <Link className="btn btn-sm btn-primary" to={`/result_exercises_class_detail_history/${s.id}`}>
            Lihat riwayat <span className="visually-hidden">{s.title}</span>
          </Link>
        </>
      )}
    </YearSchedules>
  );
}

function History({ scheduleId }: { scheduleId: number }) {
  const result = useApiData(() => call(scheduleHistoryContract, { params: { id: scheduleId } }));
  if (result.state === 'loading') return <Loading label="Memuat riwayat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedule, students } = result.data;
  return (
    <section>
      <h1 className="h4">Riwayat: {schedule.title}</h1>
      <p className="text-body-secondary">
        {formatDateTime(schedule.startsAt)} · {students.length} peserta
      </p>
      {students.length === 0 && <p className="alert alert-light border">Jadwal ini belum punya peserta.</p>}
      <div className="table-responsive">
        <table className="table align-middle">
          <TableHead columns={['Nama', 'Rombel', 'Pengerjaan sekarang', 'Pengerjaan sebelumnya']} actions />
          <tbody>
            {students.map((s) => (
              <tr key={s.attemptId}>
                <th scope="row">{s.name}</th>
                <td>{s.section ?? '–'}</td>
                <td>
                  <StatusBadge status={s.current.status} blocked={false} /> {s.current.status === 'finished' && `nilai ${formatGrade(s.current.grade)}`}
                </td>
                <td>
                  {s.archived.length === 0
                    ? '–'
                    : s.archived.map((a) => (
                        <div key={a.id} className="small">
                          Ke-{a.attemptNo}: {ARCHIVE_REASONS[a.reason] ?? a.reason}
                          {a.byName ? ` oleh ${a.byName}` : ''}, {formatDateTime(a.archivedAt)}, nilai {formatGrade(a.grade)}
                        </div>
                      ))}
                </td>
                <td>
                  <Link className="btn btn-sm btn-outline-primary" to={`/result_exercises_class_detail_history/${schedule.id}/${s.attemptId}`}>
                    Rincian <span className="visually-hidden">{s.name}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
