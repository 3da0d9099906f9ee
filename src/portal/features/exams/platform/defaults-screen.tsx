/**
 * examination/setting-global: the school's defaults for new schedules. Admins change them; teachers see
 * them (the schedule form starts from them). Existing schedules keep their own settings.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { RESULT_VISIBILITY, RESULT_VISIBILITY_LABELS, type ResultVisibility } from '../../../../shared/exams/access.ts';
import type { ExamDefaults } from '../../../../shared/exams/platform/settings-schema.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import type { FieldErrorMap } from '../../../lib/api-failure.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { getSettings, saveDefaults } from './platform-api.ts';
import { saveWithFeedback } from './save-feedback.ts';
import { SwitchField } from './switch-field.tsx';

const SWITCHES: { key: keyof ExamDefaults; label: string; help: string }[] = [
  { key: 'defaultShuffleQuestions', label: 'Acak urutan soal', help: 'Setiap siswa mendapat urutan soal berbeda.' },
  { key: 'defaultShuffleOptions', label: 'Acak urutan pilihan jawaban', help: 'Pilihan A–E diacak per siswa.' },
  { key: 'defaultTokenRequired', label: 'Wajib token', help: 'Jadwal baru langsung dibuatkan token yang diumumkan pengawas.' },
  { key: 'defaultRecordLeave', label: 'Catat siswa yang keluar dari halaman ujian', help: 'Pengawas melihat berapa kali siswa pindah aplikasi atau tab.' },
];

export default function DefaultsScreen() {
  const result = useApiData(getSettings);
  const [form, setForm] = useState<ExamDefaults | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (result.state === 'ready') setForm(pickDefaults(result.data));
  }, [result.state]);
  if (result.state === 'loading') return <Loading label="Memuat pengaturan ujian…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  if (!form) return <Loading label="Memuat pengaturan ujian…" />;
  const canEdit = result.data.canEdit;
  const set = (patch: Partial<ExamDefaults>) => setForm({ ...form, ...patch });
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSaving(true);
    await saveWithFeedback(() => saveDefaults({ ...form }), setErrors, 'Pengaturan disimpan');
    setSaving(false);
  };
  return (
    <form onSubmit={submit} noValidate className="mw-100" style={{ maxWidth: 720 }}>
      <h1 className="h4 mb-2">Pengaturan Global Ujian</h1>
      <p className="text-body-secondary">
        Nilai awal untuk setiap jadwal ujian baru. Jadwal yang sudah ada tidak berubah; guru tetap dapat mengubahnya per jadwal.
      </p>
      {!canEdit && <p className="alert alert-info">Hanya admin sekolah yang dapat mengubah pengaturan ini.</p>}
      <fieldset disabled={!canEdit}>
        <div className="mb-3">
          <label className="form-label" htmlFor="durasi-bawaan">
            Durasi (menit)
          </label>
          <input
            id="durasi-bawaan"
            type="number"
            inputMode="numeric"
            min={1}
            max={600}
            className={`form-control${errors.defaultDurationMinutes ? ' is-invalid' : ''}`}
            style={{ maxWidth: 160 }}
            value={Number.isNaN(form.defaultDurationMinutes) ? '' : form.defaultDurationMinutes}
            onChange={(e) => set({ defaultDurationMinutes: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
            aria-describedby={errors.defaultDurationMinutes ? 'durasi-bawaan-galat' : undefined}
          />
          {errors.defaultDurationMinutes && (
            <div id="durasi-bawaan-galat" className="invalid-feedback">
              {errors.defaultDurationMinutes.join(' ')}
            </div>
          )}
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="hasil-bawaan">
            Nilai terlihat siswa
          </label>
          <select
            id="hasil-bawaan"
            className="form-select"
            value={form.defaultResultVisibility}
            onChange={(e) => set({ defaultResultVisibility: e.target.value as ResultVisibility })}
          >
            {RESULT_VISIBILITY.map((v) => (
              <option key={v} value={v}>
                {RESULT_VISIBILITY_LABELS[v]}
              </option>
            ))}
          </select>
        </div>
        {SWITCHES.map((s) => (
          <SwitchField
            key={s.key}
            id={`bawaan-${s.key}`}
            label={s.label}
            help={s.help}
            checked={Boolean(form[s.key])}
            onChange={(on) => set({ [s.key]: on })}
          />
        ))}
        {canEdit && (
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Menyimpan…' : 'Simpan pengaturan'}
          </button>
        )}
      </fieldset>
    </form>
  );
}

function pickDefaults(s: ExamDefaults): ExamDefaults {
  return {
    defaultDurationMinutes: s.defaultDurationMinutes,
    defaultShuffleQuestions: s.defaultShuffleQuestions,
    defaultShuffleOptions: s.defaultShuffleOptions,
    defaultResultVisibility: s.defaultResultVisibility,
    defaultTokenRequired: s.defaultTokenRequired,
    defaultRecordLeave: s.defaultRecordLeave,
  };
}
