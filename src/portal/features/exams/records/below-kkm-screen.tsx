/**
 * "Belum Tuntas" (result_exercises_class_deft and its detail): schedules with how many students are below the
 * KKM or did not sit; per schedule the students with grade and shortfall, and "Buat Remedial" that opens the
 * remedial schedule form with them chosen.
 */
import { Link, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { call } from '../../../lib/api.ts';
import { belowKkmContract } from '../../../../shared/api/exams/records.ts';
import { TableHead } from '../ui/table-head.tsx';
import { formatGrade } from './records-api.ts';
import { YearSchedules } from './year-schedules.tsx';

export default function BelowKkmScreen() {
  const id = Number(useParams().id) || null;
  if (id) return <BelowKkm scheduleId={id} />;
  return (
    <YearSchedules
      title="Siswa Belum Tuntas"
      intro="Jadwal ujian dengan jumlah siswa yang nilainya di bawah KKM atau tidak mengikuti ujian."
      start="current"
      kinds="school,akm,tka"
      empty="Belum ada jadwal ujian pada tahun ajaran ini."
    >
      {(s) => (
        <>
          <p className="mb-2">
            {s.below > 0 ? <span className="badge text-bg-danger">{s.below} belum tuntas</span> : <span className="badge text-bg-success">Semua tuntas</span>}
          </p>
          <Link className="btn btn-sm btn-primary" to={`/result_exercises_class_detail_deft/${s.id}`}>
            Lihat siswa <span className="visually-hidden">{s.title}</span>
          </Link>
        </>
      )}
    </YearSchedules>
  );
}

function BelowKkm({ scheduleId }: { scheduleId: number }) {
  const result = useApiData(() => call(belowKkmContract, { params: { id: scheduleId } }));
  if (result.state === 'loading') return <Loading label="Memuat siswa belum tuntas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedule, participants, basis, rows } = result.data;
  const remedialUrl = `/remedial_schedule_exam?parent=${schedule.id}&students=${rows.map((r) => r.userId).join(',')}`;
  return (
    <section>
      <h1 className="h4">Belum Tuntas: {schedule.title}</h1>
      <p className="text-body-secondary">
        {rows.length} dari {participants} siswa belum tuntas, menurut{' '}
        {basis === 'final' ? 'nilai akhir yang sudah diproses' : 'nilai ujian (nilai akhir belum diproses)'}.
      </p>
      {rows.length === 0 ? (
        <p className="alert alert-success">Semua siswa sudah mencapai KKM.</p>
      ) : (
        <>
          <Link className="btn btn-primary mb-3" to={remedialUrl}>
            Buat Remedial
          </Link>
          <div className="table-responsive">
            <table className="table align-middle">
              <TableHead columns={['Nama', 'Rombel', 'Nilai', 'KKM', 'Kurang']} actions />
              <tbody>
                {rows.map((r) => (
                  <tr key={r.userId}>
                    <th scope="row">{r.name}</th>
                    <td>{r.section ?? '–'}</td>
                    <td>{r.sat || r.grade !== null ? formatGrade(r.grade) : <span className="badge text-bg-secondary">Tidak ikut</span>}</td>
                    <td>{r.kkmSet ? r.kkm : `${r.kkm} (bawaan)`}</td>
                    <td>{formatGrade(r.shortfall)}</td>
                    <td>
                      {r.sat && (
                        <Link className="btn btn-sm btn-outline-primary" to={`/result_exercises_class_detail_deft/${schedule.id}/${r.attemptId}`}>
                          Jawaban <span className="visually-hidden">{r.name}</span>
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
