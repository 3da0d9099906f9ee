/** /finance/report/trial-balance, /neraca_finance: every account's balance up to a date; Total Debit equals Total Kredit. */
import { useState } from 'react';
import { trialBalanceContract } from '../../../shared/api/finance/ledger.ts';
import { ACCOUNT_TYPE_LABELS } from '../../../shared/finance/permissions.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { rupiah, todayIso } from './ui.ts';

export default function TrialBalanceScreen() {
  const [to, setTo] = useState(todayIso());
  const result = useApiData(() => call(trialBalanceContract, { input: { to } }));
  return (
    <section>
      <h1 className="h4">Neraca Saldo</h1>
      <div className="mb-3" style={{ maxWidth: 220 }}>
        <label className="form-label" htmlFor="tb-to">
          Sampai tanggal
        </label>
        <input
          id="tb-to"
          type="date"
          className="form-control"
          value={to}
          onChange={(e) => {
            if (e.target.value) {
              setTo(e.target.value);
              result.retry();
            }
          }}
        />
      </div>
      {result.state === 'loading' && <Loading label="Menghitung neraca saldo…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption>Neraca saldo per {result.data.to}</caption>
            <thead>
              <tr>
                <th>Kode</th>
                <th>Akun</th>
                <th className="d-none d-sm-table-cell">Jenis</th>
                <th className="text-end">Debit</th>
                <th className="text-end">Kredit</th>
              </tr>
            </thead>
            <tbody>
              {result.data.rows.map((r) => (
                <tr key={r.accountId}>
                  <td>{r.code}</td>
                  <td>{r.name}</td>
                  <td className="d-none d-sm-table-cell">{ACCOUNT_TYPE_LABELS[r.type]}</td>
                  <td className="text-end">{r.debit ? rupiah(r.debit) : ''}</td>
                  <td className="text-end">{r.credit ? rupiah(r.credit) : ''}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="fw-semibold">
              <tr>
                <td colSpan={2}>Total Debit / Total Kredit</td>
                <td className="d-none d-sm-table-cell" />
                <td className="text-end" aria-label="Total Debit">
                  {rupiah(result.data.totalDebit)}
                </td>
                <td className="text-end" aria-label="Total Kredit">
                  {rupiah(result.data.totalCredit)}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className={result.data.totalDebit === result.data.totalCredit ? 'text-success' : 'text-danger'}>
            {result.data.totalDebit === result.data.totalCredit ? 'Seimbang: Total Debit sama dengan Total Kredit.' : 'Tidak seimbang!'}
          </p>
        </div>
      )}
    </section>
  );
}
