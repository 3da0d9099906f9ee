/** /school_hours and /absence/setting_attendance_hours: when taps count as on time, late, and going home. */
import { useState } from 'react';
import { getSchoolHoursContract, saveSchoolHoursContract } from '../../../shared/api/attendance/devices.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

type Hours = { checkInFrom: string; lateAfter: string; checkOutFrom: string };
const FIELDS = [
  ['checkInFrom', 'Mulai tap masuk'],
  ['lateAfter', 'Terlambat setelah'],
  ['checkOutFrom', 'Mulai tap pulang'],
] as const;

function HoursForm({
  audience,
  title,
  saved,
  canEdit,
  onSaved,
}: {
  audience: 'student' | 'staff';
  title: string;
  saved: Hours;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const [v, setV] = useState(saved);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async () => {
    if (await act(() => call(saveSchoolHoursContract, { input: { audience, ...v } }), 'Jam sekolah tersimpan', setErrors)) onSaved();
  };
  return (
    <form
      className="border rounded p-2 mb-3"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className="h6">{title}</h2>
      <div className="row g-2">
        {FIELDS.map(([key, label]) => (
          <div key={key} className="col-12 col-sm-4">
            <label className="form-label" htmlFor={`${audience}-${key}`}>
              {label}
            </label>
            <input
              id={`${audience}-${key}`}
              type="time"
              disabled={!canEdit}
              className={`form-control ${errors[key] ? 'is-invalid' : ''}`}
              value={v[key]}
              onChange={(e) => setV({ ...v, [key]: e.target.value })}
            />
            {errors[key] && <div className="invalid-feedback">{errors[key][0]}</div>}
          </div>
        ))}
      </div>
      {canEdit && (
        <button type="submit" className="btn btn-primary mt-2">
          Simpan
        </button>
      )}
    </form>
  );
}

export default function SchoolHoursScreen() {
  const result = useApiData(() => call(getSchoolHoursContract, {}));
  if (result.state === 'loading') return <Loading label="Memuat jam sekolah…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const h = result.data;
  return (
    <section>
      <h1 className="h4">Jam Sekolah</h1>
      <p className="small">Tap pertama sesudah batas terlambat dicatat dengan menit keterlambatannya; tap sesudah jam pulang dicatat sebagai pulang.</p>
      <HoursForm audience="student" title="Siswa" saved={h.student} canEdit={h.canEdit} onSaved={result.retry} />
      <HoursForm audience="staff" title="Pegawai" saved={h.staff} canEdit={h.canEdit} onSaved={result.retry} />
    </section>
  );
}
