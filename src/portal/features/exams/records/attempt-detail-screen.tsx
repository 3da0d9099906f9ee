/**
 * result_exercises_class_detail_new/:id/:id2 (schedule, attempt): the newer per-student result page — the
 * header facts and one table row per question, where a teacher scores essays without leaving the page.
 */
import { Link, useParams } from 'react-router';
import type { ScheduleKind } from '../../../../shared/exams/access.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { call } from '../../../lib/api.ts';
import { attemptDetailContract } from '../../../../shared/api/exams/records.ts';
import { AKM_KINDS } from '../ui/exam-kinds.ts';
import { AttemptHeader } from './attempt-header.tsx';
import { QuestionTable } from './question-table.tsx';
import { akmPath } from './records-api.ts';

export default function AttemptDetailScreen() {
  const params = useParams();
  const scheduleId = Number(params.id);
  const result = useApiData(() => call(attemptDetailContract, { params: { id: Number(params.id2) }, input: { scheduleId } }));
  if (result.state === 'loading') return <Loading label="Memuat hasil siswa…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const detail = result.data;
  const { attempt, schedule } = detail;
  const akm = AKM_KINDS.includes(schedule.kind as ScheduleKind);
  return (
    <section>
      <AttemptHeader detail={detail} />
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Link
          className="btn btn-sm btn-outline-secondary"
          to={akm ? `/examination/result-akm/detail/${schedule.id}` : `/result_exercises_class_detail/${schedule.id}`}
        >
          ← Hasil jadwal ini
        </Link>
        {akm && (
          <Link className="btn btn-sm btn-outline-primary" to={akmPath(schedule.id, attempt.id)}>
            Laporan AKM
          </Link>
        )}
      </div>
      <h2 className="h5">Jawaban per soal</h2>
      {attempt.status !== 'finished' && <p className="small text-body-secondary">Siswa belum selesai; uraian dapat dinilai setelah ujian selesai.</p>}
      <QuestionTable questions={detail.questions} attempt={attempt} onSaved={result.retry} />
    </section>
  );
}
