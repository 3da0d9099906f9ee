/** /finance/report/va-transaction: every virtual-account notification in a range: paid (with its receipt) or waiting to be matched. */
import { useState } from 'react';
import { Link } from 'react-router';
import { vaTransactionsContract } from '../../../shared/api/finance/gateway.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ExportButton } from './export-button.tsx';
import { TableRegion } from './table-region.tsx';
import { routeTo, rupiah, todayIso } from './ui.ts';

const STATUS: Record<string, [string, string]> = {
  paid: ['Dibayarkan', 'text-bg-success'],
  unmatched: ['Belum cocok', 'text-bg-warning'],
  rejected: ['Ditolak', 'text-bg-danger'],
};

export default function VaReportScreen() {
  const [from, setFrom] = useState(`${todayIso().slice(0, 7)}-01`);
  const [to, setTo] = useState(todayIso());
  const result = useApiData(() => call(vaTransactionsContract, { input: { from, to } }));
  const change = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    if (e.target.value) {
      set(e.target.value);
      result.retry();
    }
  };
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">Transaksi Virtual Account</h1>
        <Link className="btn btn-sm btn-outline-secondary" to={routeTo('financial_withdraw_school')}>
          Pencairan dana
        </Link>
        <ExportButton report="va-transactions" query={{ from, to }} />
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div>
          <label className="form-label small" htmlFor="va-from">
            Dari
          </label>
          <input id="va-from" type="date" className="form-control form-control-sm" value={from} onChange={change(setFrom)} />
        </div>
        <div>
          <label className="form-label small" htmlFor="va-to">
            Sampai
          </label>
          <input id="va-to" type="date" className="form-control form-control-sm" value={to} onChange={change(setTo)} />
        </div>
      </div>
      {result.state === 'loading' && <Loading label="Memuat transaksi VA…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          <p>
            {result.data.paidCount} pembayaran, jumlah <strong>{rupiah(result.data.paidTotal)}</strong>
            {result.data.unmatched ? ` · ${result.data.unmatched} belum cocok` : ''}
          </p>
          <TableRegion label="Transaksi virtual account">
            <thead>
              <tr>
                <th scope="col">Diterima</th>
                <th scope="col">Penyedia</th>
                <th scope="col">Nomor VA</th>
                <th scope="col">Siswa</th>
                <th scope="col" className="text-end">
                  Jumlah
                </th>
                <th scope="col">Status</th>
                <th scope="col">Kuitansi</th>
              </tr>
            </thead>
            <tbody>
              {result.data.data.length === 0 && (
                <tr>
                  <td colSpan={7}>Tidak ada transaksi pada rentang ini.</td>
                </tr>
              )}
              {result.data.data.map((r) => (
                <tr key={r.id}>
                  <td className="small">{new Date(r.receivedAt).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })}</td>
                  <td>{r.provider}</td>
                  <td>{r.vaNumber ?? '-'}</td>
                  <td>{r.studentName ?? '-'}</td>
                  <td className="text-end">{rupiah(r.amount)}</td>
                  <td>
                    <span className={`badge ${STATUS[r.status]?.[1] ?? 'text-bg-light'}`}>{STATUS[r.status]?.[0] ?? r.status}</span>
                    {r.message ? <div className="small">{r.message}</div> : null}
                  </td>
                  <td>{r.paymentId ? <Link to={routeTo('financial_payment_1', { id: r.paymentId })}>{r.receiptNumber}</Link> : '-'}</td>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        </>
      )}
    </section>
  );
}
