/**
 * /financial_withdraw_school (Penarikan Dana Sekolah): the money families paid by virtual account waits at the
 * payment gateway until it is paid out to the school's bank. This screen shows what waits, the VA payments since
 * the last payout with the fee the bank-fee list gives them, and records a payout (less its fee).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { createSettlementContract, gatewayBalanceContract } from '../../../shared/api/finance/settlements.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { TableRegion } from './table-region.tsx';
import { act, routeTo, rupiah, todayIso } from './ui.ts';

export default function SettlementScreen() {
  const result = useApiData(() => call(gatewayBalanceContract, {}));
  const [amount, setAmount] = useState('');
  const [fee, setFee] = useState<string | null>(null);
  const [cashAccountId, setCash] = useState('');
  const [date, setDate] = useState(todayIso());
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat dana gateway…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const g = result.data;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await act(
      () =>
        call(createSettlementContract, {
          input: { date, amount: Number(amount || g.balance), fee: Number(fee ?? g.suggestedFee), cashAccountId: Number(cashAccountId) },
        }),
      'Pencairan tercatat',
      setErrors,
    );
    if (ok) {
      setAmount('');
      setFee(null);
      result.retry();
    }
  };
  return (
    <section>
      <h1 className="h4">Penarikan Dana Sekolah</h1>
      <p>
        Dana di payment gateway: <strong>{rupiah(g.balance)}</strong> · <Link to={routeTo('finance_report_va_transaction')}>Transaksi virtual account</Link> ·{' '}
        <Link to={routeTo('bank_administration_fees')}>Biaya administrasi</Link>
      </p>
      <TableRegion label="Pembayaran VA sejak pencairan terakhir">
        <thead>
          <tr>
            <th scope="col">Bank VA</th>
            <th scope="col" className="text-end">
              Transaksi
            </th>
            <th scope="col" className="text-end">
              Jumlah
            </th>
            <th scope="col" className="text-end">
              Biaya/transaksi
            </th>
            <th scope="col" className="text-end">
              Biaya
            </th>
          </tr>
        </thead>
        <tbody>
          {g.pending.length === 0 && (
            <tr>
              <td colSpan={5}>Belum ada pembayaran VA sejak pencairan terakhir.</td>
            </tr>
          )}
          {g.pending.map((p) => (
            <tr key={p.bank}>
              <td>{p.bank}</td>
              <td className="text-end">{p.count}</td>
              <td className="text-end">{rupiah(p.amount)}</td>
              <td className="text-end">{rupiah(p.feePerTransaction)}</td>
              <td className="text-end">{rupiah(p.fee)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      {g.canEdit && (
        <form aria-label="Catat pencairan" className="border rounded p-2 mb-3" style={{ maxWidth: 560 }} onSubmit={(e) => void submit(e)}>
          <h2 className="h6">Catat pencairan ke rekening sekolah</h2>
          <div className="row g-2 mb-2">
            <div className="col-6">
              <label className="form-label" htmlFor="st-amount">
                Jumlah dicairkan
              </label>
              <input
                id="st-amount"
                type="number"
                inputMode="numeric"
                className={`form-control ${errors.amount ? 'is-invalid' : ''}`}
                placeholder={String(g.balance)}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
              {errors.amount && <div className="invalid-feedback">{errors.amount[0]}</div>}
            </div>
            <div className="col-6">
              <label className="form-label" htmlFor="st-fee">
                Biaya administrasi
              </label>
              <input
                id="st-fee"
                type="number"
                inputMode="numeric"
                className={`form-control ${errors.fee ? 'is-invalid' : ''}`}
                value={fee ?? String(g.suggestedFee)}
                onChange={(e) => setFee(e.target.value)}
              />
              {errors.fee && <div className="invalid-feedback">{errors.fee[0]}</div>}
            </div>
            <div className="col-6">
              <label className="form-label" htmlFor="st-bank">
                Masuk ke
              </label>
              <select
                id="st-bank"
                className={`form-select ${errors.cashAccountId ? 'is-invalid' : ''}`}
                value={cashAccountId}
                onChange={(e) => setCash(e.target.value)}
              >
                <option value="">Pilih akun bank</option>
                {g.cashAccounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.code} {a.name}
                  </option>
                ))}
              </select>
              {errors.cashAccountId && <div className="invalid-feedback">{errors.cashAccountId[0]}</div>}
            </div>
            <div className="col-6">
              <label className="form-label" htmlFor="st-date">
                Tanggal
              </label>
              <input id="st-date" type="date" className="form-control" value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
          </div>
          <button type="submit" className="btn btn-primary" disabled={g.balance <= 0}>
            Catat pencairan
          </button>
        </form>
      )}
      <h2 className="h6">Riwayat pencairan</h2>
      <ul className="list-group">
        {g.settlements.length === 0 && <li className="list-group-item small">Belum ada pencairan.</li>}
        {g.settlements.map((s) => (
          <li key={s.id} className="list-group-item d-flex flex-wrap gap-2">
            <Link to={routeTo('finance_general_journal_jurnal', { id: s.id })}>{s.number}</Link>
            <span className="small">{s.date}</span>
            <span className="small">{s.description}</span>
            <span className="ms-auto">{rupiah(s.total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
