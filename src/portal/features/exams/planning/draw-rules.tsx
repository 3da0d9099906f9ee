/** A drawn paper: how many questions of each type to take from the bank (remedial and collective forms). */
import { ITEM_TYPE_LABELS, ITEM_TYPES, type ItemType } from '../../../../shared/exams/item-types.ts';

export type Rule = { type: ItemType; count: number };

export function DrawRules({ idPrefix, rules, onChange }: { idPrefix: string; rules: Rule[]; onChange: (rules: Rule[]) => void }) {
  const patch = (i: number, p: Partial<Rule>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...p } : r)));
  return (
    <div>
      {rules.map((r, i) => (
        <div key={i} className="d-flex gap-2 mb-1 align-items-center">
          <label className="visually-hidden" htmlFor={`${idPrefix}-jenis-${i}`}>
            Jenis soal
          </label>
          <select
            id={`${idPrefix}-jenis-${i}`}
            className="form-select form-select-sm w-auto"
            value={r.type}
            onChange={(e) => patch(i, { type: e.target.value as ItemType })}
          >
            {ITEM_TYPES.map((t) => (
              <option key={t} value={t}>
                {ITEM_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor={`${idPrefix}-jumlah-${i}`}>
            Jumlah soal
          </label>
          <input
            id={`${idPrefix}-jumlah-${i}`}
            type="number"
            min={1}
            className="form-control form-control-sm"
            style={{ width: '5rem' }}
            value={r.count}
            onChange={(e) => patch(i, { count: Number(e.target.value) })}
          />
          {rules.length > 1 && (
            <button type="button" className="btn btn-sm btn-link text-danger" onClick={() => onChange(rules.filter((_, j) => j !== i))}>
              Hapus
            </button>
          )}
        </div>
      ))}
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onChange([...rules, { type: 'single_choice', count: 5 }])}>
        + Jenis soal
      </button>
    </div>
  );
}
