/** /group_absent_shift: groups of staff who work the same week of shifts (a shift per day, or a day off), and who is in each. */
import { useState } from 'react';
import { createShiftGroupContract, deleteShiftGroupContract, listShiftGroupsContract, updateShiftGroupContract } from '../../../shared/api/attendance/rules.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, DAY_NAMES } from './ui.ts';

type Form = { id?: number; name: string; days: Record<number, number>; memberIds: number[] };
const EMPTY: Form = { name: '', days: {}, memberIds: [] };
const ORDER = [1, 2, 3, 4, 5, 6, 0];

export default function ShiftGroupsScreen() {
  const result = useApiData(() => call(listShiftGroupsContract, {}));
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat grup shift…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const shiftName = new Map(d.shifts.map((s) => [s.id, s.name]));
  const staffName = new Map(d.staff.map((s) => [s.id, s.name]));
  const save = async () => {
    const input = {
      name: form.name,
      days: Object.entries(form.days)
        .filter(([, v]) => v)
        .map(([day, shiftId]) => ({ day: Number(day), shiftId })),
      memberIds: form.memberIds,
    };
    const ok = form.id
      ? await act(() => call(updateShiftGroupContract, { params: { id: form.id! }, input }), 'Grup shift tersimpan', setErrors)
      : await act(() => call(createShiftGroupContract, { input }), 'Grup shift dibuat', setErrors);
    if (ok) {
      setForm(EMPTY);
      result.retry();
    }
  };
  return (
    <section>
      <h1 className="h4">Grup Shift Presensi</h1>
      {!d.shifts.length && <div className="alert alert-info py-2">Buat shift dahulu di Shift Presensi.</div>}
      <ul className="list-group mb-3">
        {d.groups.map((g) => (
          <li key={g.id} className="list-group-item">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <span className="fw-semibold me-auto">{g.name}</span>
              {d.canEdit && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => setForm({ id: g.id, name: g.name, days: Object.fromEntries(g.days.map((x) => [x.day, x.shiftId])), memberIds: g.memberIds })}
                >
                  Ubah {g.name}
                </button>
              )}
              {d.canEdit && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={async () => {
                    if (await act(() => call(deleteShiftGroupContract, { params: { id: g.id } }), 'Grup dihapus')) result.retry();
                  }}
                >
                  Hapus {g.name}
                </button>
              )}
            </div>
            <div className="small">
              {ORDER.map((day) => `${DAY_NAMES[day]}: ${shiftName.get(g.days.find((x) => x.day === day)?.shiftId ?? 0) ?? 'libur'}`).join(' · ')}
            </div>
            <div className="small text-body-secondary">
              Anggota:{' '}
              {g.memberIds
                .map((id) => staffName.get(id))
                .filter(Boolean)
                .join(', ') || 'belum ada'}
            </div>
          </li>
        ))}
        {!d.groups.length && <li className="list-group-item text-body-secondary">Belum ada grup shift.</li>}
      </ul>
      {d.canEdit && d.shifts.length > 0 && (
        <form
          className="border rounded p-2"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h2 className="h6">{form.id ? `Ubah ${form.name}` : 'Buat grup shift'}</h2>
          <label className="form-label" htmlFor="grup-nama">
            Nama grup
          </label>
          <input
            id="grup-nama"
            className={`form-control mb-2 ${errors.name ? 'is-invalid' : ''}`}
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          {errors.name && <div className="invalid-feedback">{errors.name[0]}</div>}
          <div className="row g-2 mb-2">
            {ORDER.map((day) => (
              <div key={day} className="col-6 col-md-3">
                <label className="form-label small mb-0" htmlFor={`grup-hari-${day}`}>
                  {DAY_NAMES[day]}
                </label>
                <select
                  id={`grup-hari-${day}`}
                  className="form-select form-select-sm"
                  value={form.days[day] ?? 0}
                  onChange={(e) => setForm({ ...form, days: { ...form.days, [day]: Number(e.target.value) } })}
                >
                  <option value={0}>Libur</option>
                  {d.shifts.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <fieldset className="border rounded p-2 mb-2" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
            <legend className="small fw-semibold float-none w-auto px-1 mb-0">Anggota</legend>
            {d.staff.map((s) => (
              <div key={s.id} className="form-check">
                <input
                  id={`grup-anggota-${s.id}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={form.memberIds.includes(s.id)}
                  onChange={(e) => setForm({ ...form, memberIds: e.target.checked ? [...form.memberIds, s.id] : form.memberIds.filter((x) => x !== s.id) })}
                />
                <label className="form-check-label" htmlFor={`grup-anggota-${s.id}`}>
                  {s.name}
                </label>
              </div>
            ))}
          </fieldset>
          {(errors.days || errors.memberIds) && (
            <div className="text-danger small" role="alert">
              {(errors.days ?? errors.memberIds)[0]}
            </div>
          )}
          <button type="submit" className="btn btn-primary">
            Simpan Grup
          </button>
        </form>
      )}
    </section>
  );
}
