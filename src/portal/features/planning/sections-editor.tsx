/**
 * The structured editor of a document or a template: its sections in order, each a heading, a hint (templates)
 * and rich text. Templates may add, remove and reorder sections; a document keeps its template's structure.
 */
import type { PlanSection } from '../../../shared/planning/model.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';

interface Props {
  sections: PlanSection[];
  onChange: (sections: PlanSection[]) => void;
  /** Templates: headings and hints are editable and sections can be added, removed and moved. */
  structure?: boolean;
  readOnly?: boolean;
  errors?: FieldErrorMap;
}

const keyOf = (title: string, taken: readonly string[]) => {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '')
      .slice(0, 30) || 'bagian';
  let key = base;
  for (let i = 2; taken.includes(key); i++) key = `${base}_${i}`;
  return key;
};

export function SectionsEditor({ sections, onChange, structure = false, readOnly = false, errors = {} }: Props) {
  const set = (i: number, patch: Partial<PlanSection>) => onChange(sections.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const move = (i: number, by: number) => {
    const next = [...sections];
    const [item] = next.splice(i, 1);
    next.splice(i + by, 0, item);
    onChange(next);
  };
  const add = () => {
    const title = `Bagian ${sections.length + 1}`;
    onChange([
      ...sections,
      {
        key: keyOf(
          title,
          sections.map((s) => s.key),
        ),
        title,
        hint: '',
        body: '',
      },
    ]);
  };
  return (
    <div>
      {errors.sections?.length ? (
        <div className="alert alert-danger py-2" role="alert">
          {errors.sections.join(' ')}
        </div>
      ) : null}
      {sections.map((s, i) => (
        <section key={s.key} className="border rounded p-2 mb-3" aria-label={s.title}>
          {structure && !readOnly ? (
            <div className="row g-2 mb-2">
              <div className="col-12 col-md-6">
                <label className="form-label small mb-0" htmlFor={`judul-${s.key}`}>
                  Judul bagian {i + 1}
                </label>
                <input
                  id={`judul-${s.key}`}
                  className={`form-control form-control-sm${errors[`sections.${i}.title`] ? ' is-invalid' : ''}`}
                  value={s.title}
                  onChange={(e) => set(i, { title: e.target.value })}
                />
              </div>
              <div className="col-12 col-md-6">
                <label className="form-label small mb-0" htmlFor={`petunjuk-${s.key}`}>
                  Petunjuk bagi guru
                </label>
                <input
                  id={`petunjuk-${s.key}`}
                  className="form-control form-control-sm"
                  value={s.hint ?? ''}
                  onChange={(e) => set(i, { hint: e.target.value })}
                />
              </div>
            </div>
          ) : null}
          <RichTextEditor
            id={`isi-${s.key}`}
            label={structure ? `Isi awal ${s.title}` : `${String.fromCharCode(65 + (i % 26))}. ${s.title}`}
            hint={structure ? undefined : s.hint}
            value={s.body}
            onChange={(body) => set(i, { body })}
            errors={errors[`sections.${i}.body`]}
            readOnly={readOnly}
          />
          {structure && !readOnly && (
            <div className="d-flex flex-wrap gap-1">
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={i === 0} onClick={() => move(i, -1)}>
                Naikkan {s.title}
              </button>
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={i === sections.length - 1} onClick={() => move(i, 1)}>
                Turunkan {s.title}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={sections.length === 1}
                onClick={() => onChange(sections.filter((_, j) => j !== i))}
              >
                Hapus {s.title}
              </button>
            </div>
          )}
        </section>
      ))}
      {structure && !readOnly && (
        <button type="button" className="btn btn-sm btn-outline-primary mb-3" onClick={add}>
          Tambah bagian
        </button>
      )}
    </div>
  );
}
