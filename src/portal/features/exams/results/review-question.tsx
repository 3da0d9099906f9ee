/**
 * One question of a student's paper as the teacher reviews it: the prompt, the answer next to the key, the
 * score, and for an essay of a finished attempt the field to score it. Shared by the results review and the
 * record screens (history, the newer per-student page).
 */
import { useState } from 'react';
import Swal from 'sweetalert2';
import type { AnswerValue } from '../../../../shared/exams/answer-schema.ts';
import type { ItemContent } from '../../../../shared/exams/item-schema.ts';
import { ITEM_TYPE_LABELS } from '../../../../shared/exams/item-types.ts';
import { toFailure } from '../../../lib/api-failure.ts';
import { essayScoreContract } from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';
import { RichHtml } from '../ui/rich-html.tsx';
import { AnswerAndKey } from './answer-text.tsx';

export interface ReviewQuestion {
  number: number;
  id: number;
  stimulusId?: number | null;
  content: ItemContent;
  answer: { value: AnswerValue | null; flagged: boolean; savedAt?: string | null } | null;
  score: number | null;
  max: number;
}

/** `scoring`: the attempt whose essays may be scored here, or null (an archived or unfinished attempt). */
export function ReviewQuestionCard({ question: q, scoring }: { question: ReviewQuestion; scoring: { attemptId: number; onSaved: () => void } | null }) {
  return (
    <article className="card mb-3" aria-labelledby={`soal-${q.id}`}>
      <div className="card-body">
        <h2 id={`soal-${q.id}`} className="h6">
          Soal {q.number} · {ITEM_TYPE_LABELS[q.content.type]} · skor {q.score ?? '–'} / {q.max}
          {q.answer?.flagged && <span className="badge text-bg-warning ms-2">ragu-ragu</span>}
        </h2>
        <RichHtml html={q.content.prompt} className="mb-2" />
        <AnswerAndKey item={q.content} value={q.answer?.value ?? null} />
        {q.content.type === 'essay' && scoring && q.answer && (
          <EssayScore attemptId={scoring.attemptId} questionId={q.id} max={q.max} current={q.score} onSaved={scoring.onSaved} />
        )}
      </div>
    </article>
  );
}

export function EssayScore({
  attemptId,
  questionId,
  max,
  current,
  onSaved,
}: {
  attemptId: number;
  questionId: number;
  max: number;
  current: number | null;
  onSaved: () => void;
}) {
  const [value, setValue] = useState(current === null ? '' : String(current));
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      await call(essayScoreContract, { params: { id: attemptId }, input: { questionId, score: Number(value.replace(',', '.')) } });
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
        <input
          id={id}
          className={`form-control form-control-sm${error ? ' is-invalid' : ''}`}
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          style={{ width: '7rem' }}
        />
        {error && <div className="invalid-feedback d-block">{error}</div>}
      </div>
      <button type="button" className="btn btn-sm btn-primary" onClick={() => void save()}>
        Simpan skor
      </button>
    </div>
  );
}
