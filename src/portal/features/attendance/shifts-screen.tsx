/** /absent_shift: the staff's shifts (security, cleaning, boarding): when a tap is on time and when going home starts. */
import { useState } from 'react';
import { createShiftContract, deleteShiftContract, listShiftsContract, updateShiftContract } from '../../../shared/api/attendance/rules.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

const EMPTY = { name: '', checkInFrom: '05:30', lateAfter: '07:00', checkOutFrom: '15:00' };

export default function ShiftsScreen() {
  const result = useApiData(() => call(listShiftsContract, {}));
  const [form, setForm] = useState<typeof EMPTY & { id?: number }>(EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat shift…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const save = async () => {
    const { id, ...input } = form;
    const ok = id
      ? await act(() => call(updateShiftContract, { params: { id }, input }), 'Shift tersimpan', setErrors)
      : await act(() => call(createShiftContract, { input }), 'Shift ditambahkan', setErrors);
    if (ok) {
      setForm(EMPTY);
      result.retry();
    }
  };
  const time = (k: 'checkInFrom' | 'lateAfter' | 'checkOutFrom', label: string) => (
    <div className="col-6 col-md-3">
      <label className="form-label" htmlFor={`shift-${k}`}>
        {label}
      </label>
      <input
        id={`shift-${k}`}
        type="time"
        className={`form-control ${errors[k] ? 'is-invalid' : ''}`}
        value={form[k]}
        onChange={(e) => setForm({ ...form, [k]: e.target.value })}
      />
      {errors[k] && <div className="invalid-feedback">{errors[k][0]}</div>}
    </div>
  );
  return (
    <section>
      <h1 className="h4">Shift Presensi</h1>
      <p className="small">Pegawai dalam grup shift dinilai dengan jam shiftnya hari itu; pegawai lain dengan Jam Sekolah.</p>
      <ul className="list-group mb-3">
        {d.shifts.map((s) => (
          <li key={s.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <span className="fw-semibold me-auto">{s.name}</span>
            <span className="small">
              tap mulai {s.checkInFrom} · terlambat sesudah {s.lateAfter} · pulang mulai {s.checkOutFrom} · {s.groups} grup
            </span>
            {d.canEdit && (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => setForm({ id: s.id, name: s.name, checkInFrom: s.checkInFrom, lateAfter: s.lateAfter, checkOutFrom: s.checkOutFrom })}
              >
                Ubah {s.name}
              </button>
            )}
            {d.canEdit && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={async () => {
                  if (await act(() => call(deleteShiftContract, { params: { id: s.id } }), 'Shift dihapus')) result.retry();
                }}
              >
                Hapus {s.name}
              </button>
            )}
          </li>
        ))}
        {!d.shifts.length && <li className="list-group-item text-body-secondary">Belum ada shift.</li>}
      </ul>
      {d.canEdit && (
        <form
          className="border rounded p-2"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h2 className="h6">{form.id ? `Ubah ${form.name}` : 'Tambah shift'}</h2>
          <div className="row g-2">
            <div className="col-12 col-md-3">
              <label className="form-label" htmlFor="shift-nama">
                Nama shift
              </label>
              <input
                id="shift-nama"
                className={`form-control ${errors.name ? 'is-invalid' : ''}`}
                value={form.name}
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
              {errors.name && <div className="invalid-feedback">{errors.name[0]}</div>}
            </div>
            {time('checkInFrom', 'Tap masuk mulai')}
            {time('lateAfter', 'Terlambat sesudah')}
            {time('checkOutFrom', 'Pulang mulai')}
          </div>
          <button type="submit" className="btn btn-primary mt-2">
            Simpan Shift
          </button>
        </form>
      )}
    </section>
  );
}
