import type { AnswerValue } from '../../../../shared/exams/answer-schema.ts';
import type { StudentItem } from '../../../../shared/exams/student-view.ts';
import { RichHtml } from '../ui/rich-html.tsx';

/** One question on the exam screen, by type. `onAnswer` gets the whole new answer; text waits for a pause. */
interface Props {
  questionId: number;
  number: number;
  item: StudentItem;
  value: AnswerValue | null;
  disabled: boolean;
  onAnswer: (value: AnswerValue, typing?: boolean) => void;
}

const letter = (i: number) => String.fromCharCode(65 + i);

export function QuestionView({ questionId, number, item, value, disabled, onAnswer }: Props) {
  const name = `soal-${questionId}`;
  return (
    <fieldset className="exam-question" disabled={disabled} aria-labelledby={`${name}-judul`}>
      <legend id={`${name}-judul`} className="exam-question-number">
        Soal {number}
      </legend>
      <RichHtml html={item.prompt} className="exam-prompt" />
      {(item.type === 'single_choice' || item.type === 'multiple_choice') && (
        <div className="exam-options">
          {item.type === 'multiple_choice' && <p className="exam-hint">Pilih semua jawaban yang benar.</p>}
          {item.options.map((o, i) => {
            const single = item.type === 'single_choice';
            const chosen = single ? value && 'choice' in value && value.choice === o.id : value && 'choices' in value && value.choices.includes(o.id);
            const toggle = () => {
              if (single) return onAnswer({ choice: o.id });
              const now = value && 'choices' in value ? value.choices : [];
              onAnswer({ choices: now.includes(o.id) ? now.filter((c) => c !== o.id) : [...now, o.id] });
            };
            return (
              <label key={o.id} className={`exam-option${chosen ? ' is-chosen' : ''}`}>
                <input type={single ? 'radio' : 'checkbox'} name={name} checked={Boolean(chosen)} onChange={toggle} />
                <span className="exam-option-letter" aria-hidden="true">
                  {letter(i)}
                </span>
                <RichHtml html={o.html} as="span" />
              </label>
            );
          })}
        </div>
      )}
      {item.type === 'true_false' && (
        <table className="table exam-table">
          <thead>
            <tr>
              <th scope="col">Pernyataan</th>
              {item.categories.map((c) => (
                <th key={c} scope="col" className="text-center">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {item.statements.map((s, i) => {
              const current = value && 'categories' in value ? value.categories : {};
              return (
                <tr key={s.id}>
                  <td>
                    <RichHtml html={s.html} as="span" />
                  </td>
                  {item.categories.map((c, ci) => (
                    <td key={c} className="text-center">
                      <input
                        type="radio"
                        className="form-check-input exam-big-check"
                        name={`${name}-${s.id}`}
                        aria-label={`Pernyataan ${i + 1}: ${c}`}
                        checked={current[s.id] === ci}
                        onChange={() => onAnswer({ categories: { ...current, [s.id]: ci } })}
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {item.type === 'matching' && (
        <div className="exam-matching">
          {item.premises.map((p, i) => {
            const pairs = value && 'pairs' in value ? value.pairs : {};
            return (
              <div key={p.id} className="exam-pair">
                <label htmlFor={`${name}-${p.id}`} className="exam-pair-left">
                  <span className="visually-hidden">Pernyataan {i + 1}: </span>
                  <RichHtml html={p.html} as="span" />
                </label>
                <select
                  id={`${name}-${p.id}`}
                  className="form-select"
                  value={pairs[p.id] ?? ''}
                  onChange={(e) => onAnswer({ pairs: { ...pairs, [p.id]: e.target.value || null } })}
                >
                  <option value="">— pilih pasangan —</option>
                  {item.responses.map((r) => (
                    <option key={r.id} value={r.id}>
                      {plain(r.html)}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </div>
      )}
      {item.type === 'short_answer' &&
        item.blanks.map((b, i) => {
          const texts = value && 'texts' in value ? value.texts : {};
          return (
            <div key={b.id} className="mb-3">
              <label htmlFor={`${name}-${b.id}`} className="form-label">
                {b.label || (item.blanks.length > 1 ? `Isian ${i + 1}` : 'Jawaban')}
              </label>
              <input
                id={`${name}-${b.id}`}
                className="form-control form-control-lg"
                autoComplete="off"
                value={texts[b.id] ?? ''}
                maxLength={500}
                onChange={(e) => onAnswer({ texts: { ...texts, [b.id]: e.target.value } }, true)}
              />
            </div>
          );
        })}
      {item.type === 'essay' && (
        <div className="mb-3">
          <label htmlFor={`${name}-uraian`} className="form-label">
            Jawaban uraian
          </label>
          <textarea
            id={`${name}-uraian`}
            className="form-control"
            rows={8}
            maxLength={20000}
            value={value && 'text' in value ? value.text : ''}
            onChange={(e) => onAnswer({ text: e.target.value }, true)}
          />
        </div>
      )}
    </fieldset>
  );
}

/** The text of a small HTML fragment, for <option> (which cannot hold markup). */
function plain(html: string): string {
  const div = document.createElement('div');
  div.innerHTML = html;
  div.querySelectorAll('annotation').forEach((a) => a.remove());
  return (div.textContent ?? '').replace(/\s+/g, ' ').trim();
}
