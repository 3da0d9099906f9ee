/**
 * remedial_schedule_exam (new, also ?parent=<id>&students=1,2,3 from the results screens) and
 * editscheduleexamination_remedi (?id=): a remedial of a finished exam for the chosen students only.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import Swal from 'sweetalert2';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { toFailure } from '../../../lib/api-failure.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { fromLocalInput, toLocalInput } from '../ui/format.ts';
import { QuestionPicker } from '../schedules/question-picker.tsx';
import { DrawRules, type Rule } from './draw-rules.tsx';
import { errorsUnder, Field } from './field.tsx';
import { remedial, remedialCandidates, remedialParents, saveRemedial } from './planning-api.ts';
import { RemedialStudents } from './remedial-students.tsx';
import { saveForm } from './save-form.ts';

type Candidates = Awaited<ReturnType<typeof remedialCandidates>>;
interface Form {
  title: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  tokenMode: 'auto' | 'none' | 'keep';
  token: string | null;
  paper: 'same' | 'fixed' | 'draw';
  questionIds: number[];
  rules: Rule[];
  userIds: number[];
}

const ids = (s: string | null) =>
  (s ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export default function RemedialFormScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || null;
  const parents = useApiData(remedialParents);
  const existing = useApiData(() => (id ? remedial(id) : Promise.resolve(null)));
  const [parentId, setParentId] = useState<number | null>(Number(search.get('parent')) || null);
  if (existing.state === 'loading' || parents.state === 'loading') return <Loading label="Memuat formulir remedial…" />;
  if (existing.state === 'failed') return <LoadFailed message={existing.message} onRetry={existing.retry} />;
  if (parents.state === 'failed') return <LoadFailed message={parents.message} onRetry={parents.retry} />;
  const chosenParent = existing.data?.parentId ?? parentId;
  return (
    <section>
      <h1 className="h4 mb-3">{id ? 'Ubah Jadwal Remedial' : 'Buat Jadwal Remedial'}</h1>
      {!id && (
        <div className="mb-3" style={{ maxWidth: '36rem' }}>
          <label className="form-label" htmlFor="ujian-asal">
            Ujian asal (sudah selesai)
          </label>
          <select id="ujian-asal" className="form-select" value={parentId ?? ''} onChange={(e) => setParentId(Number(e.target.value) || null)}>
            <option value="">— pilih ujian —</option>
            {parents.data.data.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </select>
          {parents.data.data.length === 0 && <p className="small text-body-secondary mt-1">Belum ada ujian yang selesai di tahun ajaran ini.</p>}
        </div>
      )}
      {chosenParent ? <RemedialForm key={chosenParent} parentId={chosenParent} existing={existing.data} preselected={ids(search.get('students'))} /> : null}
    </section>
  );
}

function RemedialForm({ parentId, existing, preselected }: { parentId: number; existing: Awaited<ReturnType<typeof remedial>> | null; preselected: number[] }) {
  const navigate = useNavigate();
  const [data, setData] = useState<Candidates | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    remedialCandidates(parentId).then(
      (c) => {
        setData(c);
        const start = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000);
        setForm(
          existing
            ? {
                title: existing.title,
                startsAt: toLocalInput(existing.startsAt),
                endsAt: toLocalInput(existing.endsAt),
                durationMinutes: existing.durationMinutes,
                tokenMode: existing.token ? 'keep' : 'none',
                token: existing.token,
                paper: existing.selection.mode as Form['paper'],
                questionIds: existing.questionIds,
                rules: (existing.selection.rules as Rule[] | undefined) ?? [{ type: 'single_choice', count: 10 }],
                userIds: existing.userIds,
              }
            : {
                title: `Remedial ${c.parent.title}`,
                startsAt: toLocalInput(start),
                endsAt: toLocalInput(new Date(start.getTime() + 2 * 3_600_000)),
                durationMinutes: c.parent.durationMinutes,
                tokenMode: 'auto',
                token: null,
                paper: 'same',
                questionIds: [],
                rules: [{ type: 'single_choice', count: 10 }],
                userIds: preselected.length
                  ? preselected.filter((u) => c.students.some((s) => s.userId === u))
                  : c.students.filter((s) => s.reason).map((s) => s.userId),
              },
        );
      },
      (e) => setFailure(toFailure(e).message),
    );
  }, [parentId]);
  if (failure) return <LoadFailed message={failure} onRetry={() => location.reload()} />;
  if (!data || !form) return <Loading label="Memuat peserta ujian asal…" />;
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const r = await saveForm(
      () =>
        saveRemedial({
          ...(existing ? { id: existing.id } : {}),
          parentId,
          title: form.title,
          startsAt: fromLocalInput(form.startsAt),
          endsAt: fromLocalInput(form.endsAt),
          durationMinutes: form.durationMinutes,
          token: form.tokenMode === 'none' ? null : form.tokenMode === 'auto' ? 'AUTO' : form.token,
          userIds: form.userIds,
          paper:
            form.paper === 'same'
              ? { mode: 'same' }
              : form.paper === 'fixed'
                ? { mode: 'fixed', questionIds: form.questionIds }
                : { mode: 'draw', rules: form.rules },
        }),
      setErrors,
      setSaving,
    );
    if (!r) return;
    await Swal.fire({ icon: 'success', title: 'Jadwal remedial tersimpan', text: `${r.participants} siswa${r.token ? ` · token ${r.token}` : ''}` });
    navigate('/scheduleexamination_remedi');
  };
  const locked = existing?.startedUserIds ?? [];
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="mb-3">
        <legend className="h6">Siswa remedial</legend>
        <p className="small text-body-secondary mb-2">
          {data.kkms
            .map(
              (k) =>
                `${k.className}: KKM ${k.kkm} ${k.source === 'default' ? '(bawaan, belum diatur di Pengaturan Pembelajaran Mapel)' : '(dari Pengaturan Pembelajaran Mapel)'}`,
            )
            .join(' · ') || 'Ujian asal belum punya peserta.'}
        </p>
        <label className="form-check mb-2">
          <input type="checkbox" className="form-check-input" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
          <span className="form-check-label">Tampilkan semua peserta</span>
        </label>
        <RemedialStudents students={data.students} chosen={form.userIds} locked={locked} showAll={showAll} onChange={(userIds) => set({ userIds })} />
        <p className="small">{form.userIds.length} siswa dipilih</p>
        {errors.userIds && <p className="text-danger small">{errors.userIds.join(' ')}</p>}
      </fieldset>
      <div className="row g-3">
        <Field
          id="judul-remedial"
          label="Judul"
          className="col-md-6"
          value={form.title}
          errors={errors.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <Field
          id="durasi-remedial"
          label="Durasi (menit)"
          className="col-md-3"
          type="number"
          min={1}
          value={form.durationMinutes}
          errors={errors.durationMinutes}
          onChange={(e) => set({ durationMinutes: Number(e.target.value) })}
        />
        <div className="col-md-3" />
        <Field
          id="mulai-remedial"
          label="Dibuka"
          className="col-md-3"
          type="datetime-local"
          value={form.startsAt}
          errors={errors.startsAt}
          onChange={(e) => set({ startsAt: e.target.value })}
        />
        <Field
          id="selesai-remedial"
          label="Ditutup"
          className="col-md-3"
          type="datetime-local"
          value={form.endsAt}
          errors={errors.endsAt}
          onChange={(e) => set({ endsAt: e.target.value })}
        />
      </div>
      <fieldset className="mt-3">
        <legend className="h6">Token ujian</legend>
        {(['auto', 'none', ...(form.token ? ['keep'] : [])] as Form['tokenMode'][]).map((m) => (
          <label key={m} className="form-check form-check-inline">
            <input type="radio" className="form-check-input" name="token-remedial" checked={form.tokenMode === m} onChange={() => set({ tokenMode: m })} />
            <span className="form-check-label">{m === 'auto' ? 'Buat token baru' : m === 'none' ? 'Tanpa token' : `Tetap ${form.token}`}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="mt-3">
        <legend className="h6">Soal</legend>
        {(
          [
            ['same', 'Sama dengan ujian asal'],
            ['fixed', 'Pilih soal dari bank'],
            ['draw', 'Ambil acak per jenis'],
          ] as const
        ).map(([m, label]) => (
          <label key={m} className="form-check form-check-inline">
            <input type="radio" className="form-check-input" name="soal-remedial" checked={form.paper === m} onChange={() => set({ paper: m })} />
            <span className="form-check-label">{label}</span>
          </label>
        ))}
        <div className="mt-2">
          {form.paper === 'fixed' && (
            <QuestionPicker
              courseId={data.parent.courseId}
              grade={data.parent.grade}
              value={form.questionIds}
              onChange={(questionIds) => set({ questionIds })}
            />
          )}
          {form.paper === 'draw' && <DrawRules idPrefix="remedial" rules={form.rules} onChange={(rules) => set({ rules })} />}
        </div>
        {errorsUnder(errors, 'paper') && <p className="text-danger small">{errorsUnder(errors, 'paper')!.join(' ')}</p>}
      </fieldset>
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Menyimpan…' : 'Simpan remedial'}
        </button>
        <Link to="/scheduleexamination_remedi" className="btn btn-outline-secondary">
          Batal
        </Link>
      </div>
    </form>
  );
}
