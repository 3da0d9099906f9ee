/**
 * One student's paper with keys and scores (result_exercises_class_detail/:id/:enrol and the AKM
 * detail-view): where the teacher scores essays.
 */
import { useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { reviewContract } from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';
import { ReviewQuestionCard } from './review-question.tsx';

export default function ReviewScreen() {
  const params = useParams();
  const attemptId = Number(params.sd_exam_enroll_user_id ?? params.id2 ?? params.t_proc_result_exam_id);
  const result = useApiData(() => call(reviewContract, { params: { id: attemptId } }));
  if (result.state === 'loading') return <Loading label="Memuat lembar jawaban…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { attempt, questions } = result.data;
  return (
    <section>
      <h1 className="h4">Lembar jawaban</h1>
      <p>
        Nilai: <strong data-testid="nilai-siswa">{attempt.grade ?? '–'}</strong> ({attempt.score ?? 0} dari {attempt.maxScore ?? 0} poin)
        {attempt.pendingEssays > 0 && <span className="badge text-bg-warning ms-2">{attempt.pendingEssays} uraian belum dinilai</span>}
      </p>
      {questions.map((q) => (
        <ReviewQuestionCard key={q.id} question={q} scoring={attempt.status === 'finished' ? { attemptId: attempt.id, onSaved: result.retry } : null} />
      ))}
    </section>
  );
}
