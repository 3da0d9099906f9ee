/**
 * /finance/report/percentage-fund: how a fund (BOS by default) was used in a fiscal year, per component: its
 * share of what was spent and of what was received, with bars.
 */
import { useState } from 'react';
import { percentageFundContract } from '../../../shared/api/finance/budgets.ts';
import { FUND_SOURCES, FUND_SOURCE_LABELS } from '../../../shared/finance/schemas.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ExportButton } from './export-button.tsx';
import { TableRegion } from './table-region.tsx';
import { rupiah } from './ui.ts';

export default function PercentageFundScreen() {
  const [fiscalYear, setYear] = useState<string | undefined>(undefined);
  const [fundSource, setFund] = useState<(typeof FUND_SOURCES)[number]>('bos');
  const result = useApiData(() => call(percentageFundContract, { input: { fiscalYear, fundSource } }));
  if (result.state === 'loading') return <Loading label="Memuat persentase dana…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">Persentase Penggunaan Dana</h1>
        <ExportButton report="percentage-fund" query={{ fiscalYear: r.fiscalYear, fundSource }} />
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div>
          <label className="form-label small" htmlFor="pf-fund">
            Sumber dana
          </label>
          <select
            id="pf-fund"
            className="form-select form-select-sm"
            value={fundSource}
            onChange={(e) => {
              setFund(e.target.value as typeof fundSource);
              result.retry();
            }}
          >
            {FUND_SOURCES.map((f) => (
              <option key={f} value={f}>
                {FUND_SOURCE_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label small" htmlFor="pf-year">
            Tahun anggaran
          </label>
          <select
            id="pf-year"
            className="form-select form-select-sm"
            value={r.fiscalYear}
            onChange={(e) => {
              setYear(e.target.value);
              result.retry();
            }}
          >
            {(r.years.length ? r.years : [r.fiscalYear]).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p>
        Dana diterima {r.from} s.d. {r.to}: <strong>{rupiah(r.received)}</strong> · digunakan <strong>{rupiah(r.realized)}</strong> ({r.percentUsed}%) · sisa{' '}
        {rupiah(r.unspent)}
      </p>
      {fundSource === 'bos' && (
        <p className="small text-body-secondary">
          Untuk sekolah negeri, pembayaran honor dari BOS paling banyak 50% dari dana yang diterima (Permendikbudristek 63/2022).
        </p>
      )}
      <TableRegion label="Penggunaan dana per komponen">
        <thead>
          <tr>
            <th scope="col">Komponen</th>
            <th scope="col" className="text-end">
              Rencana
            </th>
            <th scope="col" className="text-end">
              Realisasi
            </th>
            <th scope="col">% dari realisasi</th>
            <th scope="col">% dari dana diterima</th>
          </tr>
        </thead>
        <tbody>
          {r.rows.length === 0 && (
            <tr>
              <td colSpan={5}>Belum ada anggaran {FUND_SOURCE_LABELS[fundSource]} yang disetujui pada tahun ini.</td>
            </tr>
          )}
          {r.rows.map((x) => (
            <tr key={x.category}>
              <td>{x.label}</td>
              <td className="text-end">{rupiah(x.planned)}</td>
              <td className="text-end">{rupiah(x.realized)}</td>
              <td>
                {x.ofRealized}%
                <div className="progress" style={{ height: 8 }} role="img" aria-label={`${x.ofRealized}% dari realisasi`}>
                  <div className="progress-bar" style={{ width: `${Math.min(x.ofRealized, 100)}%` }} />
                </div>
              </td>
              <td>{x.ofReceived}%</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </section>
  );
}
