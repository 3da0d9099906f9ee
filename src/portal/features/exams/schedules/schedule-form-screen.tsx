/**
 * Adding and editing a schedule (add/edit_school_exam_schedules, the _akm and _new variants,
 * addscheduleexamination...): window, duration, classes, paper (fixed or drawn), token, shuffling,
 * sessions and rooms, result visibility, Safe Exam Browser; AKM/TKA practice presets.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import Swal from 'sweetalert2';
import { RESULT_VISIBILITY, RESULT_VISIBILITY_LABELS, SCHEDULE_KIND_LABELS, SCHEDULE_KINDS, type ScheduleKind } from '../../../../shared/exams/access.ts';
import { ITEM_TYPE_LABELS, ITEM_TYPES, type ItemType } from '../../../../shared/exams/item-types.ts';
import { PRACTICE_PRESETS } from '../../../../shared/exams/schedule-schema.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { failureText, toFailure } from '../../../lib/api-failure.ts';
import { examOptions } from '../ui/exam-api.ts';
import { call } from '../../../lib/api.ts';
import { getScheduleContract, saveScheduleContract } from '../../../../shared/api/exams/schedules.ts';
import { getSettings } from '../platform/platform-api.ts';
import { CourseSelect } from '../ui/course-select.tsx';
import { fromLocalInput, toLocalInput } from '../ui/format.ts';
import { QuestionPicker } from './question-picker.tsx';
import { SessionInput } from './session-input.tsx';
import { PRACTICE_QUERY, practicePreset } from '../practice/practice-preset.ts';

interface Form {
  kind: ScheduleKind;
  title: string;
  courseId: number | null;
  grade: number | null;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  tokenMode: 'none' | 'auto' | 'keep';
  token: string | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  resultVisibility: (typeof RESULT_VISIBILITY)[number];
  session: string;
  room: string;
  sebRequired: boolean;
  sebConfigKeys: string;
  sebBrowserExamKeys: string;
  recordLeave: boolean;
  sectionIds: number[];
  mode: 'fixed' | 'draw';
  questionIds: number[];
  rules: { type: ItemType; count: number }[];
}

function freshForm(akm: boolean): Form {
  const start = new Date(Math.floor(Date.now() / 300_000) * 300_000);
  return {
    kind: akm ? 'tka' : 'school',
    title: '',
    courseId: null,
    grade: 10,
    startsAt: toLocalInput(start),
    endsAt: toLocalInput(new Date(start.getTime() + 2 * 3600_000)),
    durationMinutes: 90,
    tokenMode: 'auto',
    token: null,
    shuffleQuestions: true,
    shuffleOptions: true,
    resultVisibility: 'after_window',
    session: '',
    room: '',
    sebRequired: false,
    sebConfigKeys: '',
    sebBrowserExamKeys: '',
    recordLeave: true,
    sectionIds: [],
    mode: 'fixed',
    questionIds: [],
    rules: [{ type: 'single_choice', count: 10 }],
  };
}

const lines = (s: string) =>
  s
    .split(/\s+/)
    .map((x) => x.trim())
    .filter(Boolean);

export default function ScheduleFormScreen() {
  const route = useCurrentRoute();
  // The old id-less edit route (editscheduleexamination) carries the schedule as ?id=.
  const [search] = useSearchParams();
  const id = useParams().id ?? (search.get('id') || undefined);
  if (!id && route?.name === 'editscheduleexamination') return <NoScheduleChosen />;
  return <ScheduleForm id={id} route={route} />;
}

function NoScheduleChosen() {
  return (
    <div className="alert alert-info" role="status">
      Pilih jadwal yang akan diubah dari daftar jadwal ujian. <Link to="/scheduleexamination">Buka daftar jadwal ujian</Link>
    </div>
  );
}

function ScheduleForm({ id, route }: { id: string | undefined; route: ReturnType<typeof useCurrentRoute> }) {
  const akm = /akm/.test(route?.name ?? '');
  const navigate = useNavigate();
  // "Tambah Latihan" (exercises_class) opens this form with ?jenis=practice: the practice kind preset.
  const [search] = useSearchParams();
  const practice = search.get(PRACTICE_QUERY.name) === PRACTICE_QUERY.value;
  const [form, setForm] = useState<Form | null>(id ? null : practice ? practicePreset(freshForm(akm)) : freshForm(akm));
  const [options, setOptions] = useState<Awaited<ReturnType<typeof examOptions>> | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    examOptions().then(setOptions, (e) => setFailure(toFailure(e).message));
    if (!id) {
      // A new exam starts from the school's defaults (examination/setting-global); without them, from the built-in
      // ones. A class exercise keeps its own preset (practice/practice-preset.ts).
      if (practice) return;
      getSettings().then(
        (d) =>
          setForm(
            (f) =>
              f && {
                ...f,
                durationMinutes: d.defaultDurationMinutes,
                shuffleQuestions: d.defaultShuffleQuestions,
                shuffleOptions: d.defaultShuffleOptions,
                resultVisibility: d.defaultResultVisibility,
                tokenMode: d.defaultTokenRequired ? 'auto' : 'none',
                recordLeave: d.defaultRecordLeave,
              },
          ),
        () => undefined,
      );
      return;
    }
    call(getScheduleContract, { params: { id } }).then(
      (s) =>
        setForm({
          ...freshForm(akm),
          kind: s.kind,
          title: s.title,
          courseId: s.courseId,
          grade: s.grade,
          startsAt: toLocalInput(s.startsAt),
          endsAt: toLocalInput(s.endsAt),
          durationMinutes: s.durationMinutes,
          tokenMode: s.token ? 'keep' : 'none',
          token: s.token,
          shuffleQuestions: s.shuffleQuestions,
          shuffleOptions: s.shuffleOptions,
          resultVisibility: s.resultVisibility,
          session: s.session ?? '',
          room: s.room ?? '',
          sebRequired: s.sebRequired,
          sebConfigKeys: s.sebConfigKeys.join('\n'),
          sebBrowserExamKeys: s.sebBrowserExamKeys.join('\n'),
          recordLeave: s.recordLeave,
          sectionIds: s.sectionIds,
          mode: s.selection.mode === 'draw' ? 'draw' : 'fixed',
          questionIds: s.selection.mode === 'fixed' ? (s.selection.questionIds ?? []) : s.questionIds,
          rules: s.selection.mode === 'draw' ? (s.selection.rules ?? []) : [{ type: 'single_choice', count: 10 }],
        }),
      (e) => setFailure(toFailure(e).message),
    );
  }, [id, akm]);

  if (failure) return <LoadFailed message={failure} onRetry={() => location.reload()} />;
  if (!form || !options) return <Loading label="Memuat formulir…" />;
  const set = (patch: Partial<Form>) => setForm({ ...form, ...patch });
  const err = (k: string) => errors[k];
  const invalid = (k: string) => (errors[k] ? ' is-invalid' : '');
  const feedback = (k: string) => errors[k] && <div className="invalid-feedback">{errors[k].join(' ')}</div>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const body = {
      ...(id ? { id: Number(id) } : {}),
      kind: form.kind,
      title: form.title,
      courseId: form.courseId,
      grade: form.grade,
      startsAt: fromLocalInput(form.startsAt),
      endsAt: fromLocalInput(form.endsAt),
      durationMinutes: form.durationMinutes,
      token: form.tokenMode === 'none' ? null : form.tokenMode === 'auto' ? 'AUTO' : form.token,
      shuffleQuestions: form.shuffleQuestions,
      shuffleOptions: form.shuffleOptions,
      resultVisibility: form.resultVisibility,
      session: form.session || null,
      room: form.room || null,
      sebRequired: form.sebRequired,
      sebConfigKeys: lines(form.sebConfigKeys),
      sebBrowserExamKeys: lines(form.sebBrowserExamKeys),
      recordLeave: form.recordLeave,
      sectionIds: form.sectionIds,
      selection: form.mode === 'fixed' ? { mode: 'fixed' as const, questionIds: form.questionIds } : { mode: 'draw' as const, rules: form.rules },
    };
    try {
      const r = await call(saveScheduleContract, { input: body });
      setErrors({});
      await Swal.fire({ icon: 'success', title: 'Jadwal tersimpan', text: `${r.participants} peserta${r.token ? ` · token ${r.token}` : ''}` });
      navigate(form.kind === 'practice' ? '/exercises_class' : akm ? '/school_exam_schedules_akm' : '/school_exam_schedules');
    } catch (error) {
      const f = toFailure(error);
      setErrors(f.fieldErrors);
      void Swal.fire({ icon: 'error', title: 'Belum tersimpan', text: failureText(f) });
    } finally {
      setSaving(false);
    }
  };
  const presets = akm ? [...PRACTICE_PRESETS.tka, ...PRACTICE_PRESETS.akm] : [];
  return (
    <form onSubmit={submit} noValidate>
      <h1 className="h4 mb-3">{id ? 'Ubah Jadwal Ujian' : 'Tambah Jadwal Ujian'}</h1>
      {presets.length > 0 && !id && (
        <div className="mb-3">
          <span className="form-label d-block">Preset tryout (dapat diubah)</span>
          {presets.map((p) => (
            <button
              key={p.title}
              type="button"
              className="btn btn-sm btn-outline-secondary me-1 mb-1"
              onClick={() =>
                set({
                  kind: p.title.startsWith('AKM') ? 'akm' : 'tka',
                  title: p.title,
                  durationMinutes: p.durationMinutes,
                  mode: 'draw',
                  rules: p.rules.map((r) => ({ ...r })),
                })
              }
            >
              {p.title} ({p.durationMinutes} mnt)
            </button>
          ))}
        </div>
      )}
      <div className="row g-3">
        <div className="col-md-6">
          <label className="form-label" htmlFor="judul">
            Judul ujian
          </label>
          <input id="judul" className={`form-control${invalid('title')}`} value={form.title} onChange={(e) => set({ title: e.target.value })} />
          {feedback('title')}
        </div>
        <div className="col-md-3">
          <label className="form-label" htmlFor="jenis">
            Jenis
          </label>
          <select id="jenis" className="form-select" value={form.kind} onChange={(e) => set({ kind: e.target.value as ScheduleKind })}>
            {SCHEDULE_KINDS.map((k) => (
              <option key={k} value={k}>
                {SCHEDULE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-3">
          <label className="form-label" htmlFor="durasi">
            Durasi (menit)
          </label>
          <input
            id="durasi"
            type="number"
            min={1}
            className={`form-control${invalid('durationMinutes')}`}
            value={form.durationMinutes}
            onChange={(e) => set({ durationMinutes: Number(e.target.value) })}
          />
          {feedback('durationMinutes')}
        </div>
        <div className="col-md-3">
          <label className="form-label" htmlFor="mulai">
            Dibuka
          </label>
          <input
            id="mulai"
            type="datetime-local"
            className={`form-control${invalid('startsAt')}`}
            value={form.startsAt}
            onChange={(e) => set({ startsAt: e.target.value })}
          />
          {feedback('startsAt')}
        </div>
        <div className="col-md-3">
          <label className="form-label" htmlFor="selesai">
            Ditutup
          </label>
          <input
            id="selesai"
            type="datetime-local"
            className={`form-control${invalid('endsAt')}`}
            value={form.endsAt}
            onChange={(e) => set({ endsAt: e.target.value })}
          />
          {feedback('endsAt')}
        </div>
        <div className="col-md-3">
          <CourseSelect
            id="mapel-jadwal"
            courses={options.courses}
            value={String(form.courseId ?? '')}
            onChange={(v) => set({ courseId: v ? Number(v) : null })}
          />
        </div>
        <div className="col-md-3">
          <label className="form-label" htmlFor="tingkat-jadwal">
            Tingkat
          </label>
          <input
            id="tingkat-jadwal"
            type="number"
            min={1}
            max={13}
            className="form-control"
            value={form.grade ?? ''}
            onChange={(e) => set({ grade: e.target.value ? Number(e.target.value) : null })}
          />
        </div>
        <div className="col-md-3">
          <SessionInput value={form.session} onChange={(session) => set({ session })} />
        </div>
        <div className="col-md-3">
          <label className="form-label" htmlFor="ruang">
            Ruang
          </label>
          <input id="ruang" className="form-control" placeholder="Lab Komputer 1" value={form.room} onChange={(e) => set({ room: e.target.value })} />
        </div>
        <div className="col-md-6">
          <label className="form-label" htmlFor="hasil">
            Nilai terlihat siswa
          </label>
          <select
            id="hasil"
            className="form-select"
            value={form.resultVisibility}
            onChange={(e) => set({ resultVisibility: e.target.value as Form['resultVisibility'] })}
          >
            {RESULT_VISIBILITY.map((v) => (
              <option key={v} value={v}>
                {RESULT_VISIBILITY_LABELS[v]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="mt-3">
        <legend className="h6">Peserta (kelas)</legend>
        {options.sections.length === 0 && <p className="text-body-secondary">Belum ada rombel di tahun ajaran ini.</p>}
        <div className="d-flex flex-wrap gap-3">
          {options.sections.map((s) => (
            <label key={s.id} className="form-check">
              <input
                type="checkbox"
                className="form-check-input"
                checked={form.sectionIds.includes(s.id)}
                onChange={(e) => set({ sectionIds: e.target.checked ? [...form.sectionIds, s.id] : form.sectionIds.filter((x) => x !== s.id) })}
              />
              <span className="form-check-label">{s.name}</span>
            </label>
          ))}
        </div>
        {err('sectionIds') && <p className="text-danger small">{err('sectionIds')!.join(' ')}</p>}
      </fieldset>

      <fieldset className="mt-3">
        <legend className="h6">Soal</legend>
        <div className="mb-2">
          <label className="form-check form-check-inline">
            <input type="radio" className="form-check-input" name="mode-soal" checked={form.mode === 'fixed'} onChange={() => set({ mode: 'fixed' })} />
            <span className="form-check-label">Pilih soal dari bank</span>
          </label>
          <label className="form-check form-check-inline">
            <input type="radio" className="form-check-input" name="mode-soal" checked={form.mode === 'draw'} onChange={() => set({ mode: 'draw' })} />
            <span className="form-check-label">Ambil acak per jenis</span>
          </label>
        </div>
        {form.mode === 'fixed' ? (
          <>
            <QuestionPicker courseId={form.courseId} grade={form.grade} value={form.questionIds} onChange={(questionIds) => set({ questionIds })} />
            <p className="small">{form.questionIds.length} soal dipilih</p>
          </>
        ) : (
          <>
            {form.rules.map((r, i) => (
              <div key={i} className="d-flex gap-2 mb-2 align-items-center">
                <label className="visually-hidden" htmlFor={`aturan-jenis-${i}`}>
                  Jenis soal
                </label>
                <select
                  id={`aturan-jenis-${i}`}
                  className="form-select w-auto"
                  value={r.type}
                  onChange={(e) => set({ rules: form.rules.map((x, j) => (j === i ? { ...x, type: e.target.value as ItemType } : x)) })}
                >
                  {ITEM_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {ITEM_TYPE_LABELS[t]}
                    </option>
                  ))}
                </select>
                <label className="visually-hidden" htmlFor={`aturan-jumlah-${i}`}>
                  Jumlah
                </label>
                <input
                  id={`aturan-jumlah-${i}`}
                  type="number"
                  min={1}
                  className={`form-control w-auto${invalid(`selection.rules.${i}.count`)}`}
                  value={r.count}
                  onChange={(e) => set({ rules: form.rules.map((x, j) => (j === i ? { ...x, count: Number(e.target.value) } : x)) })}
                />
                <button type="button" className="btn btn-sm btn-link text-danger" onClick={() => set({ rules: form.rules.filter((_, j) => j !== i) })}>
                  Hapus
                </button>
                {err(`selection.rules.${i}.count`) && <span className="text-danger small">{err(`selection.rules.${i}.count`)!.join(' ')}</span>}
              </div>
            ))}
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => set({ rules: [...form.rules, { type: 'single_choice', count: 5 }] })}
            >
              + Tambah aturan
            </button>
          </>
        )}
        {Object.entries(errors)
          .filter(([k]) => k === 'selection' || k.startsWith('selection.questionIds') || k === 'selection.rules')
          .map(([k, v]) => (
            <p key={k} className="text-danger small">
              {v.join(' ')}
            </p>
          ))}
      </fieldset>

      <fieldset className="mt-3">
        <legend className="h6">Pelaksanaan</legend>
        <div className="mb-2">
          <span className="me-3">Token ujian:</span>
          <label className="form-check form-check-inline">
            <input type="radio" className="form-check-input" name="token" checked={form.tokenMode === 'none'} onChange={() => set({ tokenMode: 'none' })} />
            <span className="form-check-label">Tanpa token</span>
          </label>
          <label className="form-check form-check-inline">
            <input type="radio" className="form-check-input" name="token" checked={form.tokenMode === 'auto'} onChange={() => set({ tokenMode: 'auto' })} />
            <span className="form-check-label">Buat token baru</span>
          </label>
          {form.token && (
            <label className="form-check form-check-inline">
              <input type="radio" className="form-check-input" name="token" checked={form.tokenMode === 'keep'} onChange={() => set({ tokenMode: 'keep' })} />
              <span className="form-check-label">Tetap {form.token}</span>
            </label>
          )}
        </div>
        <label className="form-check">
          <input type="checkbox" className="form-check-input" checked={form.shuffleQuestions} onChange={(e) => set({ shuffleQuestions: e.target.checked })} />
          <span className="form-check-label">Acak urutan soal per siswa (stimulus tetap bersama soalnya)</span>
        </label>
        <label className="form-check">
          <input type="checkbox" className="form-check-input" checked={form.shuffleOptions} onChange={(e) => set({ shuffleOptions: e.target.checked })} />
          <span className="form-check-label">Acak urutan pilihan jawaban per siswa</span>
        </label>
        <label className="form-check">
          <input type="checkbox" className="form-check-input" checked={form.recordLeave} onChange={(e) => set({ recordLeave: e.target.checked })} />
          <span className="form-check-label">Catat saat siswa meninggalkan halaman ujian</span>
        </label>
        <label className="form-check">
          <input type="checkbox" className="form-check-input" checked={form.sebRequired} onChange={(e) => set({ sebRequired: e.target.checked })} />
          <span className="form-check-label">Wajib Safe Exam Browser</span>
        </label>
        {form.sebRequired && (
          <div className="row g-2 mt-1">
            <div className="col-md-6">
              <label className="form-label" htmlFor="seb-config">
                Config Key (satu per baris)
              </label>
              <textarea
                id="seb-config"
                className={`form-control font-monospace${invalid('sebConfigKeys')}`}
                rows={3}
                value={form.sebConfigKeys}
                onChange={(e) => set({ sebConfigKeys: e.target.value })}
              />
              {Object.entries(errors)
                .filter(([k]) => k.startsWith('sebConfigKeys'))
                .map(([k, v]) => (
                  <div key={k} className="text-danger small">
                    {v.join(' ')}
                  </div>
                ))}
            </div>
            <div className="col-md-6">
              <label className="form-label" htmlFor="seb-bek">
                Browser Exam Key (satu per baris)
              </label>
              <textarea
                id="seb-bek"
                className="form-control font-monospace"
                rows={3}
                value={form.sebBrowserExamKeys}
                onChange={(e) => set({ sebBrowserExamKeys: e.target.value })}
              />
              {Object.entries(errors)
                .filter(([k]) => k.startsWith('sebBrowserExamKeys'))
                .map(([k, v]) => (
                  <div key={k} className="text-danger small">
                    {v.join(' ')}
                  </div>
                ))}
            </div>
            <p className="small text-body-secondary">
              Kunci ada di SEB Config Tool (Exam → Use Browser Exam Key / Config Key). Server memeriksa header X-SafeExamBrowser-ConfigKeyHash dan -RequestHash
              pada setiap permintaan. Kosongkan bila sekolah sudah mendaftarkan kuncinya di Whitelist Aplikasi: kunci aktif di sana berlaku untuk semua jadwal.
            </p>
          </div>
        )}
      </fieldset>
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Menyimpan…' : 'Simpan'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => navigate(-1)}>
          Batal
        </button>
      </div>
    </form>
  );
}
