import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldDef } from '../../../shared/resources/types.ts';
import { fetchOptions, type Option } from './resource-client.ts';

interface PickerProps {
  id: string;
  field: FieldDef;
  /** The chosen id(s), as text. */
  value: string | string[];
  onChange: (value: string | string[]) => void;
  /** Names of the records already chosen (from the record's labels). */
  labels: Record<string, string>;
  invalid?: boolean;
  describedBy?: string;
  /** In a filter bar: an empty choice reads "Semua". */
  emptyLabel?: string;
}

type Mode = { kind: 'loading' } | { kind: 'failed' } | { kind: 'select'; options: Option[] } | { kind: 'search' };

/**
 * Picks records of another resource. A short list (a school's classes, courses, rombel) is a native select,
 * which phones show best; a long one (600 students) becomes a search box with results to tap.
 */
export function ReferencePicker({ id, field, value, onChange, labels, invalid, describedBy, emptyLabel }: PickerProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'loading' });
  const [known, setKnown] = useState<Record<string, string>>(labels);
  const multiple = field.kind === 'references';
  const chosen = useMemo(() => (Array.isArray(value) ? value : value ? [value] : []), [value]);

  useEffect(() => {
    const abort = new AbortController();
    fetchOptions(field.reference!, {}, abort.signal).then(
      (r) => setMode(r.more ? { kind: 'search' } : { kind: 'select', options: r.data }),
      () => !abort.signal.aborted && setMode({ kind: 'failed' }),
    );
    return () => abort.abort();
  }, [field.reference]);

  useEffect(() => setKnown((k) => ({ ...labels, ...k })), [labels]);

  if (mode.kind === 'loading') {
    return (
      <select id={id} className="form-select" disabled aria-describedby={describedBy}>
        <option>Memuat pilihan…</option>
      </select>
    );
  }
  if (mode.kind === 'failed') {
    return (
      <input id={id} className="form-control is-invalid" disabled value="Pilihan gagal dimuat. Muat ulang halaman." aria-describedby={describedBy} readOnly />
    );
  }
  if (mode.kind === 'select' && !multiple) {
    return (
      <select
        id={id}
        className={`form-select${invalid ? ' is-invalid' : ''}`}
        value={chosen[0] ?? ''}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <option value="">{emptyLabel ?? (field.required ? '— Pilih —' : '— Tidak ada —')}</option>
        {mode.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.hint ? `${o.label} (${o.hint})` : o.label}
          </option>
        ))}
      </select>
    );
  }
  if (mode.kind === 'select') {
    return (
      <fieldset id={id} className={`picker-checks${invalid ? ' is-invalid' : ''}`} aria-describedby={describedBy}>
        <legend className="visually-hidden">{field.label}</legend>
        {mode.options.map((o) => (
          <div className="form-check" key={o.value}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-${o.value}`}
              checked={chosen.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
            />
            <label className="form-check-label" htmlFor={`${id}-${o.value}`}>
              {o.label} {o.hint && <small className="text-body-secondary">{o.hint}</small>}
            </label>
          </div>
        ))}
      </fieldset>
    );
  }
  return (
    <SearchPicker
      id={id}
      field={field}
      chosen={chosen}
      known={known}
      invalid={invalid}
      describedBy={describedBy}
      onPick={(option) => {
        setKnown((k) => ({ ...k, [option.value]: option.label }));
        onChange(multiple ? [...chosen.filter((v) => v !== option.value), option.value] : option.value);
      }}
      onRemove={(removed) => onChange(multiple ? chosen.filter((v) => v !== removed) : '')}
    />
  );
}

interface SearchPickerProps {
  id: string;
  field: FieldDef;
  chosen: string[];
  known: Record<string, string>;
  invalid?: boolean;
  describedBy?: string;
  onPick: (option: Option) => void;
  onRemove: (value: string) => void;
}

function SearchPicker({ id, field, chosen, known, invalid, describedBy, onPick, onRemove }: SearchPickerProps) {
  const [q, setQ] = useState('');
  const [results, setResults] = useState<Option[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (!q.trim()) {
      setResults(null);
      return;
    }
    const abort = new AbortController();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      fetchOptions(field.reference!, { q: q.trim() }, abort.signal).then(
        (r) => setResults(r.data),
        () => !abort.signal.aborted && setResults([]),
      );
    }, 250);
    return () => {
      clearTimeout(timer.current);
      abort.abort();
    };
  }, [q, field.reference]);

  return (
    <div className="search-picker">
      {chosen.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={`${field.label} terpilih`}>
          {chosen.map((v) => (
            <li key={v} className="badge text-bg-light border d-inline-flex align-items-center gap-1 fw-normal fs-6">
              {known[v] ?? `#${v}`}
              <button type="button" className="btn-close btn-close-sm ms-1" aria-label={`Hapus ${known[v] ?? v}`} onClick={() => onRemove(v)} />
            </li>
          ))}
        </ul>
      )}
      <>
        <input
          id={id}
          type="search"
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          placeholder="Ketik untuk mencari…"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
        />
        {results && (
          <ul className="list-group mt-1 picker-results" aria-label={`Hasil pencarian ${field.label}`}>
            {results.length === 0 && <li className="list-group-item text-body-secondary">Tidak ada yang cocok.</li>}
            {results.map((o) => (
              <li key={o.value} className="list-group-item p-0">
                <button
                  type="button"
                  className="btn w-100 text-start"
                  onClick={() => {
                    onPick(o);
                    setQ('');
                  }}
                >
                  {o.label} {o.hint && <small className="text-body-secondary">{o.hint}</small>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </>
    </div>
  );
}
