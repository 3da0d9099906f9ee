/**
 * /project_installments: invoices paid in instalments. The list shows each plan with its due dates and what is
 * late; the form splits a student's open invoice into equal monthly parts (editable) that add up to the invoice.
 */
import { useState } from 'react';
import { deleteInstallmentsContract, listInstallmentsContract, saveInstallmentsContract } from '../../../shared/api/finance/installments.ts';
import { studentAccountContract } from '../../../shared/api/finance/payments.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { StudentSearch } from './student-search.tsx';
import { act, rupiah, todayIso } from './ui.ts';

const STATUS = {
  paid: ['Lunas', 'text-bg-success'],
  partial: ['Sebagian', 'text-bg-warning'],
  due: ['Belum jatuh tempo', 'text-bg-light border'],
  late: ['Terlambat', 'text-bg-danger'],
} as const;

/** Month n after a date, same day (capped at 28 so every month has it). */
const addMonths = (iso: string, n: number) => {
  const d = new Date(`${iso.slice(0, 8)}01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return `${d.toISOString().slice(0, 8)}${String(Math.min(Number(iso.slice(8, 10)), 28)).padStart(2, '0')}`;
};

export default function InstallmentsScreen() {
  const plans = useApiData(() => call(listInstallmentsContract, {}));
  const [studentId, setStudent] = useState<number | null>(null);
  return (
    <section>
      <h1 className="h4">Cicilan Tagihan</h1>
      {plans.state === 'loading' && <Loading label="Memuat cicilan…" />}
      {plans.state === 'failed' && <LoadFailed message={plans.message} onRetry={plans.retry} />}
      {plans.state === 'ready' && (
        <>
          <p className="small">
            {plans.data.data.length} tagihan dicicil · terlambat <strong>{rupiah(plans.data.lateTotal)}</strong>
          </p>
          {plans.data.data.map((p) => (
            <article key={p.id} className="border rounded p-2 mb-2">
              <div className="d-flex flex-wrap gap-2 align-items-baseline">
                <strong>{p.studentName}</strong>
                <span className="small">{p.section ?? ''}</span>
                <span>{p.title}</span>
                <span className="ms-auto small">
                  sisa {rupiah(p.remaining)} dari {rupiah(p.net)}
                </span>
                {plans.data.canEdit && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() =>
                      void act(() => call(deleteInstallmentsContract, { params: { id: p.id } }), 'Rencana cicilan dihapus').then((ok) => ok && plans.retry())
                    }
                  >
                    Hapus rencana
                  </button>
                )}
              </div>
              <ol className="small mb-0">
                {p.installments.map((c) => (
                  <li key={c.seq}>
                    {c.dueDate}: {rupiah(c.amount)} <span className={`badge ${STATUS[c.status][1]}`}>{STATUS[c.status][0]}</span>
                    {c.paid > 0 && c.paid < c.amount ? ` (dibayar ${rupiah(c.paid)})` : ''}
                  </li>
                ))}
              </ol>
            </article>
          ))}
          {plans.data.canEdit && (
            <>
              <h2 className="h5 mt-4">Buat rencana cicilan</h2>
              <StudentSearch id="cicilan-q" onPick={(s) => setStudent(s.id)} />
              {studentId && (
                <PlanForm
                  key={studentId}
                  studentId={studentId}
                  onSaved={() => {
                    setStudent(null);
                    plans.retry();
                  }}
                />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

function PlanForm({ studentId, onSaved }: { studentId: number; onSaved: () => void }) {
  const account = useApiData(() => call(studentAccountContract, { params: { id: studentId } }));
  const [invoiceId, setInvoice] = useState(0);
  const [count, setCount] = useState('3');
  const [first, setFirst] = useState(todayIso());
  const [rows, setRows] = useState<{ dueDate: string; amount: string }[]>([]);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (account.state === 'loading') return <Loading label="Memuat tagihan…" />;
  if (account.state === 'failed') return <LoadFailed message={account.message} onRetry={account.retry} />;
  const open = account.data.invoices.filter((i) => i.remaining > 0);
  const invoice = open.find((i) => i.id === invoiceId) ?? open[0];
  if (!invoice) return <p>{account.data.student.fullName} tidak memiliki tagihan terbuka.</p>;
  const split = () => {
    const n = Math.max(2, Math.min(24, Number(count) || 2));
    const part = Math.floor(invoice.net / n);
    setRows(Array.from({ length: n }, (_, k) => ({ dueDate: addMonths(first, k), amount: String(k === n - 1 ? invoice.net - part * (n - 1) : part) })));
  };
  const total = rows.reduce((s, r) => s + (Number(r.amount) || 0), 0);
  const save = async () => {
    const ok = await act(
      () =>
        call(saveInstallmentsContract, { input: { invoiceId: invoice.id, installments: rows.map((r) => ({ dueDate: r.dueDate, amount: Number(r.amount) })) } }),
      'Rencana cicilan tersimpan',
      setErrors,
    );
    if (ok) onSaved();
  };
  return (
    <div className="border rounded p-2" style={{ maxWidth: 560 }}>
      <p className="mb-2">
        <strong>{account.data.student.fullName}</strong>
      </p>
      <div className="mb-2">
        <label className="form-label" htmlFor="ci-invoice">
          Tagihan
        </label>
        <select
          id="ci-invoice"
          className="form-select"
          value={invoice.id}
          onChange={(e) => {
            setInvoice(Number(e.target.value));
            setRows([]);
          }}
        >
          {open.map((i) => (
            <option key={i.id} value={i.id}>
              {i.title} — {rupiah(i.net)}
            </option>
          ))}
        </select>
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div>
          <label className="form-label small" htmlFor="ci-count">
            Berapa kali
          </label>
          <input
            id="ci-count"
            type="number"
            min={2}
            max={24}
            className="form-control form-control-sm"
            style={{ width: 90 }}
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </div>
        <div>
          <label className="form-label small" htmlFor="ci-first">
            Jatuh tempo pertama
          </label>
          <input id="ci-first" type="date" className="form-control form-control-sm" value={first} onChange={(e) => setFirst(e.target.value)} />
        </div>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={split}>
          Bagi rata
        </button>
      </div>
      {rows.map((r, k) => (
        <div key={k} className="d-flex gap-2 mb-1">
          <label className="visually-hidden" htmlFor={`ci-date-${k}`}>
            Jatuh tempo cicilan {k + 1}
          </label>
          <input
            id={`ci-date-${k}`}
            type="date"
            className={`form-control form-control-sm ${errors[`installments.${k}.dueDate`] ? 'is-invalid' : ''}`}
            value={r.dueDate}
            onChange={(e) => setRows(rows.map((x, i) => (i === k ? { ...x, dueDate: e.target.value } : x)))}
          />
          <label className="visually-hidden" htmlFor={`ci-amount-${k}`}>
            Jumlah cicilan {k + 1}
          </label>
          <input
            id={`ci-amount-${k}`}
            type="number"
            inputMode="numeric"
            className="form-control form-control-sm"
            value={r.amount}
            onChange={(e) => setRows(rows.map((x, i) => (i === k ? { ...x, amount: e.target.value } : x)))}
          />
        </div>
      ))}
      {errors.installments && (
        <div className="text-danger small" role="alert">
          {errors.installments[0]}
        </div>
      )}
      {rows.length > 0 && (
        <div className="d-flex align-items-center gap-2 mt-2">
          <span className="small">
            Jumlah {rupiah(total)} dari {rupiah(invoice.net)}
          </span>
          <button type="button" className="btn btn-primary btn-sm ms-auto" onClick={() => void save()}>
            Simpan rencana
          </button>
        </div>
      )}
    </div>
  );
}
