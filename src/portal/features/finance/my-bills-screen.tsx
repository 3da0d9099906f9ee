/** /paymentStudents: the student's (or each child's) bills, instalments, savings, the VA number to pay into, and the receipts. */
import { Link } from 'react-router';
import { myBillsContract } from '../../../shared/api/finance/payments.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo, rupiah } from './ui.ts';

const INSTALMENT = {
  paid: ['Lunas', 'text-bg-success'],
  partial: ['Sebagian', 'text-bg-warning'],
  due: ['Belum jatuh tempo', 'text-bg-light border'],
  late: ['Terlambat', 'text-bg-danger'],
} as const;
const STATUS = { open: ['Belum dibayar', 'text-bg-danger'], partial: ['Dibayar sebagian', 'text-bg-warning'], paid: ['Lunas', 'text-bg-success'] } as const;

export default function MyBillsScreen() {
  const result = useApiData(() => call(myBillsContract, {}));
  if (result.state === 'loading') return <Loading label="Memuat tagihan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  return (
    <section>
      <h1 className="h4">Pembayaran Sekolah</h1>
      {result.data.accounts.length === 0 && <p>Belum ada data siswa yang terhubung dengan akun ini.</p>}
      {result.data.accounts.map((a) => (
        <article key={a.student.id} className="mb-4">
          <h2 className="h5">{a.student.fullName}</h2>
          <p className="mb-2">
            {a.student.section ?? ''} · sisa tagihan <strong>{rupiah(a.outstanding)}</strong>
          </p>
          {a.virtualAccounts.map((v) => (
            <div key={v.vaNumber} className="alert alert-info py-2">
              Bayar melalui virtual account {v.bank}: <strong className="user-select-all">{v.vaNumber}</strong>
            </div>
          ))}
          <ul className="list-group mb-3" aria-label={`Tagihan ${a.student.fullName}`}>
            {[...a.invoices].reverse().map((i) => (
              <li key={i.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                <div className="me-auto">
                  <strong>{i.title}</strong>
                  <div className="small text-body-secondary">
                    {rupiah(i.net)}
                    {i.discount ? ` (setelah potongan ${rupiah(i.discount)})` : ''} · dibayar {rupiah(i.paid)}
                    {i.dueDate ? ` · jatuh tempo ${i.dueDate}` : ''}
                  </div>
                </div>
                <span className={`badge ${STATUS[i.status][1]}`}>{STATUS[i.status][0]}</span>
              </li>
            ))}
          </ul>
          {a.installments.length > 0 && (
            <>
              <h3 className="h6">Jadwal cicilan</h3>
              <ul className="list-group mb-3" aria-label={`Cicilan ${a.student.fullName}`}>
                {a.installments.map((c) => (
                  <li key={`${c.invoiceId}-${c.seq}`} className="list-group-item d-flex flex-wrap gap-2">
                    <span>
                      {a.invoices.find((i) => i.id === c.invoiceId)?.title} · cicilan ke-{c.seq}
                    </span>
                    <span className="small">jatuh tempo {c.dueDate}</span>
                    <span className="ms-auto">{rupiah(c.amount)}</span>
                    <span className={`badge ${INSTALMENT[c.status][1]}`}>{INSTALMENT[c.status][0]}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="mb-3">
            Saldo tabungan: <strong>{rupiah(a.savings.balance)}</strong>
            {a.savings.recent[0] ? ` (terakhir ${a.savings.recent[0].date})` : ''}
          </p>
          <h3 className="h6">Kuitansi</h3>
          {a.payments.length === 0 && <p className="small">Belum ada pembayaran.</p>}
          <ul className="list-group">
            {a.payments.map((p) => (
              <li key={p.id} className="list-group-item d-flex gap-2">
                <Link to={routeTo('financial_payment_1', { id: p.id })}>{p.number}</Link>
                <span className="small">{p.date}</span>
                {p.status === 'cancelled' && <span className="badge text-bg-secondary">Dibatalkan</span>}
                <span className="ms-auto">{rupiah(p.total)}</span>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
