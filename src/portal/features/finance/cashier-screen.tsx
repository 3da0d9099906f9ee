/**
 * /financial_payment (and /student_finance, /fincance/payment_of_student_arrears, /fincance/student_billing_detail/:id):
 * the bendahara's cashier. Find a student, see the open invoices, pay one or several (partly if need be), then the
 * receipt. ?student= (or the :id) opens a student directly.
 */
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { createPaymentContract, studentAccountContract } from '../../../shared/api/finance/payments.ts';
import { StudentSearch } from './student-search.tsx';
import { createVaContract } from '../../../shared/api/finance/gateway.ts';
import { PAYMENT_METHOD_LABELS } from '../../../shared/finance/permissions.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, periodLabel, routeTo, rupiah } from './ui.ts';

export default function CashierScreen() {
  const [params, setParams] = useSearchParams();
  const routeId = useParams().id;
  const studentId = Number(routeId ?? params.get('student')) || null;
  return (
    <section>
      <h1 className="h4">Pembayaran Siswa (Kasir)</h1>
      <StudentSearch id="kasir-q" onPick={(s) => setParams({ student: String(s.id) })} />
      {studentId && <StudentDesk key={studentId} studentId={studentId} />}
    </section>
  );
}

function StudentDesk({ studentId }: { studentId: number }) {
  const result = useApiData(() => call(studentAccountContract, { params: { id: studentId } }));
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [method, setMethod] = useState<'tunai' | 'transfer'>('tunai');
  const [receipt, setReceipt] = useState<{ id: number; number: string } | null>(null);
  if (result.state === 'loading') return <Loading label="Memuat tagihan siswa…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const a = result.data;
  const open = a.invoices.filter((i) => i.remaining > 0);
  const items = open.filter((i) => Number(amounts[i.id]) > 0).map((i) => ({ invoiceId: i.id, amount: Number(amounts[i.id]) }));
  const total = items.reduce((s, i) => s + i.amount, 0);
  const pay = async () => {
    let answer: { id: number; number: string } | null = null;
    const ok = await act(async () => {
      answer = await call(createPaymentContract, { input: { studentId, method, items } });
    }, 'Pembayaran tercatat');
    if (ok && answer) {
      setReceipt(answer);
      setAmounts({});
      result.retry();
    }
  };
  return (
    <div>
      <h2 className="h5">{a.student.fullName}</h2>
      <p className="small text-body-secondary">
        {[a.student.nis && `NIS ${a.student.nis}`, a.student.section].filter(Boolean).join(' · ')} · sisa tagihan <strong>{rupiah(a.outstanding)}</strong>
      </p>
      {receipt && (
        <div className="alert alert-success" role="status">
          Kuitansi {receipt.number} tercatat. <Link to={routeTo('financial_payment_1', { id: receipt.id })}>Lihat dan cetak kuitansi</Link>
        </div>
      )}
      <h3 className="h6">Tagihan terbuka</h3>
      {open.length === 0 && <p>Tidak ada tagihan terbuka.</p>}
      <ul className="list-group mb-2">
        {open.map((i) => (
          <li key={i.id} className="list-group-item">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <div className="me-auto">
                <strong>{i.title}</strong>
                <div className="small text-body-secondary">
                  tagihan {rupiah(i.net)}
                  {i.discount ? ` (potongan ${rupiah(i.discount)})` : ''} · dibayar {rupiah(i.paid)} · sisa <strong>{rupiah(i.remaining)}</strong>
                </div>
              </div>
              {a.canPay && (
                <div className="d-flex gap-1 align-items-center">
                  <label className="visually-hidden" htmlFor={`bayar-${i.id}`}>
                    Bayar {i.title}
                  </label>
                  <input
                    id={`bayar-${i.id}`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={i.remaining}
                    className="form-control form-control-sm"
                    style={{ width: 130 }}
                    value={amounts[i.id] ?? ''}
                    onChange={(e) => setAmounts({ ...amounts, [i.id]: e.target.value })}
                  />
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    onClick={() => setAmounts({ ...amounts, [i.id]: String(i.remaining) })}
                    aria-label={`Lunasi ${i.title}`}
                  >
                    Lunas
                  </button>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
      {a.canPay && open.length > 0 && (
        <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
          <div>
            <label className="form-label small" htmlFor="cara-bayar">
              Cara bayar
            </label>
            <select id="cara-bayar" className="form-select form-select-sm" value={method} onChange={(e) => setMethod(e.target.value as 'tunai' | 'transfer')}>
              <option value="tunai">{PAYMENT_METHOD_LABELS.tunai}</option>
              <option value="transfer">{PAYMENT_METHOD_LABELS.transfer}</option>
            </select>
          </div>
          <div className="fw-semibold">Jumlah: {rupiah(total)}</div>
          <button type="button" className="btn btn-primary" disabled={!items.length} onClick={() => void pay()}>
            Terima pembayaran
          </button>
        </div>
      )}
      {a.virtualAccounts.map((v) => (
        <p key={v.vaNumber} className="small">
          Virtual account {v.bank}: <strong>{v.vaNumber}</strong>
        </p>
      ))}
      {a.canPay && a.virtualAccounts.length === 0 && (
        <p className="small">
          Belum ada virtual account.{' '}
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() =>
              void act(() => call(createVaContract, { input: { studentId, bank: 'BNI' } }), 'Virtual account dibuat').then((ok) => ok && result.retry())
            }
          >
            Buat virtual account
          </button>
        </p>
      )}
      <h3 className="h6">Riwayat pembayaran</h3>
      {a.payments.length === 0 && <p className="small">Belum ada pembayaran.</p>}
      <ul className="list-group mb-3">
        {a.payments.map((p) => (
          <li key={p.id} className="list-group-item d-flex flex-wrap gap-2">
            <Link to={routeTo('financial_payment_1', { id: p.id })}>{p.number}</Link>
            <span className="small">
              {p.date} · {PAYMENT_METHOD_LABELS[p.method as 'tunai'] ?? p.method}
            </span>
            {p.status === 'cancelled' && <span className="badge text-bg-danger">Dibatalkan</span>}
            <span className="ms-auto fw-semibold">{rupiah(p.total)}</span>
          </li>
        ))}
      </ul>
      <details>
        <summary className="small">Semua tagihan</summary>
        <ul className="small">
          {a.invoices.map((i) => (
            <li key={i.id}>
              {i.title}
              {i.period ? ` (${periodLabel(i.period)})` : ''}: {rupiah(i.net)}, dibayar {rupiah(i.paid)}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
