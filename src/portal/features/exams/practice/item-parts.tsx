/**
 * The lettered and numbered parts of a question (options, statements, pairs), so a student reading the review
 * sees what "B" or "Pernyataan 2" was; the answer-and-key line below refers to them by letter and number.
 */
import type { ItemContent } from '../../../../shared/exams/item-schema.ts';
import { RichHtml } from '../ui/rich-html.tsx';

const letter = (i: number) => String.fromCharCode(65 + i);

function Parts({ parts, label }: { parts: { id: string; html: string }[]; label: (i: number) => string }) {
  return (
    <ul className="list-unstyled small mb-2">
      {parts.map((p, i) => (
        <li key={p.id} className="d-flex gap-2">
          <strong>{label(i)}</strong>
          <RichHtml html={p.html} as="span" />
        </li>
      ))}
    </ul>
  );
}

export function ItemParts({ item }: { item: ItemContent }) {
  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice':
      return <Parts parts={item.options} label={(i) => `${letter(i)}.`} />;
    case 'true_false':
      return <Parts parts={item.statements} label={(i) => `Pernyataan ${i + 1}:`} />;
    case 'matching':
      return (
        <>
          <Parts parts={item.premises} label={(i) => `Pernyataan ${i + 1}:`} />
          <Parts parts={item.responses} label={(i) => `${letter(i)}.`} />
        </>
      );
    default:
      return null;
  }
}
