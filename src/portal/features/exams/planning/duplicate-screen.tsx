/** duplicate_examination: copy a schedule of this or an earlier year with a new title, window and token. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import Swal from 'sweetalert2';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { examOptions } from '../ui/exam-api.ts';
import { formatDateTime, fromLocalInput, toLocalInput } from '../ui/format.ts';
import { duplicate, duplicateSources } from './planning-api.ts';
import { Field } from './field.tsx';
import { saveForm } from './save-form.ts';

export default function DuplicateScreen() {
  const navigate = useNavigate();
  const data = useApiData(() => Promise.all([duplicateSources(), examOptions()]));
  const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000);
  const [form, setForm] = useState({
    sourceId: '',
    title: '',
    startsAt: toLocalInput(start),
    endsAt: toLocalInput(new Date(start.getTime() + 2 * 3_600_000)),
    sectionIds: [] as number[],
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  if (data.state === 'loading') return <Loading label="Memuat jadwal…" />;
  if (data.state === 'failed') return <LoadFailed message={data.message} onRetry={data.retry} />;
  const [sources, options] = data.data;
  const source = sources.data.find((s) => String(s.id) === form.sourceId);
  const otherYear = source && source.academicYearId !== sources.currentYearId;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const r = await saveForm(
      () =>
        duplicate({
          sourceId: Number(form.sourceId) || 0,
          title: form.title,
          startsAt: fromLocalInput(form.startsAt),
          endsAt: fromLocalInput(form.endsAt),
          sectionIds: form.sectionIds,
        }),
      setErrors,
      setSaving,
    );
    if (!r) return;
    await Swal.fire({ icon: 'success', title: 'Jadwal diduplikasi', text: `${r.participants} peserta${r.token ? ` · token ${r.token}` : ''}` });
    navigate(`/edit_school_exam_schedules/${r.id}`);
  };
  return (
    <form onSubmit={submit} noValidate style={{ maxWidth: '48rem' }}>
      <h1 className="h4 mb-1">Duplikasi Ujian</h1>
      <p className="text-body-secondary">Soal dan pengaturan jadwal asal disalin ke jadwal baru di tahun ajaran ini, dengan token baru.</p>
      <div className="row g-3">
        <div className="col-12">
          <label className="form-label" htmlFor="jadwal-asal">
            Jadwal asal
          </label>
          <select
            id="jadwal-asal"
            className={`form-select${errors.sourceId ? ' is-invalid' : ''}`}
            value={form.sourceId}
            onChange={(e) => {
              const s = sources.data.find((x) => String(x.id) === e.target.value);
              setForm({ ...form, sourceId: e.target.value, title: s ? `${s.title} (salinan)` : form.title });
            }}
          >
            <option value="">— pilih jadwal —</option>
            {sources.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title} · {s.year} · {formatDateTime(s.startsAt)}
              </option>
            ))}
          </select>
          {errors.sourceId && <div className="invalid-feedback">{errors.sourceId.join(' ')}</div>}
          {sources.data.length === 0 && <p className="small text-body-secondary mt-1">Belum ada jadwal ujian yang dapat diduplikasi.</p>}
        </div>
        <Field id="judul-baru" label="Judul baru" value={form.title} errors={errors.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
        <Field
          id="mulai-baru"
          label="Dibuka"
          className="col-md-6"
          type="datetime-local"
          value={form.startsAt}
          errors={errors.startsAt}
          onChange={(e) => setForm({ ...form, startsAt: e.target.value })}
        />
        <Field
          id="selesai-baru"
          label="Ditutup"
          className="col-md-6"
          type="datetime-local"
          value={form.endsAt}
          errors={errors.endsAt}
          onChange={(e) => setForm({ ...form, endsAt: e.target.value })}
        />
      </div>
      <fieldset className="mt-3">
        <legend className="h6">Rombel {otherYear ? '(wajib: jadwal asal dari tahun ajaran lain)' : '(kosongkan untuk memakai rombel jadwal asal)'}</legend>
        <div className="d-flex flex-wrap gap-3">
          {options.sections.map((s) => (
            <label key={s.id} className="form-check">
              <input
                type="checkbox"
                className="form-check-input"
                checked={form.sectionIds.includes(s.id)}
                onChange={(e) => setForm({ ...form, sectionIds: e.target.checked ? [...form.sectionIds, s.id] : form.sectionIds.filter((x) => x !== s.id) })}
              />
              <span className="form-check-label">{s.name}</span>
            </label>
          ))}
        </div>
        {errors.sectionIds && <p className="text-danger small">{errors.sectionIds.join(' ')}</p>}
      </fieldset>
      <button type="submit" className="btn btn-primary mt-3" disabled={saving}>
        {saving ? 'Menyalin…' : 'Duplikasi'}
      </button>
    </form>
  );
}
