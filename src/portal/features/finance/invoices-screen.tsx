/** /payment/student-invoices (and _new): the invoices of a month by rombel, status and name, with the totals. */
import { useState } from 'react';
import { Link } from 'react-router';
import { billingSetupContract, listInvoicesContract } from '../../../shared/api/finance/billing.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { periodLabel, routeTo, rupiah } from './ui.ts';

const STATUS = { open: 'Belum dibayar', partial: 'Sebagian', paid: 'Lunas' } as const;
type Status = keyof typeof STATUS;

export default function InvoicesScreen() {
  const [filter, setFilter] = useState<{ period?: string; sectionId?: number; status?: Status; q?: string; page: number }>({ page: 1 });
  const setup = useApiData(() => call(billingSetupContract, {}));
  const result = useApiData(() => call(listInvoicesContract, { input: filter }));
  const update = (next: Partial<typeof filter>) => {
    setFilter({ ...filter, page: 1, ...next });
    result.retry();
  };
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h1 className="h4 me-auto mb-0">Invoice Siswa</h1>
        <Link className="btn btn-sm btn-primary" to={routeTo('payment_create_student_invoices')}>
          Buat tagihan
        </Link>
      </div>
      <div className="row g-2 mb-3">
        <div className="col-6 col-md-3">
          <label className="form-label small" htmlFor="inv-period">
            Bulan
          </label>
          <select
            id="inv-period"
            className="form-select form-select-sm"
            value={filter.period ?? '*'}
            onChange={(e) => update({ period: e.target.value === '*' ? undefined : e.target.value })}
          >
            <option value="*">Semua</option>
            {result.state === 'ready' &&
              result.data.periods.map((p) => (
                <option key={p} value={p}>
                  {p ? periodLabel(p) : 'Biaya sekali bayar'}
                </option>
              ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label small" htmlFor="inv-section">
            Rombel
          </label>
          <select
            id="inv-section"
            className="form-select form-select-sm"
            value={filter.sectionId ?? ''}
            onChange={(e) => update({ sectionId: Number(e.target.value) || undefined })}
          >
            <option value="">Semua</option>
            {setup.state === 'ready' &&
              setup.data.sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label small" htmlFor="inv-status">
            Status
          </label>
          <select
            id="inv-status"
            className="form-select form-select-sm"
            value={filter.status ?? ''}
            onChange={(e) => update({ status: (e.target.value || undefined) as Status | undefined })}
          >
            <option value="">Semua</option>
            {Object.entries(STATUS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label small" htmlFor="inv-q">
            Nama siswa
          </label>
          <input
            id="inv-q"
            className="form-control form-control-sm"
            defaultValue={filter.q}
            onKeyDown={(e) => e.key === 'Enter' && update({ q: e.currentTarget.value || undefined })}
          />
        </div>
      </div>
      {result.state === 'loading' && <Loading label="Memuat tagihan…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          <p className="small">
            {result.data.total} tagihan · ditagih {rupiah(result.data.sums.net)} · dibayar {rupiah(result.data.sums.paid)} · sisa{' '}
            <strong>{rupiah(result.data.sums.outstanding)}</strong>
          </p>
          <div className="table-responsive">
            <table className="table table-sm align-middle">
              <thead>
                <tr>
                  <th>Siswa</th>
                  <th>Tagihan</th>
                  <th className="text-end">Jumlah</th>
                  <th className="text-end">Dibayar</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {result.data.data.map((i) => (
                  <tr key={i.id}>
                    <td>
                      <Link to={routeTo('fincance_student_billing_detail', { id: i.studentId })}>{i.studentName}</Link>
                      <div className="small text-body-secondary">{i.section}</div>
                    </td>
                    <td>{i.title}</td>
                    <td className="text-end">{rupiah(i.net)}</td>
                    <td className="text-end">{rupiah(i.paid)}</td>
                    <td>
                      <span className={`badge ${i.status === 'paid' ? 'text-bg-success' : i.status === 'partial' ? 'text-bg-warning' : 'text-bg-danger'}`}>
                        {STATUS[i.status]}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="d-flex gap-2" aria-label="Halaman tagihan">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={filter.page <= 1}
              onClick={() => {
                setFilter({ ...filter, page: filter.page - 1 });
                result.retry();
              }}
            >
              Sebelumnya
            </button>
            <span className="small align-self-center">Halaman {filter.page}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={filter.page * result.data.pageSize >= result.data.total}
              onClick={() => {
                setFilter({ ...filter, page: filter.page + 1 });
                result.retry();
              }}
            >
              Berikutnya
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
