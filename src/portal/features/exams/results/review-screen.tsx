/**
 * One student's paper with keys and scores (result_exercises_class_detail/:id/:enrol and the AKM
 * detail-view): where the teacher scores essays.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import Swal from 'sweetalert2';
import type { AnswerValue } from '../../../../shared/exams/answer-schema.ts';
import type { ItemContent } from '../../../../shared/exams/item-schema.ts';
import { ITEM_TYPE_LABELS } from '../../../../shared/exams/item-types.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { toFailure } from '../../../lib/api-failure.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { apiGet, apiPost } from '../ui/exam-api.ts';
import { RichHtml } from '../ui/rich-html.tsx';
import { AnswerAndKey } from './answer-text.tsx';

interface Review {
  attempt: { id: number; status: string; score: number | null; maxScore: number | null; grade: number | null; pendingEssays: number };
  questions: { number: number; id: number; content: ItemContent; answer: { value: AnswerValue | null; flagged: boolean } | null; score: number | null; max: number }[];
}

export default function ReviewScreen() {
  const params = useParams();
  const attemptId = Number(params.sd_exam_enroll_user_id ?? params.id2 ?? params.t_proc_result_exam_id);
  const result = useApiData(() => apiGet<Review>(`/exams/attempts/${attemptId}/review`));
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
        <article key={q.id} className="card mb-3" aria-labelledby={`soal-${q.id}`}>
          <div className="card-body">
            <h2 id={`soal-${q.id}`} className="h6">
              Soal {q.number} · {ITEM_TYPE_LABELS[q.content.type]} · skor {q.score ?? '–'} / {q.max}
              {q.answer?.flagged && <span className="badge text-bg-warning ms-2">ragu-ragu</span>}
            </h2>
            <RichHtml html={q.content.prompt} className="mb-2" />
            <AnswerAndKey item={q.content} value={q.answer?.value ?? null} />
            {q.content.type === 'essay' && attempt.status === 'finished' && q.answer && (
              <EssayScore attemptId={attempt.id} questionId={q.id} max={q.max} current={q.score} onSaved={result.retry} />
            )}
          </div>
        </article>
      ))}
    </section>
  );
}

function EssayScore({ attemptId, questionId, max, current, onSaved }: { attemptId: number; questionId: number; max: number; current: number | null; onSaved: () => void }) {
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      await apiPost(`/exams/attempts/${attemptId}/essay-score`, { questionId, score: Number(value.replace(',', '.')) });
      setError(null);
      void Swal.fire({ icon: 'success', title: 'Nilai uraian tersimpan', timer: 1500, showConfirmButton: false });
      onSaved();
    } catch (e) {
      const f = toFailure(e);
      setError(f.fieldErrors.score?.[0] ?? f.message);
    }
  };
  const id = `skor-${questionId}`;
  return (
    <div className="d-flex flex-wrap align-items-end gap-2 mt-2">
      <div>
        <label htmlFor={id} className="form-label small mb-0">
          Skor uraian (0–{max})
        </label>
        <input id={id} className={`form-control form-control-sm${error ? ' is-invalid' : ''}`} inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} style={{ width: '7rem' }} />
        {error && <div className="invalid-feedback d-block">{error}</div>}
      </div>
      <button type="button" className="btn btn-sm btn-primary" onClick={() => void save()}>
        Simpan skor
      </button>
    </div>
  );
}
