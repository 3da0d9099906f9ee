/** /setting_raport: the active semester and the weight of each assessment kind in the final grade (they add up to 100). */
import { useState } from 'react';
import { getSettingsContract, saveSettingsContract } from '../../../shared/api/grades/rapor.ts';
import { ASSESSMENT_KINDS, KIND_LABELS } from '../../../shared/grades/schemas.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { act } from '../../lib/act.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

type Settings = { semester: '1' | '2'; weights: Record<string, number> };

export default function SettingsScreen() {
  const result = useApiData(() => call(getSettingsContract, {}));
  if (result.state === 'loading') return <Loading label="Memuat pengaturan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  return <SettingsForm initial={result.data} yearLabel={result.data.yearLabel} canEdit={result.data.canEdit} />;
}

function SettingsForm({ initial, yearLabel, canEdit }: { initial: Settings; yearLabel: string; canEdit: boolean }) {
  const [form, setForm] = useState<Settings>({ semester: initial.semester, weights: { ...initial.weights } });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const total = ASSESSMENT_KINDS.reduce((n, k) => n + (form.weights[k] ?? 0), 0);
  const save = () =>
    act(
      () =>
        call(saveSettingsContract, {
          input: {
            semester: form.semester,
            weights: Object.fromEntries(ASSESSMENT_KINDS.map((k) => [k, form.weights[k] ?? 0])) as Record<(typeof ASSESSMENT_KINDS)[number], number>,
          },
        }),
      'Pengaturan disimpan',
      setErrors,
    );
  return (
    <section>
      <h1 className="h4">Pengaturan Nilai Rapor</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {yearLabel}. Nilai akhir = rata-rata tiap jenis penilaian × bobotnya; jenis yang belum ada nilainya tidak dihitung. Dibulatkan ke bilangan
        bulat terdekat.
      </p>
      <form
        style={{ maxWidth: '28rem' }}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset disabled={!canEdit}>
          <label className="form-label small" htmlFor="semester-aktif">
            Semester aktif
          </label>
          <select
            id="semester-aktif"
            className="form-select form-select-sm mb-3"
            value={form.semester}
            onChange={(e) => setForm({ ...form, semester: e.target.value as '1' | '2' })}
          >
            <option value="1">1 (Ganjil)</option>
            <option value="2">2 (Genap)</option>
          </select>
          {ASSESSMENT_KINDS.map((k) => (
            <div className="row g-2 align-items-center mb-1" key={k}>
              <label className="col-8 small" htmlFor={`bobot-${k}`}>
                {KIND_LABELS[k]}
              </label>
              <div className="col-4">
                <input
                  id={`bobot-${k}`}
                  type="number"
                  min={0}
                  max={100}
                  className="form-control form-control-sm"
                  value={form.weights[k] ?? 0}
                  onChange={(e) => setForm({ ...form, weights: { ...form.weights, [k]: Number(e.target.value) } })}
                />
              </div>
            </div>
          ))}
          <p className={`small ${total === 100 ? '' : 'text-danger'}`}>Jumlah bobot: {total}%</p>
          {errors.weights && (
            <p className="small text-danger" role="alert">
              {errors.weights[0]}
            </p>
          )}
          {canEdit && (
            <button type="submit" className="btn btn-primary btn-sm">
              Simpan
            </button>
          )}
        </fieldset>
      </form>
    </section>
  );
}
