/**
 * Results of one schedule (result_exercises_class, examination/result-akm and their detail routes):
 * scores per student, essays waiting, export to .xlsx, re-scoring, and the way to each student's paper.
 */
import { Link, useParams } from 'react-router';
import Swal from 'sweetalert2';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { failureText, toFailure } from '../../../lib/api-failure.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { download } from '../ui/exam-api.ts';
import { exportResultsContract, rescoreContract, resultsContract } from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';
import { kindsForRoute } from '../ui/exam-kinds.ts';
import { SchedulePicker, useChosenSchedule } from '../ui/schedule-picker.tsx';
import { StatusBadge, TableHead } from '../ui/table-head.tsx';

export default function ResultsScreen() {
  const route = useCurrentRoute();
  const [id, choose] = useChosenSchedule(useParams().id);
  if (!id) return <SchedulePicker kinds={kindsForRoute(route?.name)} onPick={choose} title={route?.title ?? 'Hasil Ujian'} />;
  return <Results scheduleId={id} akm={/akm/.test(route?.name ?? '')} />;
}

function Results({ scheduleId, akm }: { scheduleId: number; akm: boolean }) {
  const result = useApiData(() => call(resultsContract, { params: { id: scheduleId } }));
  if (result.state === 'loading') return <Loading label="Memuat hasil…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedule, students, totalQuestions } = result.data;
  const reviewPath = (attemptId: number) =>
    akm ? `/examination/result-akm/detail-view/${scheduleId}/${attemptId}` : `/result_exercises_class_detail/${scheduleId}/${attemptId}`;
  const finished = students.filter((s) => s.status === 'finished');
  const grades = finished.map((s) => s.grade ?? 0);
  const mean = grades.length ? grades.reduce((a, b) => a + b, 0) / grades.length : null;
  const rescore = async () => {
    try {
      const r = await call(rescoreContract, { params: { id: scheduleId } });
      void Swal.fire({ icon: 'success', title: 'Berhasil', text: r.message });
      result.retry();
    } catch (error) {
      void Swal.fire({ icon: 'error', title: 'Gagal', text: failureText(toFailure(error)) });
    }
  };
  return (
    <section>
      <h1 className="h4">Hasil: {schedule.title}</h1>
      <p className="text-body-secondary">
        {finished.length} dari {students.length} siswa selesai{mean !== null ? ` · rata-rata ${mean.toFixed(1)}` : ''} · {totalQuestions} soal
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => void download(exportResultsContract, { params: { id: scheduleId } }, `hasil-ujian-${scheduleId}.xlsx`)}
        >
          Unduh .xlsx
        </button>
        <Link className="btn btn-outline-primary" to={`/result_exercises_grade_analytical?jadwal=${scheduleId}`}>
          Analisis butir soal
        </Link>
        <button type="button" className="btn btn-outline-secondary" onClick={() => void rescore()}>
          Hitung ulang nilai
        </button>
      </div>
      <div className="table-responsive">
        <table className="table align-middle">
          <TableHead columns={['Nama', 'Kelas', 'Status', 'Dijawab', 'Nilai', 'Uraian']} actions />
          <tbody>
            {students.map((s) => (
              <tr key={s.attemptId}>
                <th scope="row">{s.name}</th>
                <td>{s.section ?? '–'}</td>
                <td>
                  <StatusBadge status={s.status} blocked={s.blocked} />
                </td>
                <td>
                  {s.answered}/{totalQuestions}
                </td>
                <td>{s.status === 'finished' ? (s.grade ?? 0) : '–'}</td>
                <td>{s.status !== 'finished' ? '–' : s.pendingEssays ? `${s.pendingEssays} belum dinilai` : 'lengkap'}</td>
                <td>
                  {s.status !== 'not_started' && (
                    <Link className="btn btn-sm btn-outline-primary" to={reviewPath(s.attemptId)}>
                      Periksa
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
