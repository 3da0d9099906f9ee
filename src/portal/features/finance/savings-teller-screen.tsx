/** /student_saving_add: the savings teller. Find a student, see the balance and last entries, deposit or withdraw. */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { createSavingsContract, savingsJournalContract } from '../../../shared/api/finance/savings.ts';
import { studentAccountContract } from '../../../shared/api/finance/payments.ts';
import { SAVINGS_KIND_LABELS } from '../../../shared/finance/schemas.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { StudentSearch } from './student-search.tsx';
import { act, routeTo, rupiah, todayIso } from './ui.ts';

export default function SavingsTellerScreen() {
  const [params, setParams] = useSearchParams();
  const studentId = Number(params.get('student')) || null;
  return (
    <section>
      <Link to={routeTo('student_savings')} className="small">
        ← Tabungan Siswa
      </Link>
      <h1 className="h4 mt-2">Setor / Tarik Tabungan</h1>
      <StudentSearch id="tabungan-q" onPick={(s) => setParams({ student: String(s.id) })} />
      {studentId && <Teller key={studentId} studentId={studentId} />}
    </section>
  );
}

function Teller({ studentId }: { studentId: number }) {
  const account = useApiData(() => call(studentAccountContract, { params: { id: studentId } }));
  const history = useApiData(() => call(savingsJournalContract, { input: { studentId, from: '2000-01-01', to: todayIso() } }));
  const [kind, setKind] = useState<'deposit' | 'withdraw'>('deposit');
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<'tunai' | 'transfer'>('tunai');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [done, setDone] = useState<string | null>(null);
  if (account.state === 'loading') return <Loading label="Memuat tabungan siswa…" />;
  if (account.state === 'failed') return <LoadFailed message={account.message} onRetry={account.retry} />;
  const a = account.data;
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    let message = '';
    const ok = await act(
      async () => {
        message = (await call(createSavingsContract, { input: { studentId, kind, amount: Number(amount), method, note: note || null } })).message;
      },
      kind === 'deposit' ? 'Setoran tercatat' : 'Penarikan tercatat',
      setErrors,
    );
    if (ok) {
      setDone(message);
      setAmount('');
      setNote('');
      account.retry();
      history.retry();
    }
  };
  return (
    <div>
      <h2 className="h5">{a.student.fullName}</h2>
      <p>
        {a.student.section ?? ''} · saldo tabungan <strong>{rupiah(a.savings.balance)}</strong>
      </p>
      {done && (
        <div className="alert alert-success" role="status">
          {done}
        </div>
      )}
      <form aria-label="Transaksi tabungan" onSubmit={(e) => void submit(e)} style={{ maxWidth: 480 }} className="mb-3">
        <fieldset className="mb-2">
          <legend className="form-label fs-6">Jenis</legend>
          {(['deposit', 'withdraw'] as const).map((k) => (
            <div key={k} className="form-check form-check-inline">
              <input className="form-check-input" type="radio" name="sv-kind" id={`sv-kind-${k}`} checked={kind === k} onChange={() => setKind(k)} />
              <label className="form-check-label" htmlFor={`sv-kind-${k}`}>
                {SAVINGS_KIND_LABELS[k]}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="mb-2">
          <label className="form-label" htmlFor="sv-amount">
            Jumlah (Rp)
          </label>
          <input
            id="sv-amount"
            type="number"
            inputMode="numeric"
            min={1}
            className={`form-control ${errors.amount ? 'is-invalid' : ''}`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          {errors.amount && <div className="invalid-feedback">{errors.amount[0]}</div>}
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor="sv-method">
            Cara
          </label>
          <select id="sv-method" className="form-select" value={method} onChange={(e) => setMethod(e.target.value as 'tunai' | 'transfer')}>
            <option value="tunai">Tunai</option>
            <option value="transfer">Transfer bank</option>
          </select>
        </div>
        <div className="mb-2">
          <label className="form-label" htmlFor="sv-note">
            Catatan
          </label>
          <input id="sv-note" className="form-control" value={note} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-primary">
          {kind === 'deposit' ? 'Simpan setoran' : 'Simpan penarikan'}
        </button>
      </form>
      <h3 className="h6">Riwayat tabungan</h3>
      {history.state === 'ready' && (
        <ul className="list-group">
          {history.data.data.length === 0 && <li className="list-group-item small">Belum ada transaksi.</li>}
          {history.data.data.map((t) => (
            <li key={t.id} className="list-group-item d-flex flex-wrap gap-2 small">
              <span>{t.number}</span>
              <span>{t.date}</span>
              <span>{SAVINGS_KIND_LABELS[t.kind]}</span>
              <span className="ms-auto">
                {t.kind === 'deposit' ? '+' : '−'}
                {rupiah(t.amount)}
              </span>
              <span>saldo {rupiah(t.balanceAfter)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
