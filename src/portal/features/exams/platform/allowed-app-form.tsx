/** Adding or changing one whitelisted lockdown app; the server's field messages appear under each field. */
import { useState, type SyntheticEvent } from 'react';
import { APP_PLATFORM_LABELS, APP_PLATFORMS, type AppPlatform } from '../../../../shared/exams/platform/allowed-app-schema.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { FieldErrorMap } from '../../../lib/api-failure.ts';
import { call } from '../../../lib/api.ts';
import { createAllowedAppContract, updateAllowedAppContract, type allowedAppViewSchema } from '../../../../shared/api/exams/platform.ts';
import type { z } from 'zod';
import { saveWithFeedback } from './save-feedback.ts';
import { SwitchField } from './switch-field.tsx';

export type AllowedApp = z.output<typeof allowedAppViewSchema>;

type Draft = Omit<AllowedApp, 'id' | 'configKey' | 'browserExamKey' | 'notes' | 'updatedAt'> & { configKey: string; browserExamKey: string; notes: string };

const draftOf = (app: AllowedApp | null): Draft => ({
  name: app?.name ?? '',
  platform: app?.platform ?? 'windows',
  configKey: app?.configKey ?? '',
  browserExamKey: app?.browserExamKey ?? '',
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
    const ok = await saveWithFeedback(
      () => (app ? call(updateAllowedAppContract, { params: { id: app.id }, input: draft }) : call(createAllowedAppContract, { input: draft })),
      setErrors,
      'Aplikasi disimpan',
    );
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
        value={draft.configKey}
        onChange={(configKey) => set({ configKey })}
        errors={errors.configKey}
        help={keyHelp}
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        id="browser-exam-key"
        label="Browser Exam Key"
        className="font-monospace"
        value={draft.browserExamKey}
        onChange={(browserExamKey) => set({ browserExamKey })}
        errors={errors.browserExamKey}
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
