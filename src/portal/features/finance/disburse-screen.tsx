/**
 * /cashout_funding (Pencairan Dana): pays an approved budget activity from a cash or bank account. What is left of
 * each activity is shown; the journal is a cash-out whose expense line names the activity (its realization).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { disburseContract, disbursableContract } from '../../../shared/api/finance/budgets.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { TableRegion } from './table-region.tsx';
import { act, routeTo, rupiah, todayIso } from './ui.ts';

export default function DisburseScreen() {
  const result = useApiData(() => call(disbursableContract, {}));
  const [itemId, setItem] = useState(0);
  const [amount, setAmount] = useState('');
  const [cashAccountId, setCash] = useState('');
  const [date, setDate] = useState(todayIso());
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat anggaran yang disetujui…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const activities = d.budgets.flatMap((b) => b.activities.map((a) => ({ ...a, budgetName: b.name })));
  const chosen = activities.find((a) => a.id === itemId);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    const ok = await act(
      () =>
        call(disburseContract, {
          params: { id: chosen.id },
          input: { amount: Number(amount), cashAccountId: Number(cashAccountId), date, description: description || `Pencairan ${chosen.name}` },
        }),
      'Pencairan tercatat',
      setErrors,
    );
    if (ok) {
      setAmount('');
      setDescription('');
      result.retry();
    }
  };
  return (
    <section>
      <h1 className="h4">Pencairan Dana Anggaran</h1>
      {activities.length === 0 && (
        <p>
          Belum ada anggaran yang disetujui yayasan. <Link to={routeTo('finance_budget_project')}>Lihat anggaran</Link>
        </p>
      )}
      {activities.length > 0 && d.canEdit && (
        <form aria-label="Pencairan dana" className="border rounded p-2 mb-3" style={{ maxWidth: 620 }} onSubmit={(e) => void submit(e)}>
          <div className="mb-2">
            <label className="form-label" htmlFor="cf-item">
              Kegiatan
            </label>
            <select id="cf-item" className="form-select" value={itemId} onChange={(e) => setItem(Number(e.target.value))}>
              <option value={0}>Pilih kegiatan</option>
              {activities.map((a) => (
                <option key={a.id} value={a.id} disabled={a.remaining <= 0}>
                  {a.budgetName} · {a.name} — sisa {rupiah(a.remaining)}
                </option>
              ))}
            </select>
          </div>
          <div className="row g-2 mb-2">
            <div className="col-6">
              <label className="form-label" htmlFor="cf-amount">
                Jumlah (Rp)
              </label>
              <input
                id="cf-amount"
                type="number"
                inputMode="numeric"
                className={`form-control ${errors.amount ? 'is-invalid' : ''}`}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
              {errors.amount && <div className="invalid-feedback">{errors.amount[0]}</div>}
            </div>
            <div className="col-6">
              <label className="form-label" htmlFor="cf-date">
                Tanggal
              </label>
              <input
                id="cf-date"
                type="date"
                className={`form-control ${errors.date ? 'is-invalid' : ''}`}
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
              {errors.date && <div className="invalid-feedback">{errors.date[0]}</div>}
            </div>
            <div className="col-12 col-md-6">
              <label className="form-label" htmlFor="cf-cash">
                Dibayar dari
              </label>
              <select
                id="cf-cash"
                className={`form-select ${errors.cashAccountId ? 'is-invalid' : ''}`}
                value={cashAccountId}
                onChange={(e) => setCash(e.target.value)}
              >
                <option value="">Pilih akun kas/bank</option>
                {d.cashAccounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.code} {a.name}
                  </option>
                ))}
              </select>
              {errors.cashAccountId && <div className="invalid-feedback">{errors.cashAccountId[0]}</div>}
            </div>
            <div className="col-12 col-md-6">
              <label className="form-label" htmlFor="cf-desc">
                Keterangan
              </label>
              <input
                id="cf-desc"
                className="form-control"
                placeholder={chosen ? `Pencairan ${chosen.name}` : ''}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
              />
            </div>
          </div>
          <button type="submit" className="btn btn-primary" disabled={!chosen}>
            Cairkan dana
          </button>
        </form>
      )}
      <h2 className="h6">Pencairan terakhir</h2>
      <TableRegion label="Pencairan terakhir">
        <thead>
          <tr>
            <th scope="col">Tanggal</th>
            <th scope="col">Nomor</th>
            <th scope="col">Kegiatan</th>
            <th scope="col" className="text-end">
              Jumlah
            </th>
          </tr>
        </thead>
        <tbody>
          {d.recent.length === 0 && (
            <tr>
              <td colSpan={4}>Belum ada pencairan.</td>
            </tr>
          )}
          {d.recent.map((r) => (
            <tr key={`${r.journalId}-${r.itemId}`}>
              <td>{r.date}</td>
              <td>
                <Link to={routeTo('finance_cash_out_detail', { id: r.journalId })}>{r.number}</Link>
              </td>
              <td>{r.itemName}</td>
              <td className="text-end">{rupiah(r.amount)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </section>
  );
}
