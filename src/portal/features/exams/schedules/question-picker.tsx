import { useEffect, useState } from 'react';
import { ITEM_TYPE_LABELS } from '../../../../shared/exams/item-types.ts';
import type { OutputOf } from '../../../../shared/api/contract.ts';
import { listQuestionsContract } from '../../../../shared/api/exams/bank.ts';
import { call } from '../../../lib/api.ts';

type Row = OutputOf<typeof listQuestionsContract>['data'][number];

/** Fixed paper: tick the bank's questions (of the chosen course and grade); order follows the bank. */
export function QuestionPicker({
  courseId,
  grade,
  value,
  onChange,
}: {
  courseId: number | null;
  grade: number | null;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    call(listQuestionsContract, { input: { perPage: 200, ...(courseId ? { courseId } : {}), ...(grade ? { grade } : {}) } }).then(
      (r) => setRows(r.data),
      () => setRows([]),
    );
  }, [courseId, grade]);
  if (!rows) return <p className="text-body-secondary">Memuat soal…</p>;
  const all = rows.length > 0 && rows.every((r) => value.includes(r.id));
  return (
    <div className="border rounded p-2" style={{ maxHeight: '22rem', overflow: 'auto' }}>
      <label className="form-check mb-2">
        <input type="checkbox" className="form-check-input" checked={all} onChange={(e) => onChange(e.target.checked ? rows.map((r) => r.id) : [])} />
        <span className="form-check-label fw-semibold">Pilih semua ({rows.length} soal di bank)</span>
      </label>
      {rows.map((r) => (
        <label key={r.id} className="form-check">
          <input
            type="checkbox"
            className="form-check-input"
            checked={value.includes(r.id)}
            onChange={(e) => onChange(e.target.checked ? [...value, r.id] : value.filter((id) => id !== r.id))}
          />
          <span className="form-check-label">
            {r.summary}{' '}
            <span className="small text-body-secondary">
              · {ITEM_TYPE_LABELS[r.type]} · bobot {r.weight}
              {r.stimulusTitle ? ` · ${r.stimulusTitle}` : ''}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
