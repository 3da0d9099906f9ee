/**
 * /finance/beginning_balance_of_the_period: the period's opening balances, posted as one journal (the difference to
 * Ekuitas Saldo Awal), and the period lock: nothing may be posted on or before the locked date.
 */
import { useState } from 'react';
import { getSettingsContract, listAccountsContract, lockContract, openingContract } from '../../../shared/api/finance/ledger.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, rupiah, todayIso } from './ui.ts';

export default function OpeningScreen() {
  const result = useApiData(() => Promise.all([call(listAccountsContract, {}), call(getSettingsContract, {})]));
  const [date, setDate] = useState(`${todayIso().slice(0, 4)}-01-01`);
  const [values, setValues] = useState<Record<number, string>>({});
  const [lock, setLock] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat akun…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const [accounts, settings] = result.data;
  const balance = accounts.data.filter((a) => a.isActive && ['asset', 'liability', 'equity'].includes(a.type));
  const debitSide = (type: string) => type === 'asset';
  const post = async (e: React.FormEvent) => {
    e.preventDefault();
    const balances = balance
      .filter((a) => Number(values[a.id]) > 0)
      .map((a) => ({ accountId: a.id, debit: debitSide(a.type) ? Number(values[a.id]) : 0, credit: debitSide(a.type) ? 0 : Number(values[a.id]) }));
    if (await act(() => call(openingContract, { input: { date, balances } }), 'Saldo awal tercatat', setErrors)) setValues({});
  };
  const saveLock = async (value: string | null) => {
    if (await act(() => call(lockContract, { input: { lockedThrough: value } }), value ? 'Periode dikunci' : 'Kunci periode dibuka')) result.retry();
  };
  return (
    <section>
      <h1 className="h4">Saldo Awal Periode</h1>
      <div className="border rounded p-2 mb-3">
        <h2 className="h6">Kunci periode</h2>
        <p className="small mb-2">{settings.lockedThrough ? `Transaksi sampai ${settings.lockedThrough} sudah dikunci.` : 'Belum ada periode yang dikunci.'}</p>
        {settings.canEdit && (
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <div>
              <label className="form-label small" htmlFor="lock-date">
                Kunci sampai tanggal
              </label>
              <input
                id="lock-date"
                type="date"
                className="form-control form-control-sm"
                value={lock ?? settings.lockedThrough ?? ''}
                onChange={(e) => setLock(e.target.value)}
              />
            </div>
            <button type="button" className="btn btn-sm btn-warning" disabled={!lock} onClick={() => void saveLock(lock)}>
              Kunci periode
            </button>
            {settings.lockedThrough && (
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void saveLock(null)}>
                Buka kunci
              </button>
            )}
          </div>
        )}
      </div>
      {settings.canEdit && (
        <form aria-label="Saldo awal" onSubmit={(e) => void post(e)}>
          <div className="mb-2" style={{ maxWidth: 220 }}>
            <label className="form-label" htmlFor="op-date">
              Tanggal saldo awal
            </label>
            <input
              id="op-date"
              type="date"
              className={`form-control ${errors.date ? 'is-invalid' : ''}`}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            {errors.date && <div className="invalid-feedback">{errors.date[0]}</div>}
          </div>
          <p className="small text-body-secondary">
            Isi saldo tiap akun neraca (aset di debit, kewajiban dan ekuitas di kredit). Selisihnya dicatat ke Ekuitas Saldo Awal.
          </p>
          <ul className="list-group mb-2">
            {balance.map((a) => (
              <li key={a.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                <label htmlFor={`op-${a.id}`} className="me-auto">
                  {a.code} {a.name} <span className="small text-body-secondary">({debitSide(a.type) ? 'debit' : 'kredit'})</span>
                </label>
                <input
                  id={`op-${a.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  className="form-control form-control-sm"
                  style={{ width: 160 }}
                  value={values[a.id] ?? ''}
                  onChange={(e) => setValues({ ...values, [a.id]: e.target.value })}
                />
              </li>
            ))}
          </ul>
          {errors.balances && (
            <div className="text-danger small" role="alert">
              {errors.balances[0]}
            </div>
          )}
          <p className="small">Jumlah diisi: {rupiah(Object.values(values).reduce((s, v) => s + (Number(v) || 0), 0))}</p>
          <button type="submit" className="btn btn-primary">
            Catat saldo awal
          </button>
        </form>
      )}
    </section>
  );
}
