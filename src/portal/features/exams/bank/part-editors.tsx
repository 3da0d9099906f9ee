/** The type-specific part of the question form: options and keys, statements, pairs, blanks, rubric. */
import type { ReactNode } from 'react';
import type { ItemContentInput } from '../../../../shared/exams/item-schema.ts';
import { RichTextEditor } from '../../../components/ui/rich-text-editor.tsx';
import { nextId } from './item-defaults.ts';

type Part = { id: string; html: string };
interface Props {
  item: ItemContentInput;
  onChange: (item: ItemContentInput) => void;
  errors: Record<string, string[]>;
}

const letter = (i: number) => String.fromCharCode(65 + i);

function PartList({
  name,
  parts,
  onChange,
  errors,
  labelOf,
  extra,
  min = 1,
}: {
  name: string;
  parts: Part[];
  onChange: (parts: Part[]) => void;
  errors: Record<string, string[]>;
  labelOf: (i: number) => string;
  extra?: (p: Part, i: number) => ReactNode;
  min?: number;
}) {
  return (
    <div className="mb-2">
      {parts.map((p, i) => (
        <div key={p.id} className="border rounded p-2 mb-2">
          <RichTextEditor
            tools="question"
            id={`${name}-${p.id}`}
            label={labelOf(i)}
            value={p.html}
            minHeight="2.5rem"
            errors={errors[`content.${name}.${i}.html`] ?? errors[`content.${name}.${i}.id`]}
            onChange={(html) => onChange(parts.map((x) => (x.id === p.id ? { ...x, html } : x)))}
          />
          <div className="d-flex flex-wrap gap-3 align-items-center">
            {extra?.(p, i)}
            {parts.length > min && (
              <button type="button" className="btn btn-sm btn-link text-danger ms-auto" onClick={() => onChange(parts.filter((x) => x.id !== p.id))}>
                Hapus {labelOf(i).toLowerCase()}
              </button>
            )}
          </div>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        onClick={() =>
          onChange([
            ...parts,
            {
              id: nextId(
                parts.map((x) => x.id),
                name === 'options' ? '' : name[0],
              ),
              html: '',
            },
          ])
        }
      >
        + Tambah
      </button>
    </div>
  );
}

export function PartEditors({ item, onChange, errors }: Props) {
  const keyError = errors['content.key'];
  switch (item.type) {
    case 'single_choice':
      return (
        <fieldset>
          <legend className="h6">Pilihan jawaban</legend>
          <PartList
            name="options"
            parts={item.options}
            errors={errors}
            min={2}
            labelOf={(i) => `Pilihan ${letter(i)}`}
            onChange={(options) => onChange({ ...item, options })}
            extra={(p) => (
              <>
                <label className="form-check-label">
                  <input
                    type="radio"
                    className="form-check-input me-1"
                    name="kunci-pg"
                    checked={item.key === p.id}
                    onChange={() => onChange({ ...item, key: p.id })}
                  />{' '}
                  Kunci
                </label>
                {item.scoring === 'partial' && item.key !== p.id && (
                  <label className="small">
                    Skor parsial (0–1){' '}
                    <input
                      type="number"
                      min={0}
                      max={1}
                      step={0.25}
                      className="form-control form-control-sm d-inline-block"
                      style={{ width: '5rem' }}
                      value={(p as { credit?: number }).credit ?? ''}
                      onChange={(e) =>
                        onChange({
                          ...item,
                          options: item.options.map((o) => (o.id === p.id ? { ...o, credit: e.target.value === '' ? undefined : Number(e.target.value) } : o)),
                        })
                      }
                    />
                  </label>
                )}
              </>
            )}
          />
          {keyError && <p className="text-danger small">{keyError.join(' ')}</p>}
        </fieldset>
      );
    case 'multiple_choice':
      return (
        <fieldset>
          <legend className="h6">Pilihan jawaban (centang semua kunci)</legend>
          <PartList
            name="options"
            parts={item.options}
            errors={errors}
            min={2}
            labelOf={(i) => `Pilihan ${letter(i)}`}
            onChange={(options) => onChange({ ...item, options, key: item.key.filter((k) => options.some((o) => o.id === k)) })}
            extra={(p) => (
              <label className="form-check-label">
                <input
                  type="checkbox"
                  className="form-check-input me-1"
                  checked={item.key.includes(p.id)}
                  onChange={(e) => onChange({ ...item, key: e.target.checked ? [...item.key, p.id] : item.key.filter((k) => k !== p.id) })}
                />{' '}
                Kunci
              </label>
            )}
          />
          {keyError && <p className="text-danger small">{keyError.join(' ')}</p>}
        </fieldset>
      );
    case 'true_false': {
      const categories = item.categories ?? ['Benar', 'Salah'];
      return (
        <fieldset>
          <legend className="h6">Pernyataan dan kuncinya</legend>
          <div className="row g-2 mb-2">
            {categories.map((c, ci) => (
              <div className="col-auto" key={ci}>
                <label className="form-label small" htmlFor={`kategori-${ci}`}>
                  Kolom {ci + 1}
                </label>
                <input
                  id={`kategori-${ci}`}
                  className="form-control form-control-sm"
                  value={c}
                  onChange={(e) => onChange({ ...item, categories: categories.map((x, i) => (i === ci ? e.target.value : x)) })}
                />
              </div>
            ))}
          </div>
          <PartList
            name="statements"
            parts={item.statements}
            errors={errors}
            labelOf={(i) => `Pernyataan ${i + 1}`}
            onChange={(statements) => onChange({ ...item, statements })}
            extra={(p) =>
              categories.map((c, ci) => (
                <label key={ci} className="form-check-label">
                  <input
                    type="radio"
                    className="form-check-input me-1"
                    name={`kunci-${p.id}`}
                    checked={item.key[p.id] === ci}
                    onChange={() => onChange({ ...item, key: { ...item.key, [p.id]: ci } })}
                  />{' '}
                  {c}
                </label>
              ))
            }
          />
          {Object.entries(errors)
            .filter(([k]) => k.startsWith('content.key'))
            .map(([k, v]) => (
              <p key={k} className="text-danger small">
                {v.join(' ')}
              </p>
            ))}
        </fieldset>
      );
    }
    case 'matching':
      return (
        <fieldset>
          <legend className="h6">Pasangan</legend>
          <div className="row">
            <div className="col-md-6">
              <PartList
                name="premises"
                parts={item.premises}
                errors={errors}
                labelOf={(i) => `Pernyataan ${i + 1}`}
                onChange={(premises) => onChange({ ...item, premises })}
                extra={(p) => (
                  <label className="small">
                    Pasangannya{' '}
                    <select
                      className="form-select form-select-sm d-inline-block w-auto"
                      value={item.key[p.id] ?? ''}
                      onChange={(e) => onChange({ ...item, key: { ...item.key, [p.id]: e.target.value } })}
                    >
                      <option value="">— pilih —</option>
                      {item.responses.map((r, ri) => (
                        <option key={r.id} value={r.id}>
                          Pasangan {ri + 1}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              />
            </div>
            <div className="col-md-6">
              <PartList
                name="responses"
                parts={item.responses}
                errors={errors}
                labelOf={(i) => `Pasangan ${i + 1}`}
                onChange={(responses) => onChange({ ...item, responses })}
              />
              <p className="small text-body-secondary">Pasangan yang tidak dipakai menjadi pengecoh.</p>
            </div>
          </div>
          {Object.entries(errors)
            .filter(([k]) => k.startsWith('content.key'))
            .map(([k, v]) => (
              <p key={k} className="text-danger small">
                {v.join(' ')}
              </p>
            ))}
        </fieldset>
      );
    case 'short_answer':
      return (
        <fieldset>
          <legend className="h6">Isian dan jawaban yang diterima</legend>
          {item.blanks.map((b, i) => (
            <div key={b.id} className="border rounded p-2 mb-2">
              <div className="row g-2">
                <div className="col-md-4">
                  <label className="form-label small" htmlFor={`isian-label-${b.id}`}>
                    Label isian (opsional)
                  </label>
                  <input
                    id={`isian-label-${b.id}`}
                    className="form-control form-control-sm"
                    value={b.label ?? ''}
                    onChange={(e) => onChange({ ...item, blanks: item.blanks.map((x) => (x.id === b.id ? { ...x, label: e.target.value } : x)) })}
                  />
                </div>
                <div className="col-md-5">
                  <label className="form-label small" htmlFor={`isian-jawaban-${b.id}`}>
                    Jawaban benar (pisahkan dengan |)
                  </label>
                  <input
                    id={`isian-jawaban-${b.id}`}
                    className={`form-control form-control-sm${errors[`content.blanks.${i}.answers`] ? ' is-invalid' : ''}`}
                    value={b.answers.join(' | ')}
                    onChange={(e) =>
                      onChange({
                        ...item,
                        blanks: item.blanks.map((x) =>
                          x.id === b.id
                            ? {
                                ...x,
                                answers: e.target.value
                                  .split('|')
                                  .map((s) => s.trim())
                                  .filter(Boolean),
                              }
                            : x,
                        ),
                      })
                    }
                  />
                  {errors[`content.blanks.${i}.answers`] && <div className="invalid-feedback">{errors[`content.blanks.${i}.answers`].join(' ')}</div>}
                </div>
                <div className="col-md-3">
                  <label className="form-label small" htmlFor={`isian-cocok-${b.id}`}>
                    Dicocokkan sebagai
                  </label>
                  <select
                    id={`isian-cocok-${b.id}`}
                    className="form-select form-select-sm"
                    value={b.match ?? 'text'}
                    onChange={(e) =>
                      onChange({ ...item, blanks: item.blanks.map((x) => (x.id === b.id ? { ...x, match: e.target.value as 'text' | 'number' } : x)) })
                    }
                  >
                    <option value="text">Teks</option>
                    <option value="number">Angka (3,5 = 3.5)</option>
                  </select>
                </div>
              </div>
              {item.blanks.length > 1 && (
                <button
                  type="button"
                  className="btn btn-sm btn-link text-danger"
                  onClick={() => onChange({ ...item, blanks: item.blanks.filter((x) => x.id !== b.id) })}
                >
                  Hapus isian
                </button>
              )}
            </div>
          ))}
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() =>
              onChange({
                ...item,
                blanks: [
                  ...item.blanks,
                  {
                    id: nextId(
                      item.blanks.map((x) => x.id),
                      'b',
                    ),
                    answers: [],
                    match: 'text',
                    caseSensitive: false,
                  },
                ],
              })
            }
          >
            + Tambah isian
          </button>
        </fieldset>
      );
    case 'essay':
      return (
        <RichTextEditor
          tools="question"
          id="rubrik"
          label="Pedoman penskoran (tidak terlihat siswa)"
          value={item.rubric ?? ''}
          onChange={(rubric) => onChange({ ...item, rubric })}
        />
      );
  }
}
