/** /school_bank_saving_mutation: the savings fund's statement: opening balance, each day's in and out, running balance. */
import { useState } from 'react';
import { savingsMutationContract } from '../../../shared/api/finance/savings.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ExportButton } from './export-button.tsx';
import { TableRegion } from './table-region.tsx';
import { rupiah, todayIso } from './ui.ts';

export default function SavingsMutationScreen() {
  const [from, setFrom] = useState(`${todayIso().slice(0, 4)}-01-01`);
  const [to, setTo] = useState(todayIso());
  const result = useApiData(() => call(savingsMutationContract, { input: { from, to } }));
  const change = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    if (e.target.value) {
      set(e.target.value);
      result.retry();
    }
  };
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">Mutasi Rekening Tabungan</h1>
        <ExportButton report="savings-mutation" query={{ from, to }} />
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div>
          <label className="form-label small" htmlFor="sm-from">
            Dari
          </label>
          <input id="sm-from" type="date" className="form-control form-control-sm" value={from} onChange={change(setFrom)} />
        </div>
        <div>
          <label className="form-label small" htmlFor="sm-to">
            Sampai
          </label>
          <input id="sm-to" type="date" className="form-control form-control-sm" value={to} onChange={change(setTo)} />
        </div>
      </div>
      {result.state === 'loading' && <Loading label="Memuat mutasi…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <TableRegion label="Mutasi tabungan">
          <thead>
            <tr>
              <th scope="col">Tanggal</th>
              <th scope="col" className="text-end">
                Transaksi
              </th>
              <th scope="col" className="text-end">
                Setoran
              </th>
              <th scope="col" className="text-end">
                Penarikan
              </th>
              <th scope="col" className="text-end">
                Saldo
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={4}>Saldo awal</td>
              <td className="text-end">{rupiah(result.data.opening)}</td>
            </tr>
            {result.data.rows.map((r) => (
              <tr key={r.date}>
                <td>{r.date}</td>
                <td className="text-end">{r.count}</td>
                <td className="text-end">{rupiah(r.deposits)}</td>
                <td className="text-end">{rupiah(r.withdrawals)}</td>
                <td className="text-end">{rupiah(r.balance)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <td colSpan={2}>Saldo akhir</td>
              <td className="text-end">{rupiah(result.data.deposits)}</td>
              <td className="text-end">{rupiah(result.data.withdrawals)}</td>
              <td className="text-end">{rupiah(result.data.closing)}</td>
            </tr>
          </tfoot>
        </TableRegion>
      )}
    </section>
  );
}
