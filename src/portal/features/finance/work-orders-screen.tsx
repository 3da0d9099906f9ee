/**
 * /finance/work_order (Perintah Kerja): the bendahara asks to spend (vendor, work, expense account, optionally an
 * RKAS activity), the principal approves or rejects, and an approved order is paid once as a cash-out journal.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { createWorkOrderContract, decideWorkOrderContract, listWorkOrdersContract, payWorkOrderContract } from '../../../shared/api/finance/work-orders.ts';
import { WORK_ORDER_STATUS_LABELS } from '../../../shared/finance/schemas.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo, rupiah, todayIso } from './ui.ts';

const BADGE = { submitted: 'text-bg-warning', approved: 'text-bg-info', rejected: 'text-bg-secondary', paid: 'text-bg-success' } as const;

export default function WorkOrdersScreen() {
  const result = useApiData(() => call(listWorkOrdersContract, {}));
  const [form, setForm] = useState({ date: todayIso(), vendor: '', description: '', accountId: '', budgetItemId: '', amount: '' });
  const [payFrom, setPayFrom] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat perintah kerja…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await act(
      () =>
        call(createWorkOrderContract, {
          input: {
            date: form.date,
            vendor: form.vendor,
            description: form.description,
            accountId: Number(form.accountId),
            budgetItemId: Number(form.budgetItemId) || null,
            amount: Number(form.amount),
          },
        }),
      'Perintah kerja diajukan',
      setErrors,
    );
    if (ok) {
      setForm({ ...form, vendor: '', description: '', amount: '' });
      result.retry();
    }
  };
  const decide = (id: number, decision: 'approve' | 'reject') =>
    act(() => call(decideWorkOrderContract, { params: { id }, input: { decision } }), decision === 'approve' ? 'Disetujui' : 'Ditolak').then(
      (ok) => ok && result.retry(),
    );
  const pay = (id: number) =>
    act(
      () => call(payWorkOrderContract, { params: { id }, input: { cashAccountId: Number(payFrom[id] ?? d.cashAccounts[0]?.id), date: todayIso() } }),
      'Perintah kerja dibayar',
    ).then((ok) => ok && result.retry());
  const err = (k: string) => errors[k]?.[0];
  const field = (k: keyof typeof form) => ({
    value: form[k],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm({ ...form, [k]: e.target.value }),
  });
  return (
    <section>
      <h1 className="h4">Perintah Kerja</h1>
      {d.data.length === 0 && <p>Belum ada perintah kerja.</p>}
      {d.data.map((o) => (
        <article key={o.id} className="border rounded p-2 mb-2" aria-label={`Perintah kerja ${o.number}`}>
          <div className="d-flex flex-wrap gap-2 align-items-baseline">
            <strong>{o.number}</strong>
            <span className="small">{o.date}</span>
            <span className={`badge ${BADGE[o.status]}`}>{WORK_ORDER_STATUS_LABELS[o.status]}</span>
            <span className="ms-auto fw-semibold">{rupiah(o.amount)}</span>
          </div>
          <div>
            {o.vendor}: {o.description}
          </div>
          <div className="small text-body-secondary">
            {o.accountCode} {o.accountName}
            {o.itemName ? ` · kegiatan ${o.itemName}` : ''}
            {o.requestedByName ? ` · diajukan ${o.requestedByName}` : ''}
            {o.decisionNote ? ` · ${o.decisionNote}` : ''}
          </div>
          {o.journalId && (
            <Link className="small" to={routeTo('finance_cash_out_detail', { id: o.journalId })}>
              Jurnal {o.journalNumber}
            </Link>
          )}
          <div className="d-flex flex-wrap gap-2 mt-1">
            {o.status === 'submitted' && d.canDecide && (
              <>
                <button type="button" className="btn btn-sm btn-success" onClick={() => void decide(o.id, 'approve')}>
                  Setujui
                </button>
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void decide(o.id, 'reject')}>
                  Tolak
                </button>
              </>
            )}
            {o.status === 'approved' && d.canPay && (
              <>
                <label className="visually-hidden" htmlFor={`wo-cash-${o.id}`}>
                  Bayar {o.number} dari
                </label>
                <select
                  id={`wo-cash-${o.id}`}
                  className="form-select form-select-sm w-auto"
                  value={payFrom[o.id] ?? d.cashAccounts[0]?.id ?? ''}
                  onChange={(e) => setPayFrom({ ...payFrom, [o.id]: e.target.value })}
                >
                  {d.cashAccounts.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.code} {a.name}
                    </option>
                  ))}
                </select>
                <button type="button" className="btn btn-sm btn-primary" onClick={() => void pay(o.id)}>
                  Bayar
                </button>
              </>
            )}
          </div>
        </article>
      ))}
      {d.canCreate && (
        <form aria-label="Perintah kerja baru" className="border rounded p-2 mt-3" style={{ maxWidth: 620 }} onSubmit={(e) => void submit(e)}>
          <h2 className="h6">Perintah kerja baru</h2>
          <div className="row g-2 mb-2">
            <div className="col-6">
              <label className="form-label small" htmlFor="wo-date">
                Tanggal
              </label>
              <input id="wo-date" type="date" className="form-control form-control-sm" {...field('date')} />
            </div>
            <div className="col-6">
              <label className="form-label small" htmlFor="wo-amount">
                Nilai (Rp)
              </label>
              <input
                id="wo-amount"
                type="number"
                inputMode="numeric"
                className={`form-control form-control-sm ${err('amount') ? 'is-invalid' : ''}`}
                {...field('amount')}
              />
              {err('amount') && <div className="invalid-feedback">{err('amount')}</div>}
            </div>
            <div className="col-12">
              <label className="form-label small" htmlFor="wo-vendor">
                Pelaksana/vendor
              </label>
              <input id="wo-vendor" className={`form-control form-control-sm ${err('vendor') ? 'is-invalid' : ''}`} {...field('vendor')} />
              {err('vendor') && <div className="invalid-feedback">{err('vendor')}</div>}
            </div>
            <div className="col-12">
              <label className="form-label small" htmlFor="wo-desc">
                Uraian pekerjaan
              </label>
              <input id="wo-desc" className={`form-control form-control-sm ${err('description') ? 'is-invalid' : ''}`} {...field('description')} />
              {err('description') && <div className="invalid-feedback">{err('description')}</div>}
            </div>
            <div className="col-12 col-md-6">
              <label className="form-label small" htmlFor="wo-acc">
                Akun beban
              </label>
              <select id="wo-acc" className={`form-select form-select-sm ${err('accountId') ? 'is-invalid' : ''}`} {...field('accountId')}>
                <option value="">Pilih akun</option>
                {d.expenseAccounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.code} {a.name}
                  </option>
                ))}
              </select>
              {err('accountId') && <div className="invalid-feedback">{err('accountId')}</div>}
            </div>
            <div className="col-12 col-md-6">
              <label className="form-label small" htmlFor="wo-item">
                Kegiatan anggaran (opsional)
              </label>
              <select id="wo-item" className="form-select form-select-sm" {...field('budgetItemId')}>
                <option value="">Tanpa kegiatan</option>
                {d.budgetItems.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.budgetName} · {i.name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit" className="btn btn-primary btn-sm">
            Ajukan perintah kerja
          </button>
        </form>
      )}
    </section>
  );
}
