/** /curriculum_atp/add and /curriculum_atp_def/add: a new, empty ATP for one subject and phase, then its editor. */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { createAtpContract } from '../../../shared/api/curriculum/atp.ts';
import { getCourseProfilesContract } from '../../../shared/api/curriculum/structure.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, Field, loadSubjects, PHASES, phaseLabel, routeTo } from './ui.tsx';

export default function AtpNewScreen() {
  const route = useCurrentRoute();
  const def = route?.name === 'curriculum_atp_def_add';
  const navigate = useNavigate();
  const data = useApiData(async () => ({ subjects: await loadSubjects(), profiles: def ? null : await call(getCourseProfilesContract) }));
  const [form, setForm] = useState({ subjectId: '', phase: 'E', courseId: '', title: '', description: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  if (data.state === 'loading') return <Loading />;
  if (data.state === 'failed') return <LoadFailed message={data.message} onRetry={data.retry} />;
  const courses = data.data.profiles?.courses.filter((c) => c.isActive && (!form.subjectId || c.subjectId === Number(form.subjectId))) ?? [];
  const save = () => {
    setBusy(true);
    void act(
      async () => {
        const made = await call(createAtpContract, {
          input: {
            owner: def ? 'platform' : 'school',
            subjectId: form.subjectId,
            phase: form.phase,
            courseId: form.courseId || null,
            title: form.title,
            description: form.description,
          } as never,
        });
        void navigate(routeTo(def ? 'curriculum_atp_def_1' : 'curriculum_atp_1', { id: made.id }));
      },
      'ATP dibuat',
      setErrors,
    ).finally(() => setBusy(false));
  };
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value });
  return (
    <section style={{ maxWidth: '40rem' }}>
      <Link to={routeTo(def ? 'curriculum_atp_def' : 'curriculum_atp')} className="small d-inline-block mb-2">
        ← Kembali ke daftar ATP
      </Link>
      <h1 className="h4">{route?.title ?? 'Tambah ATP'}</h1>
      <p className="small text-body-secondary">
        {def ? 'ATP referensi platform, dapat disalin semua sekolah.' : 'ATP milik sekolah. Untuk memulai dari referensi, salin ATP platform di ATP Bawaan.'}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        aria-label="ATP baru"
      >
        <Field id="new-subject" label="Mata pelajaran referensi" error={errors.subjectId}>
          <select id="new-subject" className="form-select form-select-sm" value={form.subjectId} onChange={set('subjectId')}>
            <option value="">Pilih…</option>
            {data.data.subjects.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="new-phase" label="Fase" error={errors.phase}>
          <select id="new-phase" className="form-select form-select-sm" value={form.phase} onChange={set('phase')}>
            {PHASES.map((p) => (
              <option key={p} value={p}>
                {phaseLabel(p)}
              </option>
            ))}
          </select>
        </Field>
        {!def && (
          <Field id="new-course" label="Mata pelajaran sekolah" error={errors.courseId}>
            <select id="new-course" className="form-select form-select-sm" value={form.courseId} onChange={set('courseId')}>
              <option value="">Belum dipilih</option>
              {courses.map((c) => (
                <option key={c.courseId} value={c.courseId}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="new-title" label="Judul ATP" error={errors.title}>
          <input id="new-title" className="form-control form-control-sm" value={form.title} onChange={set('title')} placeholder="ATP Matematika Fase E" />
        </Field>
        <Field id="new-description" label="Keterangan" error={errors.description}>
          <textarea id="new-description" className="form-control form-control-sm" rows={3} value={form.description} onChange={set('description')} />
        </Field>
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          Buat ATP
        </button>
      </form>
    </section>
  );
}
