/** /employee_report_salary_detail/:id: one payslip, its lines (editable while the month is a draft) and its PDF. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getPayslipContract, payslipPdfContract, updatePayslipContract } from '../../../shared/api/staff/payroll.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo, rupiah } from './ui.ts';

type Slip = Awaited<ReturnType<typeof call<typeof getPayslipContract>>>;

export default function PayslipScreen() {
  const id = Number(useParams().id);
  const [paper, setPaper] = useState<Paper>('A4');
  const result = useApiData(() => call(getPayslipContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat slip gaji…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const s = result.data;
  return (
    <section>
      <Link to={routeTo('employee_report_salary')} className="small">
        ← Laporan Gaji Pegawai
      </Link>
      <h1 className="h4 mt-2">Slip Gaji {s.fullName}</h1>
      <p className="text-body-secondary">
        {s.month} · {s.status === 'closed' ? 'bulan sudah ditutup' : 'draf'}
        {s.groupCode ? ` · golongan ${s.groupCode}` : ''}
        {s.position ? ` · ${s.position}` : ''}
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <PaperSelect value={paper} onChange={setPaper} />
        <PdfDownloadButton document="Slip Gaji" contract={payslipPdfContract} params={{ id }} paper={paper} />
      </div>
      {s.canEdit ? <LinesForm key={JSON.stringify(s.lines)} s={s} onSaved={result.retry} /> : <Lines s={s} />}
    </section>
  );
}

function Lines({ s }: { s: Slip }) {
  return (
    <div className="table-responsive">
      <table className="table table-sm">
        <caption className="visually-hidden">Rincian gaji</caption>
        <tbody>
          <tr>
            <th scope="row">Gaji pokok</th>
            <td className="text-end">{rupiah(s.baseSalary)}</td>
          </tr>
          {s.lines.map((l, i) => (
            <tr key={i}>
              <th scope="row">{l.name}</th>
              <td className="text-end">
                {l.kind === 'deduction' ? '-' : ''}
                {rupiah(l.amount)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">Gaji diterima</th>
            <td className="text-end fw-bold">{rupiah(s.net)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function LinesForm({ s, onSaved }: { s: Slip; onSaved: () => void }) {
  const [lines, setLines] = useState(s.lines.map((l) => ({ ...l, amount: String(l.amount) })));
  const set = (i: number, patch: Partial<(typeof lines)[number]>) => setLines(lines.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  const save = async () => {
    const input = { lines: lines.filter((l) => l.name.trim()).map((l) => ({ ...l, amount: Number(l.amount) })) };
    if (await act(() => call(updatePayslipContract, { params: { id: s.id }, input }), 'Slip tersimpan')) onSaved();
  };
  return (
    <form
      aria-label="Rincian slip"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <p>
        Gaji pokok {rupiah(s.baseSalary)} · diterima <strong>{rupiah(s.net)}</strong>
      </p>
      {lines.map((l, i) => (
        <div className="row g-2 mb-2" key={i}>
          <div className="col-12 col-md-6">
            <label className="form-label small" htmlFor={`line-${i}`}>
              Uraian {i + 1}
            </label>
            <input id={`line-${i}`} className="form-control" value={l.name} onChange={(e) => set(i, { name: e.target.value })} />
          </div>
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor={`line-k-${i}`}>
              Jenis
            </label>
            <select id={`line-k-${i}`} className="form-select" value={l.kind} onChange={(e) => set(i, { kind: e.target.value as 'allowance' | 'deduction' })}>
              <option value="allowance">Tunjangan</option>
              <option value="deduction">Potongan</option>
            </select>
          </div>
          <div className="col-6 col-md-3">
            <label className="form-label small" htmlFor={`line-a-${i}`}>
              Jumlah (Rp)
            </label>
            <input
              id={`line-a-${i}`}
              type="number"
              min={0}
              inputMode="numeric"
              className="form-control"
              value={l.amount}
              onChange={(e) => set(i, { amount: e.target.value })}
            />
          </div>
        </div>
      ))}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setLines([...lines, { name: '', kind: 'deduction', amount: '0' }])}>
          Tambah baris
        </button>
        <button type="submit" className="btn btn-sm btn-primary">
          Simpan slip
        </button>
      </div>
    </form>
  );
}
