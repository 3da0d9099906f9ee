/**
 * /finance/report/balance-sheet (Neraca) and /finance/report-profitloss/standard (Laba Rugi); /keuangan_all and
 * /finance/report2 show both: the school's position at a date and its surplus over the year to that date.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { balanceSheetContract, profitLossContract } from '../../../shared/api/finance/ledger.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { rupiah, todayIso } from './ui.ts';

type Row = { accountId: number; code: string; name: string; amount: number };

function Block({ title, rows, total }: { title: string; rows: Row[]; total: number }) {
  return (
    <table className="table table-sm mb-3">
      <caption className="caption-top fw-semibold text-body">{title}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.accountId}>
            <td>
              {r.code} {r.name}
            </td>
            <td className="text-end">{rupiah(r.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="fw-semibold">
          <td>Jumlah {title}</td>
          <td className="text-end">{rupiah(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

const sum = (rows: Row[]) => rows.reduce((s, r) => s + r.amount, 0);

export default function StatementsScreen() {
  const path = useLocation().pathname;
  const showBalance = !path.includes('profitloss');
  const showProfit = !path.includes('balance-sheet');
  const [to, setTo] = useState(todayIso());
  const [from, setFrom] = useState(`${todayIso().slice(0, 4)}-01-01`);
  const result = useApiData(() =>
    Promise.all([showBalance ? call(balanceSheetContract, { input: { to } }) : null, showProfit ? call(profitLossContract, { input: { from, to } }) : null]),
  );
  const change = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    if (e.target.value) {
      set(e.target.value);
      result.retry();
    }
  };
  return (
    <section>
      <h1 className="h4">{showBalance && showProfit ? 'Ringkasan Keuangan' : showBalance ? 'Neraca' : 'Laporan Laba Rugi'}</h1>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {showProfit && (
          <div>
            <label className="form-label small" htmlFor="st-from">
              Dari
            </label>
            <input id="st-from" type="date" className="form-control form-control-sm" value={from} onChange={change(setFrom)} />
          </div>
        )}
        <div>
          <label className="form-label small" htmlFor="st-to">
            {showProfit ? 'Sampai' : 'Per tanggal'}
          </label>
          <input id="st-to" type="date" className="form-control form-control-sm" value={to} onChange={change(setTo)} />
        </div>
      </div>
      {result.state === 'loading' && <Loading label="Menyusun laporan…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <div className="row">
          {result.data[1] && (
            <div className="col-12 col-lg-6">
              <h2 className="h5">Laba Rugi</h2>
              <Block title="Pendapatan" rows={result.data[1].income} total={result.data[1].totalIncome} />
              <Block title="Beban" rows={result.data[1].expense} total={result.data[1].totalExpense} />
              <p className="fw-semibold">
                {result.data[1].surplus >= 0 ? 'Surplus' : 'Defisit'}: {rupiah(result.data[1].surplus)}
              </p>
            </div>
          )}
          {result.data[0] && (
            <div className="col-12 col-lg-6">
              <h2 className="h5">Neraca per {result.data[0].to}</h2>
              <Block title="Aset" rows={result.data[0].assets} total={result.data[0].totalAssets} />
              <Block title="Kewajiban" rows={result.data[0].liabilities} total={sum(result.data[0].liabilities)} />
              <Block
                title="Ekuitas"
                rows={[...result.data[0].equity, { accountId: 0, code: '', name: 'Surplus berjalan', amount: result.data[0].surplus }]}
                total={sum(result.data[0].equity) + result.data[0].surplus}
              />
              <p className="fw-semibold">
                Total aset {rupiah(result.data[0].totalAssets)} · total kewajiban dan ekuitas {rupiah(result.data[0].totalLiabilitiesEquity)}
              </p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
