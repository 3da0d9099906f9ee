import { useState } from 'react';
import { toFailure } from '../../../lib/api-failure.ts';
import { call } from '../../../lib/api.ts';
import { saveStimulusContract } from '../../../../shared/api/exams/bank.ts';
import { RichTextEditor } from '../../../components/ui/rich-text-editor.tsx';

export interface StimulusOption {
  id: number;
  title: string;
  questions: number;
}

/** Choose the stimulus a question stands under, or write a new one on the spot. */
export function StimulusPanel({
  stimuli,
  value,
  onChange,
  onCreated,
  courseId,
  grade,
}: {
  stimuli: StimulusOption[];
  value: number | null;
  onChange: (id: number | null) => void;
  onCreated: (id: number) => Promise<void>;
  courseId: number | null;
  grade: number | null;
}) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = async () => {
    try {
      const r = await call(saveStimulusContract, { input: { title, html, courseId, grade } });
      await onCreated(r.id);
      setOpen(false);
      setTitle('');
      setHtml('');
      setErrors({});
    } catch (error) {
      setErrors(toFailure(error).fieldErrors);
    }
  };
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor="stimulus">
        Stimulus (teks bacaan, tabel atau gambar bersama)
      </label>
      <div className="d-flex gap-2">
        <select id="stimulus" className="form-select" value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
          <option value="">— soal berdiri sendiri —</option>
          {stimuli.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title} ({s.questions} soal)
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-outline-primary text-nowrap" aria-expanded={open} onClick={() => setOpen(!open)}>
          Stimulus baru
        </button>
      </div>
      {open && (
        <div className="border rounded p-3 mt-2 bg-body-tertiary">
          <label className="form-label" htmlFor="judul-stimulus">
            Judul stimulus
          </label>
          <input
            id="judul-stimulus"
            className={`form-control mb-2${errors.title ? ' is-invalid' : ''}`}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          {errors.title && <div className="invalid-feedback">{errors.title.join(' ')}</div>}
          <RichTextEditor tools="question" id="isi-stimulus" label="Isi stimulus" value={html} onChange={setHtml} errors={errors.html} minHeight="8rem" />
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void save()}>
            Simpan stimulus
          </button>
        </div>
      )}
    </div>
  );
}
