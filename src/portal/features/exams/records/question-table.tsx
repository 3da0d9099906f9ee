/**
 * Every question of one attempt as a table row: number, type, the answer and the key in short, score of the
 * weight, ragu-ragu, when the answer was last saved. An essay opens to its full answer and rubric and, for a
 * teacher or admin on a finished attempt, is scored in its row. The table scrolls inside its frame on a phone.
 */
import { useStore } from '@nanostores/react';
import { canManageExams } from '../../../../shared/exams/access.ts';
import { ITEM_TYPE_LABELS } from '../../../../shared/exams/item-types.ts';
import { AnswerAndKey } from '../results/answer-text.tsx';
import { EssayScore } from '../results/review-question.tsx';
import { $userType } from '../../../lib/session-store.ts';
import { formatDateTime } from '../ui/format.ts';
import { TableHead } from '../ui/table-head.tsx';
import { answerSummary, keySummary } from './answer-summary.ts';
import { formatGrade, type AttemptDetail } from './records-api.ts';

type Question = AttemptDetail['questions'][number];
type Scoring = { attemptId: number; onSaved: () => void } | null;

export function QuestionTable({ questions, attempt, onSaved }: { questions: Question[]; attempt: AttemptDetail['attempt']; onSaved: () => void }) {
  // Essays are scored once the attempt is finished, and only by those who may score (the principal reads).
  const manager = canManageExams(useStore($userType) ?? '');
  const scoring = manager && attempt.status === 'finished' ? { attemptId: attempt.id, onSaved } : null;
  if (questions.length === 0) return <p className="alert alert-light border">Jadwal ini belum punya soal.</p>;
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <TableHead columns={['No', 'Jenis', 'Jawaban', 'Kunci', 'Skor / Bobot', 'Ragu-ragu', 'Disimpan']} />
        <tbody>
          {questions.map((q) => (
            <QuestionRow key={q.id} question={q} scoring={scoring} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QuestionRow({ question: q, scoring }: { question: Question; scoring: Scoring }) {
  const value = q.answer?.value ?? null;
  const essay = q.content.type === 'essay';
  const right = q.score !== null && q.score >= q.max;
  return (
    <tr>
      <th scope="row">{q.number}</th>
      <td style={{ minWidth: '7rem' }}>{ITEM_TYPE_LABELS[q.content.type]}</td>
      {/* Wide enough that a statement list does not stack one word per line on a phone; the frame scrolls. */}
      <td style={{ minWidth: essay ? '14rem' : '9rem' }}>
        {essay && value ? (
          <details>
            <summary>{answerSummary(q.content, value)}</summary>
            <AnswerAndKey item={q.content} value={value} />
          </details>
        ) : (
          answerSummary(q.content, value)
        )}
      </td>
      <td style={{ minWidth: '9rem' }}>{keySummary(q.content)}</td>
      <td className="text-nowrap">
        {essay && scoring && q.answer ? (
          <EssayScore attemptId={scoring.attemptId} questionId={q.id} max={q.max} current={q.score} onSaved={scoring.onSaved} />
        ) : (
          <>
            {q.score === null ? '–' : formatGrade(q.score)} / {formatGrade(q.max)} {q.score !== null && (right ? '✓' : '✗')}
          </>
        )}
      </td>
      <td>{q.answer?.flagged ? <span className="badge text-bg-warning">ragu-ragu</span> : '–'}</td>
      <td className="text-nowrap small">{q.answer?.savedAt ? formatDateTime(q.answer.savedAt) : 'tidak dijawab'}</td>
    </tr>
  );
}
