/** /finance/report/account-ledger: one account's lines with the opening and running balance (buku besar). */
import { useState } from 'react';
import { Link } from 'react-router';
import { ledgerContract } from '../../../shared/api/finance/ledger.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo, rupiah, todayIso } from './ui.ts';

export default function LedgerScreen() {
  const [accountId, setAccount] = useState<number | undefined>(undefined);
  const [from, setFrom] = useState(`${todayIso().slice(0, 7)}-01`);
  const [to, setTo] = useState(todayIso());
  const result = useApiData(() => call(ledgerContract, { input: { accountId, from, to } }));
  const change = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    if (e.target.value) {
      set(e.target.value);
      result.retry();
    }
  };
  return (
    <section>
      <h1 className="h4">Buku Besar</h1>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div>
          <label className="form-label small" htmlFor="bb-acc">
            Akun
          </label>
          <select
            id="bb-acc"
            className="form-select form-select-sm"
            value={result.state === 'ready' ? result.data.account.id : (accountId ?? '')}
            onChange={(e) => {
              setAccount(Number(e.target.value));
              result.retry();
            }}
          >
            {result.state === 'ready' &&
              result.data.accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.code} {a.name}
                </option>
              ))}
          </select>
        </div>
        <div>
          <label className="form-label small" htmlFor="bb-from">
            Dari
          </label>
          <input id="bb-from" type="date" className="form-control form-control-sm" value={from} onChange={change(setFrom)} />
        </div>
        <div>
          <label className="form-label small" htmlFor="bb-to">
            Sampai
          </label>
          <input id="bb-to" type="date" className="form-control form-control-sm" value={to} onChange={change(setTo)} />
        </div>
      </div>
      {result.state === 'loading' && <Loading label="Memuat buku besar…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption>
              {result.data.account.code} {result.data.account.name}
            </caption>
            <thead>
              <tr>
                <th>Tanggal</th>
                <th>Jurnal</th>
                <th className="text-end">Debit</th>
                <th className="text-end">Kredit</th>
                <th className="text-end">Saldo</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={4}>Saldo awal</td>
                <td className="text-end">{rupiah(result.data.openingBalance)}</td>
              </tr>
              {result.data.rows.map((r, i) => (
                <tr key={i}>
                  <td>{r.date}</td>
                  <td>
                    <Link to={routeTo('finance_general_journal_detail', { id: r.journalId })}>{r.number}</Link>
                    <div className="small text-body-secondary">{r.description}</div>
                  </td>
                  <td className="text-end">{r.debit ? rupiah(r.debit) : ''}</td>
                  <td className="text-end">{r.credit ? rupiah(r.credit) : ''}</td>
                  <td className="text-end">{rupiah(r.balance)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="fw-semibold">
              <tr>
                <td colSpan={2}>Saldo akhir</td>
                <td className="text-end">{rupiah(result.data.totalDebit)}</td>
                <td className="text-end">{rupiah(result.data.totalCredit)}</td>
                <td className="text-end">{rupiah(result.data.closingBalance)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
