/** /setting_code_account: codes to register oneself (per role, a rombel for students, uses and expiry). */
import { useState } from 'react';
import { createCodeContract, deactivateCodeContract, listCodesContract } from '../../../shared/api/accounts/admin.ts';
import { SELF_SERVICE_TYPES } from '../../../shared/accounts/inputs.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';

const STATE = { active: ['success', 'Aktif'], expired: ['secondary', 'Kedaluwarsa'], used_up: ['warning', 'Habis'], off: ['dark', 'Nonaktif'] } as const;

export default function RegistrationCodesScreen() {
  const result = useApiData(() => call(listCodesContract));
  const [form, setForm] = useState({ userTypeId: '5', sectionId: '', label: '', maxUses: '36', validDays: '14' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [key]: e.target.value });
  const invalid = (key: string) => (errors[key] ? ' is-invalid' : '');
  if (result.state === 'loading') return <Loading label="Memuat kode…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const create = async () => {
    const input = {
      userTypeId: form.userTypeId as '5',
      sectionId: form.userTypeId === '5' && form.sectionId ? Number(form.sectionId) : undefined,
      label: form.label || undefined,
      maxUses: Number(form.maxUses),
      validDays: Number(form.validDays),
    };
    if (await act(() => call(createCodeContract, { input }), 'Kode dibuat', setErrors)) result.retry();
  };
  return (
    <section>
      <h1 className="h4">Kode Pendaftaran Akun</h1>
      <p className="small">
        Bagikan kode (misalnya saat MPLS atau rapat orang tua); pemegangnya mendaftar sendiri di <a href="/daftar-akun">Daftar dengan Kode</a>. Kode siswa dapat
        langsung memasukkan ke satu rombel.
      </p>
      <form
        className="row g-2 align-items-end mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          void create();
        }}
        aria-label="Buat kode pendaftaran"
      >
        <div className="col-6 col-md-2">
          <label className="form-label small mb-0" htmlFor="kode-peran">
            Peran
          </label>
          <select id="kode-peran" className="form-select" value={form.userTypeId} onChange={set('userTypeId')}>
            {Object.entries(SELF_SERVICE_TYPES).map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </select>
        </div>
        {form.userTypeId === '5' && (
          <div className="col-6 col-md-2">
            <label className="form-label small mb-0" htmlFor="kode-rombel">
              Rombel
            </label>
            <select id="kode-rombel" className={`form-select${invalid('sectionId')}`} value={form.sectionId} onChange={set('sectionId')}>
              <option value="">Tanpa rombel</option>
              {result.data.sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="col-12 col-md-3">
          <label className="form-label small mb-0" htmlFor="kode-ket">
            Keterangan
          </label>
          <input id="kode-ket" className={`form-control${invalid('label')}`} value={form.label} onChange={set('label')} placeholder="MPLS X AKL 1" />
        </div>
        <div className="col-4 col-md-2">
          <label className="form-label small mb-0" htmlFor="kode-max">
            Batas pakai
          </label>
          <input
            id="kode-max"
            type="number"
            min={1}
            max={1000}
            className={`form-control${invalid('maxUses')}`}
            value={form.maxUses}
            onChange={set('maxUses')}
          />
          {errors.maxUses && <div className="invalid-feedback">{errors.maxUses[0]}</div>}
        </div>
        <div className="col-4 col-md-2">
          <label className="form-label small mb-0" htmlFor="kode-hari">
            Berlaku (hari)
          </label>
          <input
            id="kode-hari"
            type="number"
            min={1}
            max={365}
            className={`form-control${invalid('validDays')}`}
            value={form.validDays}
            onChange={set('validDays')}
          />
          {errors.validDays && <div className="invalid-feedback">{errors.validDays[0]}</div>}
        </div>
        <div className="col-4 col-md-1">
          <button type="submit" className="btn btn-primary w-100">
            Buat
          </button>
        </div>
      </form>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <thead>
            <tr>
              <th scope="col">Kode</th>
              <th scope="col">Peran</th>
              <th scope="col">Rombel / keterangan</th>
              <th scope="col">Dipakai</th>
              <th scope="col">Berlaku s.d.</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Aksi</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {result.data.codes.map((c) => (
              <tr key={c.id}>
                <td className="font-monospace fw-semibold">{c.code}</td>
                <td>{c.userType}</td>
                <td>{[c.sectionName, c.label].filter(Boolean).join(' · ') || '-'}</td>
                <td>
                  {c.usedCount}/{c.maxUses}
                </td>
                <td className="text-nowrap">{new Date(c.expiresAt).toLocaleDateString('id-ID')}</td>
                <td>
                  <span className={`badge text-bg-${STATE[c.state][0]}`}>{STATE[c.state][1]}</span>
                </td>
                <td>
                  {c.active && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={async () => {
                        if (await act(() => call(deactivateCodeContract, { params: { id: c.id } }), 'Kode dinonaktifkan')) result.retry();
                      }}
                    >
                      Nonaktifkan {c.code}
                    </button>
                  )}
                </td>
              </tr>
            ))}
            {!result.data.codes.length && (
              <tr>
                <td colSpan={7} className="text-body-secondary">
                  Belum ada kode.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
