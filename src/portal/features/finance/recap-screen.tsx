/** /payment/recapitulation-invoices: per month and fee, billed, paid and outstanding. */
import { invoiceRecapContract } from '../../../shared/api/finance/billing.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { periodLabel, rupiah } from './ui.ts';

export default function RecapScreen() {
  const result = useApiData(() => call(invoiceRecapContract, {}));
  if (result.state === 'loading') return <Loading label="Memuat rekap…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  return (
    <section>
      <h1 className="h4">Rekap Invoice</h1>
      <div className="table-responsive">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>Bulan</th>
              <th>Biaya</th>
              <th className="text-end">Lunas</th>
              <th className="text-end">Ditagih</th>
              <th className="text-end">Dibayar</th>
              <th className="text-end">Sisa</th>
            </tr>
          </thead>
          <tbody>
            {result.data.rows.map((r) => (
              <tr key={`${r.period}-${r.feeName}`}>
                <td>{r.period ? periodLabel(r.period) : 'Sekali bayar'}</td>
                <td>{r.feeName}</td>
                <td className="text-end">
                  {r.paidCount}/{r.count}
                </td>
                <td className="text-end">{rupiah(r.net)}</td>
                <td className="text-end">{rupiah(r.paid)}</td>
                <td className="text-end">{rupiah(r.outstanding)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
