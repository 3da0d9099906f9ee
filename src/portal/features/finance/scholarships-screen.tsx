/** /data_students_scholarship: scholarships and reductions per student and fee, taken off each new invoice. */
import { useState } from 'react';
import { billingSetupContract, deleteDiscountContract, saveDiscountContract } from '../../../shared/api/finance/billing.ts';
import { searchStudentsContract } from '../../../shared/api/finance/payments.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, rupiah } from './ui.ts';

export default function ScholarshipsScreen() {
  const result = useApiData(() => call(billingSetupContract, {}));
  const [q, setQ] = useState('');
  const [students, setStudents] = useState<{ id: number; fullName: string; section: string | null }[]>([]);
  const [form, setForm] = useState({ studentId: 0, feeTypeId: 0, amount: '', reason: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat beasiswa…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const s = result.data;
  const find = async () => setStudents((await call(searchStudentsContract, { input: { q } })).data);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await act(
      () =>
        call(saveDiscountContract, {
          input: { studentId: form.studentId, feeTypeId: form.feeTypeId || s.feeTypes[0]?.id, amount: Number(form.amount), reason: form.reason },
        }),
      'Beasiswa tersimpan',
      setErrors,
    );
    if (ok) {
      setForm({ studentId: 0, feeTypeId: 0, amount: '', reason: '' });
      result.retry();
    }
  };
  const remove = async (id: number) => {
    if (await act(() => call(deleteDiscountContract, { params: { id } }), 'Beasiswa dihapus')) result.retry();
  };
  return (
    <section>
      <h1 className="h4">Data Beasiswa Siswa</h1>
      {s.canEdit && (
        <form className="border rounded p-2 mb-3" aria-label="Beasiswa" onSubmit={(e) => void save(e)}>
          <div className="row g-2">
            <div className="col-12 col-md-6">
              <label className="form-label small" htmlFor="bs-q">
                Cari siswa
              </label>
              <div className="d-flex gap-1">
                <input id="bs-q" className="form-control form-control-sm" value={q} onChange={(e) => setQ(e.target.value)} />
                <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void find()}>
                  Cari
                </button>
              </div>
            </div>
            <div className="col-12 col-md-6">
              <label className="form-label small" htmlFor="bs-student">
                Siswa
              </label>
              <select
                id="bs-student"
                className={`form-select form-select-sm ${errors.studentId ? 'is-invalid' : ''}`}
                value={form.studentId || ''}
                onChange={(e) => setForm({ ...form, studentId: Number(e.target.value) })}
              >
                <option value="">Pilih siswa</option>
                {students.map((st) => (
                  <option key={st.id} value={st.id}>
                    {st.fullName}
                    {st.section ? ` (${st.section})` : ''}
                  </option>
                ))}
              </select>
              {errors.studentId && <div className="invalid-feedback">{errors.studentId[0]}</div>}
            </div>
            <div className="col-6 col-md-3">
              <label className="form-label small" htmlFor="bs-fee">
                Jenis biaya
              </label>
              <select
                id="bs-fee"
                className="form-select form-select-sm"
                value={form.feeTypeId || s.feeTypes[0]?.id}
                onChange={(e) => setForm({ ...form, feeTypeId: Number(e.target.value) })}
              >
                {s.feeTypes.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-6 col-md-3">
              <label className="form-label small" htmlFor="bs-amount">
                Potongan per tagihan (Rp)
              </label>
              <input
                id="bs-amount"
                type="number"
                inputMode="numeric"
                className={`form-control form-control-sm ${errors.amount ? 'is-invalid' : ''}`}
                value={form.amount}
                onChange={(e) => setForm({ ...form, amount: e.target.value })}
              />
              {errors.amount && <div className="invalid-feedback">{errors.amount[0]}</div>}
            </div>
            <div className="col-12 col-md-6">
              <label className="form-label small" htmlFor="bs-reason">
                Alasan
              </label>
              <input
                id="bs-reason"
                className={`form-control form-control-sm ${errors.reason ? 'is-invalid' : ''}`}
                value={form.reason}
                onChange={(e) => setForm({ ...form, reason: e.target.value })}
                placeholder="Beasiswa prestasi"
              />
              {errors.reason && <div className="invalid-feedback">{errors.reason[0]}</div>}
            </div>
          </div>
          <button type="submit" className="btn btn-sm btn-primary mt-2">
            Simpan beasiswa
          </button>
        </form>
      )}
      {s.discounts.length === 0 && <p>Belum ada beasiswa.</p>}
      <ul className="list-group">
        {s.discounts.map((d) => (
          <li key={d.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <div className="me-auto">
              <strong>{d.studentName}</strong>
              <div className="small text-body-secondary">
                {s.feeTypes.find((f) => f.id === d.feeTypeId)?.name} · {rupiah(d.amount)} per tagihan · {d.reason}
              </div>
            </div>
            {s.canEdit && (
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(d.id)} aria-label={`Hapus beasiswa ${d.studentName}`}>
                Hapus
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
