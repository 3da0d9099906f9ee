/**
 * /finance/report/realization-budgeting (per account) and /school_activity_budget_report (per activity of one
 * budget): plan, what was spent, what is left and the share realised, for a fiscal year; as Excel or PDF too.
 */
import { useState } from 'react';
import { realizationContract } from '../../../shared/api/finance/budgets.ts';
import { BUDGET_CATEGORY_LABELS } from '../../../shared/finance/schemas.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ExportButton } from './export-button.tsx';
import { TableRegion } from './table-region.tsx';
import { rupiah } from './ui.ts';

export default function RealizationScreen() {
  const perActivity = useCurrentRoute()?.name === 'school_activity_budget_report';
  const [fiscalYear, setYear] = useState<string | undefined>(undefined);
  const [budgetId, setBudget] = useState<number | undefined>(undefined);
  const result = useApiData(() => call(realizationContract, { input: { fiscalYear, budgetId } }));
  if (result.state === 'loading') return <Loading label="Memuat realisasi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  const bar = (percent: number) => (
    <div className="progress" style={{ height: 8, minWidth: 60 }} role="img" aria-label={`${percent}% terealisasi`}>
      <div className={`progress-bar ${percent > 100 ? 'bg-danger' : ''}`} style={{ width: `${Math.min(percent, 100)}%` }} />
    </div>
  );
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">{perActivity ? 'Laporan Anggaran Kegiatan' : 'Realisasi Anggaran'}</h1>
        <ExportButton report="budget-realization" query={{ fiscalYear: r.fiscalYear, budgetId }} />
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <div>
          <label className="form-label small" htmlFor="rz-year">
            Tahun anggaran
          </label>
          <select
            id="rz-year"
            className="form-select form-select-sm"
            value={r.fiscalYear}
            onChange={(e) => {
              setYear(e.target.value);
              setBudget(undefined);
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
        <div>
          <label className="form-label small" htmlFor="rz-budget">
            Anggaran
          </label>
          <select
            id="rz-budget"
            className="form-select form-select-sm"
            value={budgetId ?? ''}
            onChange={(e) => {
              setBudget(Number(e.target.value) || undefined);
              result.retry();
            }}
          >
            <option value="">Semua yang disetujui</option>
            {r.budgets.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p>
        Rencana <strong>{rupiah(r.planned)}</strong> · realisasi <strong>{rupiah(r.realized)}</strong> ({r.percent}%) · sisa {rupiah(r.remaining)}
      </p>
      {perActivity ? (
        <TableRegion label="Realisasi per kegiatan">
          <thead>
            <tr>
              <th scope="col">Kegiatan</th>
              <th scope="col">Komponen</th>
              <th scope="col" className="text-end">
                Rencana
              </th>
              <th scope="col" className="text-end">
                Realisasi
              </th>
              <th scope="col" className="text-end">
                Sisa
              </th>
              <th scope="col">%</th>
            </tr>
          </thead>
          <tbody>
            {r.activities.length === 0 && (
              <tr>
                <td colSpan={6}>Belum ada kegiatan pada anggaran yang disetujui.</td>
              </tr>
            )}
            {r.activities.map((a) => (
              <tr key={a.id}>
                <td>
                  {a.name}
                  <div className="small text-body-secondary">{a.budgetName}</div>
                </td>
                <td className="small">{BUDGET_CATEGORY_LABELS[a.category]}</td>
                <td className="text-end">{rupiah(a.amount)}</td>
                <td className="text-end">{rupiah(a.realized)}</td>
                <td className="text-end">{rupiah(a.remaining)}</td>
                <td>
                  {a.percent}%{bar(a.percent)}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      ) : (
        <TableRegion label="Realisasi per akun">
          <thead>
            <tr>
              <th scope="col">Akun</th>
              <th scope="col" className="text-end">
                Rencana
              </th>
              <th scope="col" className="text-end">
                Realisasi
              </th>
              <th scope="col" className="text-end">
                Sisa
              </th>
              <th scope="col">%</th>
            </tr>
          </thead>
          <tbody>
            {r.accounts.length === 0 && (
              <tr>
                <td colSpan={5}>Belum ada anggaran yang disetujui.</td>
              </tr>
            )}
            {r.accounts.map((a) => (
              <tr key={a.accountId}>
                <td>
                  {a.code} {a.name}
                </td>
                <td className="text-end">{rupiah(a.planned)}</td>
                <td className="text-end">{rupiah(a.realized)}</td>
                <td className="text-end">{rupiah(a.remaining)}</td>
                <td>
                  {a.percent}%{bar(a.percent)}
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      )}
    </section>
  );
}
