/** /finance/budget_project: the school's budgets (RKAS) per year and fund, their state with the foundation, and a new draft. */
import { useState } from 'react';
import { Link } from 'react-router';
import { createBudgetContract, listBudgetsContract } from '../../../shared/api/finance/budgets.ts';
import { BUDGET_STATUS_LABELS, FUND_SOURCES, FUND_SOURCE_LABELS } from '../../../shared/finance/schemas.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { TableRegion } from './table-region.tsx';
import { STATUS_BADGE } from './budget-ui.ts';
import { act, routeTo, rupiah, todayIso } from './ui.ts';

export default function BudgetsScreen() {
  const result = useApiData(() => call(listBudgetsContract, {}));
  const [name, setName] = useState('');
  const [fiscalYear, setYear] = useState(todayIso().slice(0, 4));
  const [fundSource, setFund] = useState<(typeof FUND_SOURCES)[number]>('bos');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat anggaran…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    if (await act(() => call(createBudgetContract, { input: { name, fiscalYear, fundSource } }), 'Anggaran dibuat', setErrors)) {
      setName('');
      result.retry();
    }
  };
  return (
    <section>
      <h1 className="h4">Anggaran Proyek (RKAS)</h1>
      <TableRegion label="Daftar anggaran">
        <thead>
          <tr>
            <th scope="col">Anggaran</th>
            <th scope="col">Tahun</th>
            <th scope="col">Sumber dana</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-end">
              Rencana
            </th>
            <th scope="col" className="text-end">
              Realisasi
            </th>
          </tr>
        </thead>
        <tbody>
          {result.data.data.length === 0 && (
            <tr>
              <td colSpan={6}>Belum ada anggaran.</td>
            </tr>
          )}
          {result.data.data.map((b) => (
            <tr key={b.id}>
              <td>
                <Link to={`${routeTo('finance_budget_project_activity')}?budget=${b.id}`}>{b.name}</Link>
                <div className="small text-body-secondary">{b.items} kegiatan</div>
              </td>
              <td>{b.fiscalYear}</td>
              <td>{FUND_SOURCE_LABELS[b.fundSource]}</td>
              <td>
                <span className={`badge ${STATUS_BADGE[b.status]}`}>{BUDGET_STATUS_LABELS[b.status]}</span>
                {b.decisionNote && <div className="small">{b.decisionNote}</div>}
              </td>
              <td className="text-end">{rupiah(b.planned)}</td>
              <td className="text-end">{rupiah(b.realized)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      {result.data.canEdit && (
        <form aria-label="Anggaran baru" className="border rounded p-2" style={{ maxWidth: 560 }} onSubmit={(e) => void create(e)}>
          <h2 className="h6">Anggaran baru</h2>
          <div className="mb-2">
            <label className="form-label" htmlFor="bg-name">
              Nama anggaran
            </label>
            <input
              id="bg-name"
              className={`form-control ${errors.name ? 'is-invalid' : ''}`}
              placeholder="RKAS BOS 2026"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            {errors.name && <div className="invalid-feedback">{errors.name[0]}</div>}
          </div>
          <div className="row g-2 mb-2">
            <div className="col-6">
              <label className="form-label" htmlFor="bg-year">
                Tahun anggaran
              </label>
              <input
                id="bg-year"
                className={`form-control ${errors.fiscalYear ? 'is-invalid' : ''}`}
                value={fiscalYear}
                onChange={(e) => setYear(e.target.value)}
              />
              {errors.fiscalYear && <div className="invalid-feedback">{errors.fiscalYear[0]}</div>}
            </div>
            <div className="col-6">
              <label className="form-label" htmlFor="bg-fund">
                Sumber dana
              </label>
              <select id="bg-fund" className="form-select" value={fundSource} onChange={(e) => setFund(e.target.value as typeof fundSource)}>
                {FUND_SOURCES.map((f) => (
                  <option key={f} value={f}>
                    {FUND_SOURCE_LABELS[f]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit" className="btn btn-primary">
            Buat anggaran
          </button>
        </form>
      )}
    </section>
  );
}
