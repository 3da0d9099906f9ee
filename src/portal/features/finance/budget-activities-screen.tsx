/**
 * /finance/budget_project_activity?budget=: a budget's activities (kegiatan) with component, expense account,
 * volume × unit cost, and what has been spent; add, change and remove while a draft; submit to the foundation.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  createBudgetItemContract,
  deleteBudgetItemContract,
  getBudgetContract,
  listBudgetsContract,
  submitBudgetContract,
  updateBudgetItemContract,
} from '../../../shared/api/finance/budgets.ts';
import { BUDGET_CATEGORIES, BUDGET_CATEGORY_LABELS, BUDGET_STATUS_LABELS, FUND_SOURCE_LABELS } from '../../../shared/finance/schemas.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { STATUS_BADGE } from './budget-ui.ts';
import { TableRegion } from './table-region.tsx';
import { act, routeTo, rupiah } from './ui.ts';

export default function BudgetActivitiesScreen() {
  const [params, setParams] = useSearchParams();
  const budgetId = Number(params.get('budget')) || null;
  const budgets = useApiData(() => call(listBudgetsContract, {}));
  return (
    <section>
      <Link to={routeTo('finance_budget_project')} className="small">
        ← Anggaran Proyek
      </Link>
      <h1 className="h4 mt-2">Anggaran Kegiatan</h1>
      {budgets.state === 'ready' && (
        <div className="mb-3" style={{ maxWidth: 420 }}>
          <label className="form-label" htmlFor="ba-budget">
            Anggaran
          </label>
          <select id="ba-budget" className="form-select" value={budgetId ?? ''} onChange={(e) => setParams(e.target.value ? { budget: e.target.value } : {})}>
            <option value="">Pilih anggaran</option>
            {budgets.data.data.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({b.fiscalYear})
              </option>
            ))}
          </select>
        </div>
      )}
      {budgetId && <Activities key={budgetId} budgetId={budgetId} />}
    </section>
  );
}

type Draft = {
  id: number | null;
  name: string;
  category: (typeof BUDGET_CATEGORIES)[number];
  accountId: string;
  month: string;
  volume: string;
  unit: string;
  unitCost: string;
};
const blank: Draft = { id: null, name: '', category: 'pembelajaran', accountId: '', month: '', volume: '1', unit: 'paket', unitCost: '' };

function Activities({ budgetId }: { budgetId: number }) {
  const result = useApiData(() => call(getBudgetContract, { params: { id: budgetId } }));
  const [draft, setDraft] = useState<Draft>(blank);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat kegiatan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const b = result.data;
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = {
      name: draft.name,
      category: draft.category,
      accountId: Number(draft.accountId),
      month: draft.month || null,
      volume: Number(draft.volume),
      unit: draft.unit,
      unitCost: Number(draft.unitCost),
    };
    const ok = await act(
      () =>
        draft.id === null
          ? call(createBudgetItemContract, { params: { id: budgetId }, input })
          : call(updateBudgetItemContract, { params: { id: budgetId, itemId: draft.id }, input }),
      'Kegiatan tersimpan',
      setErrors,
    );
    if (ok) {
      setDraft(blank);
      result.retry();
    }
  };
  const err = (k: string) => errors[k]?.[0];
  return (
    <div>
      <p>
        <strong>{b.name}</strong> · {b.fiscalYear} · {FUND_SOURCE_LABELS[b.fundSource]} ·{' '}
        <span className={`badge ${STATUS_BADGE[b.status]}`}>{BUDGET_STATUS_LABELS[b.status]}</span> · rencana <strong>{rupiah(b.planned)}</strong> · realisasi{' '}
        {rupiah(b.realized)}
      </p>
      {b.status === 'rejected' && b.decisionNote && <div className="alert alert-warning">Dikembalikan yayasan: {b.decisionNote}</div>}
      <TableRegion label="Kegiatan anggaran">
        <thead>
          <tr>
            <th scope="col">Kegiatan</th>
            <th scope="col">Komponen</th>
            <th scope="col">Akun</th>
            <th scope="col" className="text-end">
              Volume × harga
            </th>
            <th scope="col" className="text-end">
              Jumlah
            </th>
            <th scope="col" className="text-end">
              Realisasi
            </th>
            {b.canEdit && (
              <th scope="col">
                <span className="visually-hidden">Aksi</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {b.activities.length === 0 && (
            <tr>
              <td colSpan={7}>Belum ada kegiatan.</td>
            </tr>
          )}
          {b.activities.map((a) => (
            <tr key={a.id}>
              <td>
                {a.name}
                {a.month ? <div className="small text-body-secondary">{a.month}</div> : null}
              </td>
              <td className="small">{BUDGET_CATEGORY_LABELS[a.category]}</td>
              <td className="small">
                {a.accountCode} {a.accountName}
              </td>
              <td className="text-end small">
                {a.volume} {a.unit} × {rupiah(a.unitCost)}
              </td>
              <td className="text-end">{rupiah(a.amount)}</td>
              <td className="text-end">{rupiah(a.realized)}</td>
              {b.canEdit && (
                <td className="text-nowrap">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary me-1"
                    aria-label={`Ubah ${a.name}`}
                    onClick={() =>
                      setDraft({
                        id: a.id,
                        name: a.name,
                        category: a.category,
                        accountId: String(a.accountId),
                        month: a.month ?? '',
                        volume: String(a.volume),
                        unit: a.unit,
                        unitCost: String(a.unitCost),
                      })
                    }
                  >
                    Ubah
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`Hapus ${a.name}`}
                    onClick={() =>
                      void act(() => call(deleteBudgetItemContract, { params: { id: budgetId, itemId: a.id } }), 'Kegiatan dihapus').then(
                        (ok) => ok && result.retry(),
                      )
                    }
                  >
                    Hapus
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </TableRegion>
      {b.canEdit && (
        <>
          <form aria-label={draft.id === null ? 'Tambah kegiatan' : 'Ubah kegiatan'} className="border rounded p-2 mb-3" onSubmit={(e) => void save(e)}>
            <h2 className="h6">{draft.id === null ? 'Tambah kegiatan' : 'Ubah kegiatan'}</h2>
            <div className="row g-2">
              <div className="col-12 col-md-6">
                <label className="form-label small" htmlFor="bi-name">
                  Nama kegiatan
                </label>
                <input
                  id="bi-name"
                  className={`form-control form-control-sm ${err('name') ? 'is-invalid' : ''}`}
                  value={draft.name}
                  onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                />
                {err('name') && <div className="invalid-feedback">{err('name')}</div>}
              </div>
              <div className="col-12 col-md-6">
                <label className="form-label small" htmlFor="bi-cat">
                  Komponen
                </label>
                <select
                  id="bi-cat"
                  className="form-select form-select-sm"
                  value={draft.category}
                  onChange={(e) => setDraft({ ...draft, category: e.target.value as Draft['category'] })}
                >
                  {BUDGET_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {BUDGET_CATEGORY_LABELS[c]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="col-12 col-md-6">
                <label className="form-label small" htmlFor="bi-acc">
                  Akun beban
                </label>
                <select
                  id="bi-acc"
                  className={`form-select form-select-sm ${err('accountId') ? 'is-invalid' : ''}`}
                  value={draft.accountId}
                  onChange={(e) => setDraft({ ...draft, accountId: e.target.value })}
                >
                  <option value="">Pilih akun</option>
                  {b.accounts.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.code} {a.name}
                    </option>
                  ))}
                </select>
                {err('accountId') && <div className="invalid-feedback">{err('accountId')}</div>}
              </div>
              <div className="col-6 col-md-2">
                <label className="form-label small" htmlFor="bi-vol">
                  Volume
                </label>
                <input
                  id="bi-vol"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  className={`form-control form-control-sm ${err('volume') ? 'is-invalid' : ''}`}
                  value={draft.volume}
                  onChange={(e) => setDraft({ ...draft, volume: e.target.value })}
                />
              </div>
              <div className="col-6 col-md-2">
                <label className="form-label small" htmlFor="bi-unit">
                  Satuan
                </label>
                <input
                  id="bi-unit"
                  className="form-control form-control-sm"
                  value={draft.unit}
                  onChange={(e) => setDraft({ ...draft, unit: e.target.value })}
                />
              </div>
              <div className="col-6 col-md-2">
                <label className="form-label small" htmlFor="bi-cost">
                  Harga satuan
                </label>
                <input
                  id="bi-cost"
                  type="number"
                  inputMode="numeric"
                  className={`form-control form-control-sm ${err('unitCost') ? 'is-invalid' : ''}`}
                  value={draft.unitCost}
                  onChange={(e) => setDraft({ ...draft, unitCost: e.target.value })}
                />
                {err('unitCost') && <div className="invalid-feedback">{err('unitCost')}</div>}
              </div>
              <div className="col-6 col-md-3">
                <label className="form-label small" htmlFor="bi-month">
                  Bulan (opsional)
                </label>
                <input
                  id="bi-month"
                  type="month"
                  className="form-control form-control-sm"
                  value={draft.month}
                  onChange={(e) => setDraft({ ...draft, month: e.target.value })}
                />
              </div>
            </div>
            <div className="d-flex gap-2 mt-2 align-items-center">
              <span className="small">Jumlah {rupiah((Number(draft.volume) || 0) * (Number(draft.unitCost) || 0))}</span>
              {draft.id !== null && (
                <button type="button" className="btn btn-sm btn-link" onClick={() => setDraft(blank)}>
                  Batal ubah
                </button>
              )}
              <button type="submit" className="btn btn-sm btn-primary ms-auto">
                Simpan kegiatan
              </button>
            </div>
          </form>
          {errors.items && (
            <div className="text-danger small" role="alert">
              {errors.items[0]}
            </div>
          )}
          <button
            type="button"
            className="btn btn-success"
            disabled={!b.activities.length}
            onClick={() =>
              void act(() => call(submitBudgetContract, { params: { id: budgetId } }), 'Anggaran diajukan ke yayasan', setErrors).then(
                (ok) => ok && result.retry(),
              )
            }
          >
            Ajukan ke yayasan
          </button>
        </>
      )}
    </div>
  );
}
