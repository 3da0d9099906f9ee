import type { AnswerValue } from '../../../../shared/exams/answer-schema.ts';
import type { ItemContent } from '../../../../shared/exams/item-schema.ts';
import { RichHtml } from '../ui/rich-html.tsx';

/** A student's answer next to the key, for the teacher's review. */
export function AnswerAndKey({ item, value }: { item: ItemContent; value: AnswerValue | null }) {
  const letter = (ids: { id: string }[], id: string | null | undefined) => {
    const i = ids.findIndex((p) => p.id === id);
    return i < 0 ? '–' : String.fromCharCode(65 + i);
  };
  switch (item.type) {
    case 'single_choice':
      return <Pair given={letter(item.options, value && 'choice' in value ? value.choice : null)} keyText={letter(item.options, item.key)} />;
    case 'multiple_choice':
      return (
        <Pair
          given={
            (value && 'choices' in value ? value.choices : [])
              .map((c) => letter(item.options, c))
              .sort()
              .join(', ') || '–'
          }
          keyText={item.key
            .map((k) => letter(item.options, k))
            .sort()
            .join(', ')}
        />
      );
    case 'true_false':
      return (
        <ul className="small mb-0">
          {item.statements.map((s, i) => {
            const given = value && 'categories' in value ? value.categories[s.id] : undefined;
            return (
              <li key={s.id}>
                Pernyataan {i + 1}: {given === undefined ? '–' : item.categories[given]} (kunci: {item.categories[item.key[s.id]]}){' '}
                {given === item.key[s.id] ? '✓' : '✗'}
              </li>
            );
          })}
        </ul>
      );
    case 'matching':
      return (
        <ul className="small mb-0">
          {item.premises.map((p, i) => {
            const given = value && 'pairs' in value ? value.pairs[p.id] : null;
            return (
              <li key={p.id}>
                Pernyataan {i + 1} → {letter(item.responses, given)} (kunci: {letter(item.responses, item.key[p.id])}) {given === item.key[p.id] ? '✓' : '✗'}
              </li>
            );
          })}
        </ul>
      );
    case 'short_answer':
      return (
        <ul className="small mb-0">
          {item.blanks.map((b) => (
            <li key={b.id}>
              Jawaban: <strong>{(value && 'texts' in value ? value.texts[b.id] : '') || '–'}</strong> (diterima: {b.answers.join(' / ')})
            </li>
          ))}
        </ul>
      );
    case 'essay':
      return (
        <div>
          <p className="small text-body-secondary mb-1">Jawaban siswa:</p>
          <blockquote className="border-start ps-2" style={{ whiteSpace: 'pre-wrap' }}>
            {(value && 'text' in value ? value.text : '') || '(tidak dijawab)'}
          </blockquote>
          {item.rubric && (
            <details>
              <summary className="small">Pedoman penskoran</summary>
              <RichHtml html={item.rubric} className="small" />
            </details>
          )}
        </div>
      );
  }
}

function Pair({ given, keyText }: { given: string; keyText: string }) {
  return (
    <p className="small mb-0">
      Jawaban: <strong>{given}</strong> · Kunci: {keyText} {given === keyText ? '✓' : '✗'}
    </p>
  );
}
