/**
 * The student's review of a practice attempt (result_exercisedetail/:id; :id = attempt id, ?riwayat=<history
 * id> for an earlier attempt): their answer next to the key and the score per question.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { ITEM_TYPE_LABELS } from '../../../../shared/exams/item-types.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { AnswerAndKey } from '../results/answer-text.tsx';
import { formatDateTime } from '../ui/format.ts';
import { RichHtml } from '../ui/rich-html.tsx';
import { ItemParts } from './item-parts.tsx';
import { forgetAttemptOnDevice, practiceReview } from './practice-api.ts';

export default function PracticeReviewScreen() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const historyId = Number(search.get('riwayat')) || null;
  return <Review key={`${id}:${historyId}`} attemptId={Number(id)} historyId={historyId} />;
}

function Review({ attemptId, historyId }: { attemptId: number; historyId: number | null }) {
  const result = useApiData(() => {
    // The attempt is finished: this device's copy of its answers has served its purpose.
    if (!historyId) forgetAttemptOnDevice(attemptId);
    return practiceReview(attemptId, historyId);
  });
  if (result.state === 'loading') return <Loading label="Memuat pembahasan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedule, attempt, questions } = result.data;
  const right = questions.filter((q) => q.score !== null && q.score >= q.max && q.max > 0).length;
  return (
    <section>
      <p className="small text-body-secondary mb-1">Pembahasan latihan{schedule.courseName ? ` · ${schedule.courseName}` : ''}</p>
      <h1 className="h4">{schedule.title}</h1>
      <div className="alert alert-primary">
        {attempt.attemptNo ? `Percobaan ke-${attempt.attemptNo}` : 'Percobaan terakhir'}
        {attempt.finishedAt ? `, selesai ${formatDateTime(attempt.finishedAt)}` : ''}
        <span className="d-block">
          Nilai: <strong data-testid="nilai-latihan">{attempt.grade ?? '–'}</strong> ({attempt.score ?? 0} dari {attempt.maxScore ?? 0} poin) · {right} dari{' '}
          {questions.length} soal benar
        </span>
        {attempt.pendingEssays > 0 && <span className="d-block small">{attempt.pendingEssays} soal uraian menunggu nilai dari guru.</span>}
      </div>
      {questions.map((q) => {
        const full = q.score !== null && q.max > 0 && q.score >= q.max;
        return (
          <article key={q.id} className={`card mb-3 border-${q.score === null ? 'warning' : full ? 'success' : 'danger'}`} aria-labelledby={`soal-${q.id}`}>
            <div className="card-body">
              <h2 id={`soal-${q.id}`} className="h6">
                Soal {q.number} · {ITEM_TYPE_LABELS[q.content.type]} · skor {q.score ?? 'belum dinilai'} / {q.max}
              </h2>
              {q.stimulus && (
                <details className="mb-2">
                  <summary className="small">Bacaan: {q.stimulus.title}</summary>
                  <RichHtml html={q.stimulus.html} className="small" />
                </details>
              )}
              <RichHtml html={q.content.prompt} className="mb-2" />
              <ItemParts item={q.content} />
              {!q.answer && <p className="small text-body-secondary mb-1">Tidak dijawab.</p>}
              <AnswerAndKey item={q.content} value={q.answer?.value ?? null} />
            </div>
          </article>
        );
      })}
      <div className="d-flex flex-wrap gap-3">
        <Link className="btn btn-primary" to={`/exercises_class_view_detail/${schedule.id}`}>
          Kembali ke latihan
        </Link>
        <Link className="align-self-center" to={`/resultexercises/${schedule.id}`}>
          Semua percobaan
        </Link>
      </div>
    </section>
  );
}
