/**
 * /foundation/financial-dashboard: the foundation's schools side by side for a month: billed and collected (with
 * the collection rate), arrears, cash and bank, income and spending this year, savings, budgets waiting; six
 * months of collections as bars per school. The charts are plain bars with their numbers, readable without colour.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { foundationDashboardContract } from '../../../shared/api/finance/foundation.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { TableRegion } from './table-region.tsx';
import { periodLabel, routeTo, rupiah, todayIso } from './ui.ts';

const short = (n: number) =>
  n >= 1e9 ? `${(n / 1e9).toFixed(1)} M` : n >= 1e6 ? `${(n / 1e6).toFixed(1)} jt` : n >= 1e3 ? `${Math.round(n / 1e3)} rb` : String(n);

export default function FoundationDashboardScreen() {
  const [month, setMonth] = useState(todayIso().slice(0, 7));
  const result = useApiData(() => call(foundationDashboardContract, { input: { month } }));
  return (
    <section>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Dasbor Keuangan Yayasan</h1>
        <div>
          <label className="form-label small" htmlFor="fd-month">
            Bulan
          </label>
          <input
            id="fd-month"
            type="month"
            className="form-control form-control-sm"
            value={month}
            onChange={(e) => {
              if (e.target.value) {
                setMonth(e.target.value);
                result.retry();
              }
            }}
          />
        </div>
      </div>
      {result.state === 'loading' && <Loading label="Memuat dasbor yayasan…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && <Dashboard data={result.data} />}
    </section>
  );
}

type Data = Awaited<ReturnType<typeof call<typeof foundationDashboardContract>>>;

function Dashboard({ data }: { data: Data }) {
  const t = data.totals;
  const cards: [string, string][] = [
    [`Ditagih ${periodLabel(data.month)}`, rupiah(t.billed)],
    ['Diterima dari tagihan bulan ini', `${rupiah(t.collected)} (${t.rate}%)`],
    ['Tunggakan', rupiah(t.outstanding)],
    ['Kas dan bank', rupiah(t.cash)],
    ['Pendapatan tahun ini', rupiah(t.income)],
    ['Beban tahun ini', rupiah(t.expense)],
    ['Tabungan siswa', rupiah(t.savings)],
    ['Anggaran menunggu persetujuan', String(t.budgetsWaiting)],
  ];
  const max = Math.max(1, ...data.schools.flatMap((s) => s.monthly.map((m) => m.total)));
  return (
    <>
      <div className="row g-2 mb-3">
        {cards.map(([label, value]) => (
          <div key={label} className="col-6 col-md-3">
            <div className="border rounded p-2 h-100">
              <div className="small text-body-secondary">{label}</div>
              <div className="fw-semibold">{value}</div>
            </div>
          </div>
        ))}
      </div>
      {t.budgetsWaiting > 0 && (
        <p>
          <Link to={routeTo('finance_foundation_approve_budget_project')}>Buka persetujuan anggaran</Link>
        </p>
      )}
      <h2 className="h6">Per sekolah</h2>
      <TableRegion label="Keuangan per sekolah">
        <thead>
          <tr>
            <th scope="col">Sekolah</th>
            <th scope="col" className="text-end">
              Ditagih
            </th>
            <th scope="col" className="text-end">
              Diterima
            </th>
            <th scope="col">Tingkat penagihan</th>
            <th scope="col" className="text-end">
              Tunggakan
            </th>
            <th scope="col" className="text-end">
              Kas dan bank
            </th>
            <th scope="col" className="text-end">
              Pendapatan
            </th>
            <th scope="col" className="text-end">
              Beban
            </th>
            <th scope="col" className="text-end">
              Tabungan
            </th>
          </tr>
        </thead>
        <tbody>
          {data.schools.map((s) => (
            <tr key={s.schoolId}>
              <td>
                {s.name}
                <div className="small text-body-secondary">
                  {s.studentsInArrears} siswa menunggak{s.budgetsWaiting ? ` · ${s.budgetsWaiting} anggaran menunggu` : ''}
                </div>
              </td>
              <td className="text-end">{rupiah(s.billed)}</td>
              <td className="text-end">{rupiah(s.collected)}</td>
              <td style={{ minWidth: 110 }}>
                {s.rate}%
                <div className="progress" style={{ height: 8 }} role="img" aria-label={`Tingkat penagihan ${s.rate}%`}>
                  <div className="progress-bar bg-success" style={{ width: `${Math.min(100, s.rate)}%` }} />
                </div>
              </td>
              <td className="text-end">{rupiah(s.outstanding)}</td>
              <td className="text-end">{rupiah(s.cash)}</td>
              <td className="text-end">{rupiah(s.income)}</td>
              <td className="text-end">{rupiah(s.expense)}</td>
              <td className="text-end">{rupiah(s.savings)}</td>
            </tr>
          ))}
        </tbody>
      </TableRegion>
      <h2 className="h6">Penerimaan enam bulan terakhir</h2>
      <div className="row g-3">
        {data.schools.map((s) => (
          <figure key={s.schoolId} className="col-12 col-md-6 mb-0">
            <figcaption className="small fw-semibold mb-1">{s.name}</figcaption>
            <ul className="list-unstyled mb-0" aria-label={`Penerimaan ${s.name} per bulan`}>
              {s.monthly.map((m) => (
                <li key={m.month} className="d-flex align-items-center gap-2 small">
                  <span style={{ width: 64 }}>
                    {periodLabel(m.month)
                      .replace(/ \d{4}$/, '')
                      .slice(0, 3)}{' '}
                    {m.month.slice(2, 4)}
                  </span>
                  <span className="flex-grow-1 bg-body-secondary rounded" style={{ height: 12 }}>
                    <span className="d-block bg-primary rounded" style={{ height: 12, width: `${(100 * m.total) / max}%` }} />
                  </span>
                  <span style={{ width: 64 }} className="text-end">
                    {short(m.total)}
                  </span>
                </li>
              ))}
            </ul>
          </figure>
        ))}
      </div>
    </>
  );
}
