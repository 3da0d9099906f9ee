import { isAnswered } from '../../../../shared/exams/answer-schema.ts';
import type { Entry } from './answer-queue.ts';

/** The numbered grid: answered, ragu-ragu, current; a tap jumps to the question's page. */
export function Navigator({
  order,
  entries,
  current,
  onPick,
}: {
  order: { questionId: number; number: number; page: number }[];
  entries: Record<string, Entry>;
  current: number;
  onPick: (page: number) => void;
}) {
  return (
    <nav aria-label="Daftar soal" className="exam-nav">
      <ol className="exam-nav-grid">
        {order.map((q) => {
          const e = entries[q.questionId];
          const state = e?.flagged ? 'is-flagged' : isAnswered(e?.value) ? 'is-answered' : '';
          const words = [e?.flagged ? 'ragu-ragu' : isAnswered(e?.value) ? 'sudah dijawab' : 'belum dijawab'];
          return (
            <li key={q.questionId}>
              <button
                type="button"
                className={`exam-nav-item ${state} ${q.page === current ? 'is-current' : ''}`}
                aria-current={q.page === current ? 'page' : undefined}
                aria-label={`Soal ${q.number}, ${words.join(', ')}`}
                onClick={() => onPick(q.page)}
              >
                {q.number}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="exam-nav-legend">
        <span className="exam-nav-item is-answered" aria-hidden="true" /> dijawab <span className="exam-nav-item is-flagged" aria-hidden="true" /> ragu-ragu{' '}
        <span className="exam-nav-item" aria-hidden="true" /> belum
      </p>
    </nav>
  );
}
