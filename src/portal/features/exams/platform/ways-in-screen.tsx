/**
 * monitoring/examaccess-platform-settings: which ways into an exam the school accepts. The server decides the
 * way by what a request carries (a portal session, an app's signed link, Safe Exam Browser's key hashes).
 */
import { useEffect, useState } from 'react';
import { EXAM_WAY_LABELS, EXAM_WAYS, type ExamWay } from '../../../../shared/exams/platform/settings-schema.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import type { FieldErrorMap } from '../../../lib/api-failure.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { getSettings, saveWays } from './platform-api.ts';
import { saveWithFeedback } from './save-feedback.ts';
import { SwitchField } from './switch-field.tsx';

const HELP: Record<ExamWay, string> = {
  portal: 'Siswa masuk ke portal ini dengan akunnya lalu mengerjakan ujian di browser.',
  app: 'Aplikasi ujian sekolah di ponsel atau tablet, memakai tautan ujian bertanda tangan (/webpageujian).',
  seb: 'Komputer atau iPad dengan Safe Exam Browser yang kuncinya terdaftar di jadwal atau di Aplikasi yang Diizinkan.',
};

export default function WaysInScreen() {
  const result = useApiData(getSettings);
  const [ways, setWays] = useState<ExamWay[] | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (result.state === 'ready') setWays(result.data.allowedPlatforms);
  }, [result.state]);
  if (result.state === 'loading') return <Loading label="Memuat pengaturan akses…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  if (!ways) return <Loading label="Memuat pengaturan akses…" />;
  const canEdit = result.data.canEdit;
  const save = async () => {
    setSaving(true);
    await saveWithFeedback(() => saveWays({ allowedPlatforms: ways }), setErrors, 'Akses ujian disimpan');
    setSaving(false);
  };
  return (
    <section style={{ maxWidth: 720 }}>
      <h1 className="h4 mb-2">Pengaturan Akses Platform Ujian</h1>
      <p className="text-body-secondary">
        Pilih jalur yang boleh dipakai siswa untuk mengerjakan ujian. Siswa yang memakai jalur yang ditutup akan ditolak dengan pesan jalur mana yang dibuka.
      </p>
      {!canEdit && <p className="alert alert-info">Hanya admin sekolah yang dapat mengubah akses ujian.</p>}
      <fieldset disabled={!canEdit} aria-describedby={errors.allowedPlatforms ? 'jalur-galat' : undefined}>
        <legend className="h6">Jalur masuk yang diizinkan</legend>
        {EXAM_WAYS.map((w) => (
          <SwitchField
            key={w}
            id={`jalur-${w}`}
            label={EXAM_WAY_LABELS[w]}
            help={HELP[w]}
            checked={ways.includes(w)}
            onChange={(on) => setWays(on ? [...ways, w] : ways.filter((x) => x !== w))}
          />
        ))}
        {errors.allowedPlatforms && (
          <p id="jalur-galat" className="text-danger" role="alert">
            {errors.allowedPlatforms.join(' ')}
          </p>
        )}
        {canEdit && (
          <button type="button" className="btn btn-primary" disabled={saving} onClick={() => void save()}>
            {saving ? 'Menyimpan…' : 'Simpan akses'}
          </button>
        )}
      </fieldset>
    </section>
  );
}
