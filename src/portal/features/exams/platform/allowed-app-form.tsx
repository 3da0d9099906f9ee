/** Adding or changing one whitelisted lockdown app; the server's field messages appear under each field. */
import { useState, type SyntheticEvent } from 'react';
import { APP_PLATFORM_LABELS, APP_PLATFORMS, type AppPlatform } from '../../../../shared/exams/platform/app-platforms.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { FieldErrorMap } from '../../../lib/api-failure.ts';
import { saveApp, type AllowedApp } from './allowed-apps-api.ts';
import { saveWithFeedback } from './save-feedback.ts';
import { SwitchField } from './switch-field.tsx';

/** The form's text inputs hold '' for "not given"; the engine stores an empty key or note as null. */
type Draft = { [K in keyof Omit<AllowedApp, 'id'>]: NonNullable<AllowedApp[K]> };

const draftOf = (app: AllowedApp | null): Draft => ({
  name: app?.name ?? '',
  platform: app?.platform ?? 'windows',
  config_key: app?.config_key ?? '',
  browser_exam_key: app?.browser_exam_key ?? '',
  active: app?.active ?? true,
  notes: app?.notes ?? '',
});

export function AllowedAppForm({ app, onSaved, onCancel }: { app: AllowedApp | null; onSaved: () => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(app));
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSaving(true);
    const ok = await saveWithFeedback(() => saveApp(app?.id ?? null, draft), setErrors, 'Aplikasi disimpan');
    setSaving(false);
    if (ok) onSaved();
  };
  const keyHelp = '64 karakter heksadesimal, salin dari Safe Exam Browser (Config Key) atau aplikasi ujian (Browser Exam Key).';
  return (
    <form className="card card-body mb-3" onSubmit={submit} noValidate aria-label={app ? 'Ubah aplikasi' : 'Tambah aplikasi'}>
      <h2 className="h6">{app ? `Ubah ${app.name}` : 'Tambah aplikasi'}</h2>
      <div className="row g-2">
        <div className="col-md-8">
          <TextField
            id="nama-aplikasi"
            label="Nama aplikasi"
            value={draft.name}
            onChange={(name) => set({ name })}
            errors={errors.name}
            placeholder="Safe Exam Browser Lab 1"
          />
        </div>
        <div className="col-md-4 mb-3">
          <label className="form-label" htmlFor="platform-aplikasi">
            Platform
          </label>
          <select
            id="platform-aplikasi"
            className={`form-select${errors.platform ? ' is-invalid' : ''}`}
            value={draft.platform}
            onChange={(e) => set({ platform: e.target.value as AppPlatform })}
          >
            {APP_PLATFORMS.map((p) => (
              <option key={p} value={p}>
                {APP_PLATFORM_LABELS[p]}
              </option>
            ))}
          </select>
          {errors.platform && <div className="invalid-feedback">{errors.platform.join(' ')}</div>}
        </div>
      </div>
      <TextField
        id="config-key"
        label="Config Key"
        className="font-monospace"
        value={draft.config_key}
        onChange={(config_key) => set({ config_key })}
        errors={errors.config_key}
        help={keyHelp}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        id="browser-exam-key"
        label="Browser Exam Key"
        className="font-monospace"
        value={draft.browser_exam_key}
        onChange={(browser_exam_key) => set({ browser_exam_key })}
        errors={errors.browser_exam_key}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField id="catatan-aplikasi" label="Catatan" value={draft.notes} onChange={(notes) => set({ notes })} errors={errors.notes} />
      <SwitchField id="aplikasi-aktif" label="Aktif (kuncinya diterima)" checked={draft.active} onChange={(active) => set({ active })} />
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Menyimpan…' : 'Simpan'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Batal
        </button>
      </div>
    </form>
  );
}
