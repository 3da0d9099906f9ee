/** add_question_bank and edit_question_bank/:id: one question of any type, standalone or under a stimulus. */
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import Swal from 'sweetalert2';
import type { ItemContentInput } from '../../../../shared/exams/item-schema.ts';
import { ITEM_TYPE_LABELS, ITEM_TYPES, SCORING_RULE_LABELS, SCORING_RULES, type ItemType } from '../../../../shared/exams/item-types.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { failureText, toFailure } from '../../../lib/api-failure.ts';
import { examOptions } from '../ui/exam-api.ts';
import * as B from '../../../../shared/api/exams/bank.ts';
import { call } from '../../../lib/api.ts';
import { CourseSelect } from '../ui/course-select.tsx';
import { RichTextEditor } from '../../../components/ui/rich-text-editor.tsx';
import { blankItem } from './item-defaults.ts';
import { PartEditors } from './part-editors.tsx';
import { StimulusPanel, type StimulusOption } from './stimulus-panel.tsx';

interface FormState {
  courseId: number | null;
  grade: number | null;
  stimulusId: number | null;
  content: ItemContentInput;
}

export default function QuestionFormScreen() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState | null>(id ? null : { courseId: null, grade: 10, stimulusId: null, content: blankItem('single_choice') });
  const [courses, setCourses] = useState<{ id: number; name: string }[]>([]);
  const [stimuli, setStimuli] = useState<StimulusOption[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const loadStimuli = () => call(B.listStimuliContract, { input: {} }).then((r) => setStimuli(r.data));
  useEffect(() => {
    examOptions().then(
      (o) => setCourses(o.courses),
      (e) => setFailure(toFailure(e).message),
    );
    loadStimuli().catch(() => {});
    if (id) {
      call(B.getQuestionContract, { params: { id } }).then(
        (q) => setForm({ courseId: q.courseId, grade: q.grade, stimulusId: q.stimulusId, content: q.content }),
        (e) => setFailure(toFailure(e).message),
      );
    }
  }, [id]);

  if (failure) return <LoadFailed message={failure} onRetry={() => location.reload()} />;
  if (!form) return <Loading label="Memuat soal…" />;
  const set = (patch: Partial<FormState>) => setForm({ ...form, ...patch });
  const content = form.content;
  const setContent = (c: ItemContentInput) => set({ content: c });

  const changeType = (type: ItemType) => {
    const fresh = blankItem(type);
    setContent({ ...fresh, prompt: content.prompt, weight: content.weight, scoring: content.scoring } as ItemContentInput);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      await call(B.saveQuestionContract, {
        input: { ...(id ? { id: Number(id) } : {}), courseId: form.courseId, grade: form.grade, stimulusId: form.stimulusId, content },
      });
      setErrors({});
      await Swal.fire({ icon: 'success', title: 'Soal tersimpan', timer: 1200, showConfirmButton: false });
      navigate('/question_bank');
    } catch (error) {
      const f = toFailure(error);
      setErrors(f.fieldErrors);
      void Swal.fire({ icon: 'error', title: 'Belum tersimpan', text: failureText(f) });
    } finally {
      setSaving(false);
    }
  };
  const otherErrors = Object.entries(errors).filter(([k]) => !k.startsWith('content.') || k === 'content');
  return (
    <form onSubmit={submit} noValidate>
      <h1 className="h4 mb-3">{id ? 'Ubah Soal' : 'Tambah Soal'}</h1>
      {otherErrors.length > 0 && (
        <div className="alert alert-danger">
          {otherErrors.map(([k, v]) => (
            <div key={k}>{v.join(' ')}</div>
          ))}
        </div>
      )}
      <div className="row g-3 mb-3">
        <div className="col-md-4">
          <label className="form-label" htmlFor="jenis-soal">
            Jenis soal
          </label>
          <select id="jenis-soal" className="form-select" value={content.type} onChange={(e) => changeType(e.target.value as ItemType)}>
            {ITEM_TYPES.map((t) => (
              <option key={t} value={t}>
                {ITEM_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-4">
          <CourseSelect id="mapel" courses={courses} value={String(form.courseId ?? '')} onChange={(v) => set({ courseId: v ? Number(v) : null })} />
        </div>
        <div className="col-md-2">
          <label className="form-label" htmlFor="tingkat">
            Tingkat
          </label>
          <input
            id="tingkat"
            type="number"
            min={1}
            max={13}
            className="form-control"
            value={form.grade ?? ''}
            onChange={(e) => set({ grade: e.target.value ? Number(e.target.value) : null })}
          />
        </div>
      </div>
      <StimulusPanel
        stimuli={stimuli}
        value={form.stimulusId}
        onChange={(stimulusId) => set({ stimulusId })}
        onCreated={async (newId) => {
          await loadStimuli();
          set({ stimulusId: newId });
        }}
        courseId={form.courseId}
        grade={form.grade}
      />
      <RichTextEditor
        tools="question"
        id="teks-soal"
        label="Teks soal"
        value={content.prompt}
        onChange={(prompt) => setContent({ ...content, prompt })}
        errors={errors['content.prompt']}
      />
      <PartEditors item={content} onChange={setContent} errors={errors} />
      <div className="row g-3 my-2">
        <div className="col-md-3">
          <label className="form-label" htmlFor="bobot">
            Bobot
          </label>
          <input
            id="bobot"
            type="number"
            min={0.5}
            step={0.5}
            className={`form-control${errors['content.weight'] ? ' is-invalid' : ''}`}
            value={content.weight}
            onChange={(e) => setContent({ ...content, weight: Number(e.target.value) })}
          />
          {errors['content.weight'] && <div className="invalid-feedback">{errors['content.weight'].join(' ')}</div>}
        </div>
        <div className="col-md-5">
          <label className="form-label" htmlFor="penilaian">
            Aturan penilaian
          </label>
          <select
            id="penilaian"
            className="form-select"
            value={content.scoring ?? 'all_or_nothing'}
            onChange={(e) => setContent({ ...content, scoring: e.target.value as 'partial' })}
          >
            {SCORING_RULES.map((r) => (
              <option key={r} value={r}>
                {SCORING_RULE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? 'Menyimpan…' : 'Simpan'}
        </button>
        <Link to="/question_bank" className="btn btn-outline-secondary">
          Batal
        </Link>
      </div>
    </form>
  );
}
