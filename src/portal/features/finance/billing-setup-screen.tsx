/**
 * /finance/student_billing (and /setting_finance_transaction, /setting_finance_transaction/:id): fee types — SPP
 * monthly, uang gedung, seragam, kegiatan … — each with its income account, default amount and tariff per grade.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { billingSetupContract, createFeeTypeContract, updateFeeTypeContract } from '../../../shared/api/finance/billing.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo, rupiah } from './ui.ts';

type Fee = {
  id: number;
  code: string;
  name: string;
  monthly: boolean;
  incomeAccountId: number;
  defaultAmount: number;
  tariffs: { classId: number; amount: number }[];
};

export default function BillingSetupScreen() {
  const result = useApiData(() => call(billingSetupContract, {}));
  const [editing, setEditing] = useState<Fee | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat jenis biaya…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const s = result.data;
  const tariffOf = (fee: Fee, classId: number) => fee.tariffs.find((t) => t.classId === classId)?.amount;
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    const { id, ...input } = editing;
    const ok = await act(
      () => (id ? call(updateFeeTypeContract, { params: { id }, input }) : call(createFeeTypeContract, { input })),
      'Jenis biaya tersimpan',
      setErrors,
    );
    if (ok) {
      setEditing(null);
      result.retry();
    }
  };
  const setTariff = (classId: number, value: string) => {
    if (!editing) return;
    const rest = editing.tariffs.filter((t) => t.classId !== classId);
    setEditing({ ...editing, tariffs: value === '' ? rest : [...rest, { classId, amount: Number(value) }] });
  };
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">Pengaturan Tagihan Siswa</h1>
        <Link className="btn btn-sm btn-outline-primary" to={routeTo('data_students_scholarship')}>
          Beasiswa siswa
        </Link>
        {s.canEdit && (
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => {
              setErrors({});
              setEditing({ id: 0, code: '', name: '', monthly: false, incomeAccountId: s.incomeAccounts[0]?.id ?? 0, defaultAmount: 0, tariffs: [] });
            }}
          >
            Tambah jenis biaya
          </button>
        )}
      </div>
      {editing && (
        <form className="border rounded p-2 mb-3" aria-label="Jenis biaya" onSubmit={(e) => void save(e)}>
          <div className="row g-2">
            <div className="col-4 col-md-2">
              <label className="form-label small" htmlFor="fee-code">
                Kode
              </label>
              <input
                id="fee-code"
                className={`form-control form-control-sm ${errors.code ? 'is-invalid' : ''}`}
                value={editing.code}
                onChange={(e) => setEditing({ ...editing, code: e.target.value.toUpperCase() })}
              />
              {errors.code && <div className="invalid-feedback">{errors.code[0]}</div>}
            </div>
            <div className="col-8 col-md-4">
              <label className="form-label small" htmlFor="fee-name">
                Nama biaya
              </label>
              <input
                id="fee-name"
                className={`form-control form-control-sm ${errors.name ? 'is-invalid' : ''}`}
                value={editing.name}
                onChange={(e) => setEditing({ ...editing, name: e.target.value })}
              />
              {errors.name && <div className="invalid-feedback">{errors.name[0]}</div>}
            </div>
            <div className="col-6 col-md-3">
              <label className="form-label small" htmlFor="fee-acc">
                Akun pendapatan
              </label>
              <select
                id="fee-acc"
                className="form-select form-select-sm"
                value={editing.incomeAccountId}
                onChange={(e) => setEditing({ ...editing, incomeAccountId: Number(e.target.value) })}
              >
                {s.incomeAccounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.code} {a.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-6 col-md-3">
              <label className="form-label small" htmlFor="fee-amount">
                Tarif bawaan (Rp)
              </label>
              <input
                id="fee-amount"
                type="number"
                inputMode="numeric"
                className={`form-control form-control-sm ${errors.defaultAmount ? 'is-invalid' : ''}`}
                value={editing.defaultAmount}
                onChange={(e) => setEditing({ ...editing, defaultAmount: Number(e.target.value) })}
              />
              {errors.defaultAmount && <div className="invalid-feedback">{errors.defaultAmount[0]}</div>}
            </div>
            <div className="col-12">
              <div className="form-check">
                <input
                  id="fee-monthly"
                  type="checkbox"
                  className="form-check-input"
                  checked={editing.monthly}
                  onChange={(e) => setEditing({ ...editing, monthly: e.target.checked })}
                />
                <label className="form-check-label" htmlFor="fee-monthly">
                  Ditagih tiap bulan (seperti SPP)
                </label>
              </div>
            </div>
            {s.classes.map((c) => (
              <div key={c.id} className="col-6 col-md-3">
                <label className="form-label small" htmlFor={`fee-t-${c.id}`}>
                  Tarif tingkat {c.name}
                </label>
                <input
                  id={`fee-t-${c.id}`}
                  type="number"
                  inputMode="numeric"
                  className="form-control form-control-sm"
                  placeholder="bawaan"
                  value={tariffOf(editing, c.id) ?? ''}
                  onChange={(e) => setTariff(c.id, e.target.value)}
                />
              </div>
            ))}
          </div>
          <div className="mt-2 d-flex gap-2">
            <button type="submit" className="btn btn-sm btn-primary">
              Simpan jenis biaya
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setEditing(null)}>
              Batal
            </button>
          </div>
        </form>
      )}
      <ul className="list-group">
        {s.feeTypes.map((f) => (
          <li key={f.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <div className="me-auto">
              <strong>{f.name}</strong> <span className="badge text-bg-light border">{f.code}</span>{' '}
              {f.monthly && <span className="badge text-bg-info">bulanan</span>}
              <div className="small text-body-secondary">
                bawaan {rupiah(f.defaultAmount)}
                {f.tariffs.length
                  ? ` · ${f.tariffs.map((t) => `${s.classes.find((c) => c.id === t.classId)?.name ?? '?'}: ${rupiah(t.amount)}`).join(', ')}`
                  : ''}
              </div>
            </div>
            {s.canEdit && (
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => {
                  setErrors({});
                  setEditing(f);
                }}
                aria-label={`Ubah ${f.name}`}
              >
                Ubah
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
