/**
 * /finance/foundation_approve_budget_project: the foundation's desk. Budgets its schools submitted, waiting
 * ones first, each with its activities; approve, or send back with a reason for the school to revise.
 */
import { useState } from 'react';
import { decideBudgetContract, foundationBudgetsContract } from '../../../shared/api/finance/budgets.ts';
import { BUDGET_CATEGORY_LABELS, BUDGET_STATUS_LABELS, FUND_SOURCE_LABELS } from '../../../shared/finance/schemas.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { STATUS_BADGE } from './budget-ui.ts';
import { TableRegion } from './table-region.tsx';
import { act, rupiah } from './ui.ts';

export default function BudgetApprovalScreen() {
  const result = useApiData(() => call(foundationBudgetsContract, {}));
  const [notes, setNotes] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, FieldErrorMap>>({});
  if (result.state === 'loading') return <Loading label="Memuat anggaran sekolah…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const decide = async (id: number, decision: 'approve' | 'reject') => {
    const ok = await act(
      () => call(decideBudgetContract, { params: { id }, input: { decision, note: notes[id] || null } }),
      decision === 'approve' ? 'Anggaran disetujui' : 'Anggaran dikembalikan',
      (e) => setErrors({ ...errors, [id]: e }),
    );
    if (ok) result.retry();
  };
  const waiting = result.data.data.filter((b) => b.status === 'submitted').length;
  return (
    <section>
      <h1 className="h4">Persetujuan Anggaran Yayasan</h1>
      <p>{waiting ? `${waiting} anggaran menunggu persetujuan.` : 'Tidak ada anggaran yang menunggu persetujuan.'}</p>
      {result.data.data.map((b) => (
        <article key={b.id} className="border rounded p-2 mb-3" aria-label={`${b.schoolName}: ${b.name}`}>
          <div className="d-flex flex-wrap gap-2 align-items-baseline">
            <h2 className="h6 mb-0">
              {b.schoolName} · {b.name}
            </h2>
            <span className="small">
              {b.fiscalYear} · {FUND_SOURCE_LABELS[b.fundSource]}
            </span>
            <span className={`badge ${STATUS_BADGE[b.status]}`}>{BUDGET_STATUS_LABELS[b.status]}</span>
            <span className="ms-auto fw-semibold">{rupiah(b.planned)}</span>
          </div>
          {b.decisionNote && <p className="small mb-1">Catatan: {b.decisionNote}</p>}
          <details open={b.status === 'submitted'}>
            <summary className="small">{b.items} kegiatan</summary>
            <TableRegion label={`Kegiatan ${b.name}`}>
              <thead>
                <tr>
                  <th scope="col">Kegiatan</th>
                  <th scope="col">Komponen</th>
                  <th scope="col" className="text-end">
                    Jumlah
                  </th>
                  <th scope="col" className="text-end">
                    Realisasi
                  </th>
                </tr>
              </thead>
              <tbody>
                {b.activities.map((a) => (
                  <tr key={a.id}>
                    <td>{a.name}</td>
                    <td className="small">{BUDGET_CATEGORY_LABELS[a.category]}</td>
                    <td className="text-end">{rupiah(a.amount)}</td>
                    <td className="text-end">{rupiah(a.realized)}</td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          </details>
          {b.status === 'submitted' && result.data.canDecide && (
            <div className="d-flex flex-wrap gap-2 align-items-end">
              <div className="flex-grow-1">
                <label className="form-label small" htmlFor={`note-${b.id}`}>
                  Catatan yayasan
                </label>
                <input
                  id={`note-${b.id}`}
                  className={`form-control form-control-sm ${errors[b.id]?.note ? 'is-invalid' : ''}`}
                  value={notes[b.id] ?? ''}
                  onChange={(e) => setNotes({ ...notes, [b.id]: e.target.value })}
                />
                {errors[b.id]?.note && <div className="invalid-feedback">{errors[b.id].note[0]}</div>}
              </div>
              <button type="button" className="btn btn-sm btn-success" onClick={() => void decide(b.id, 'approve')}>
                Setujui
              </button>
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void decide(b.id, 'reject')}>
                Kembalikan
              </button>
            </div>
          )}
        </article>
      ))}
    </section>
  );
}
