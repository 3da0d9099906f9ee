/** /absent_rule: how taps are judged (tolerances, a finger pressed twice), automatic Alpa, and the parents' WhatsApp notice. */
import { useState } from 'react';
import { getRulesContract, saveRulesContract } from '../../../shared/api/attendance/rules.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

type Rules = Omit<Awaited<ReturnType<typeof call<typeof getRulesContract>>>, 'canEdit'>;

function Form({ initial, canEdit }: { initial: Rules; canEdit: boolean }) {
  const [r, setR] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const num = (k: 'lateToleranceMinutes' | 'earlyLeaveToleranceMinutes' | 'repeatTapMinutes', label: string, help: string) => (
    <div className="col-12 col-md-4">
      <label className="form-label" htmlFor={`aturan-${k}`}>
        {label}
      </label>
      <input
        id={`aturan-${k}`}
        type="number"
        min={0}
        className={`form-control ${errors[k] ? 'is-invalid' : ''}`}
        disabled={!canEdit}
        value={r[k]}
        onChange={(e) => setR({ ...r, [k]: Number(e.target.value) })}
        aria-describedby={`aturan-${k}-bantuan`}
      />
      <div id={`aturan-${k}-bantuan`} className="form-text">
        {help}
      </div>
      {errors[k] && <div className="invalid-feedback">{errors[k][0]}</div>}
    </div>
  );
  const check = (k: 'autoAbsent' | 'notifyParents' | 'notifyLate', label: string) => (
    <div className="form-check">
      <input
        id={`aturan-${k}`}
        type="checkbox"
        className="form-check-input"
        disabled={!canEdit}
        checked={r[k]}
        onChange={(e) => setR({ ...r, [k]: e.target.checked })}
      />
      <label className="form-check-label" htmlFor={`aturan-${k}`}>
        {label}
      </label>
    </div>
  );
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        await act(() => call(saveRulesContract, { input: r }), 'Aturan presensi tersimpan', setErrors);
      }}
    >
      <h2 className="h6">Tap dari mesin</h2>
      <div className="row g-2 mb-3">
        {num('lateToleranceMinutes', 'Toleransi terlambat (menit)', 'Tap sampai sekian menit sesudah batas terlambat belum dihitung terlambat.')}
        {num('earlyLeaveToleranceMinutes', 'Toleransi pulang awal (menit)', 'Pegawai yang pulang sekian menit sebelum jam pulang belum dihitung pulang awal.')}
        {num('repeatTapMinutes', 'Jeda tap ganda (menit)', 'Tap kedua dalam jeda ini sesudah tap masuk tidak dianggap tap pulang.')}
      </div>
      <h2 className="h6">Sesudah batas harian</h2>
      <div className="mb-2">
        <label className="form-label" htmlFor="aturan-cutoff">
          Jam batas
        </label>
        <input
          id="aturan-cutoff"
          type="time"
          className={`form-control w-auto ${errors.cutoff ? 'is-invalid' : ''}`}
          disabled={!canEdit}
          value={r.cutoff}
          onChange={(e) => setR({ ...r, cutoff: e.target.value })}
        />
        {errors.cutoff && <div className="invalid-feedback">{errors.cutoff[0]}</div>}
      </div>
      {check('autoAbsent', 'Siswa tanpa tap dan tanpa keterangan pada jam batas dicatat Alpa (untuk sekolah yang memakai mesin)')}
      {check('notifyParents', 'Kirim WhatsApp ke orang tua siswa yang Alpa (sekali sehari per siswa, lewat kotak keluar)')}
      {check('notifyLate', 'Kirim juga untuk siswa yang terlambat')}
      <p className="small text-body-secondary mt-1">Orang tua dapat berhenti menerima pemberitahuan dari halaman kehadiran anaknya.</p>
      {canEdit && (
        <button type="submit" className="btn btn-primary mt-2">
          Simpan Aturan
        </button>
      )}
    </form>
  );
}

export default function RulesScreen() {
  const result = useApiData(() => call(getRulesContract, {}));
  if (result.state === 'loading') return <Loading label="Memuat aturan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { canEdit, ...rules } = result.data;
  return (
    <section>
      <h1 className="h4">Aturan Presensi</h1>
      <p className="small">Jam masuk dan pulang ada di Jam Sekolah; pegawai bershift mengikuti Grup Shift.</p>
      <Form initial={rules} canEdit={canEdit} />
    </section>
  );
}
