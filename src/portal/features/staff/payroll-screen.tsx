/** /employee_report_salary: a month's payroll: draft it from the records, check the slips, close it. */
import { useState } from 'react';
import { Link } from 'react-router';
import Swal from 'sweetalert2';
import { closePayrollContract, draftPayrollContract, getPayrollContract } from '../../../shared/api/staff/payroll.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo, rupiah } from './ui.ts';

const STATUS = { none: 'Belum disusun', draft: 'Draf (masih dapat diubah)', closed: 'Ditutup' } as const;

export default function PayrollScreen() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const result = useApiData(() => call(getPayrollContract, { input: { month } }));
  const show = (m: string) => {
    setMonth(m);
    result.retry();
  };
  if (result.state === 'loading') return <Loading label="Memuat laporan gaji…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const p = result.data;
  const draft = async () => {
    if (await act(() => call(draftPayrollContract, { input: { month: p.month } }), 'Gaji disusun')) result.retry();
  };
  const close = async () => {
    const sure = await Swal.fire({
      icon: 'warning',
      title: 'Tutup gaji bulan ini?',
      text: 'Setelah ditutup, slip gaji tidak dapat diubah lagi.',
      showCancelButton: true,
      confirmButtonText: 'Tutup bulan',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(closePayrollContract, { params: { id: p.id! } }), 'Bulan ditutup'))) result.retry();
  };
  return (
    <section>
      <h1 className="h4">Laporan Gaji Pegawai</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <div>
          <label className="form-label" htmlFor="bulan-gaji">
            Bulan
          </label>
          <input id="bulan-gaji" type="month" className="form-control" value={p.month} onChange={(e) => e.target.value && show(e.target.value)} />
        </div>
        <span
          className={`badge ${p.status === 'closed' ? 'text-bg-secondary' : p.status === 'draft' ? 'text-bg-warning' : 'text-bg-light border'} align-self-center`}
        >
          {STATUS[p.status]}
        </span>
        {p.canEdit && p.status !== 'closed' && (
          <button type="button" className="btn btn-outline-primary" onClick={() => void draft()}>
            {p.status === 'none' ? 'Susun gaji' : 'Susun ulang'}
          </button>
        )}
        {p.canEdit && p.status === 'draft' && (
          <button type="button" className="btn btn-primary" onClick={() => void close()}>
            Tutup bulan
          </button>
        )}
      </div>
      {p.months.length > 0 && (
        <p className="small">
          Bulan tersimpan:{' '}
          {p.months.map((m) => (
            <button key={m.month} type="button" className="btn btn-link btn-sm p-0 me-2" onClick={() => show(m.month)}>
              {m.month}
              {m.status === 'closed' ? ' (ditutup)' : ''}
            </button>
          ))}
        </p>
      )}
      <div className="row g-2 mb-3">
        {(
          [
            ['Gaji pokok', p.totals.baseSalary],
            ['Tunjangan', p.totals.allowances],
            ['Potongan', p.totals.deductions],
            ['Gaji diterima', p.totals.net],
          ] as const
        ).map(([k, n]) => (
          <div className="col-6 col-md-3" key={k}>
            <div className="border rounded p-2">
              <div className="small text-body-secondary">{k}</div>
              <div className="fw-semibold">{rupiah(n)}</div>
            </div>
          </div>
        ))}
      </div>
      {p.payslips.length === 0 && <p>Belum ada slip untuk bulan ini.</p>}
      <ul className="list-group">
        {p.payslips.map((s) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={s.id}>
            <div className="me-auto">
              <strong>{s.fullName}</strong>
              <div className="small text-body-secondary">
                {[s.groupCode, s.position].filter(Boolean).join(' · ')} · pokok {rupiah(s.baseSalary)} · diterima <strong>{rupiah(s.net)}</strong>
              </div>
            </div>
            <Link className="btn btn-sm btn-outline-primary" to={routeTo('employee_report_salary_detail', { id: s.id })} aria-label={`Slip gaji ${s.fullName}`}>
              Slip
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
