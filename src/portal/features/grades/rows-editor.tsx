/** A small editor of a list of rows (extracurriculars, achievements, PKL places): one input per field, add and remove. */
export interface RowField<T> {
  key: keyof T & string;
  label: string;
  type?: 'text' | 'number';
  /** Bootstrap column classes of the field. */
  width: string;
}

export function RowsEditor<T extends Record<string, string | number>>({
  legend,
  rows,
  fields,
  blank,
  addLabel,
  onChange,
  errorOf,
}: {
  legend: string;
  rows: T[];
  fields: RowField<T>[];
  blank: T;
  addLabel: string;
  onChange: (rows: T[]) => void;
  errorOf?: (row: number, key: string) => string | undefined;
}) {
  const set = (i: number, key: keyof T, value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: typeof blank[key] === 'number' ? Number(value) : value } : r)));
  return (
    <fieldset className="mb-2">
      <legend className="h6 mb-1">{legend}</legend>
      {rows.map((row, i) => (
        <div className="row g-1 mb-1" key={i}>
          {fields.map((f) => {
            const error = errorOf?.(i, f.key);
            return (
              <div className={f.width} key={f.key}>
                <input
                  aria-label={`${f.label} ${i + 1}`}
                  placeholder={f.label}
                  type={f.type ?? 'text'}
                  className={`form-control form-control-sm ${error ? 'is-invalid' : ''}`}
                  value={row[f.key]}
                  onChange={(e) => set(i, f.key, e.target.value)}
                />
                {error && <div className="invalid-feedback">{error}</div>}
              </div>
            );
          })}
          <div className="col-2 col-md-1">
            <button
              type="button"
              className="btn btn-sm btn-outline-danger w-100"
              aria-label={`Hapus ${legend.toLowerCase()} ${i + 1}`}
              onClick={() => onChange(rows.filter((_r, j) => j !== i))}
            >
              ×
            </button>
          </div>
        </div>
      ))}
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onChange([...rows, { ...blank }])}>
        {addLabel}
      </button>
    </fieldset>
  );
}
