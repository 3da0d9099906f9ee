/** The admin's form of one kokurikuler project: grade, semester, theme, description, target sub-elements, people. */
import { useState } from 'react';
import type { z } from 'zod';
import type { frameworkSchema } from '../../../shared/api/kokurikuler/framework.ts';
import type { listProjectsContract, projectSchema } from '../../../shared/api/kokurikuler/projects.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { THEME_SUGGESTIONS, type FrameworkCode } from '../../../shared/kokurikuler/frameworks.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { RichTextEditor } from '../../components/ui/rich-text-editor.tsx';
import { SubelementPicker } from './kk-subelement-picker.tsx';

type Framework = z.output<typeof frameworkSchema>;
type Options = OutputOf<typeof listProjectsContract>;
type Project = z.output<typeof projectSchema>;

export interface ProjectFields {
  framework: FrameworkCode;
  classId: string;
  semester: '1' | '2';
  title: string;
  theme: string;
  description: string;
  startsOn: string;
  endsOn: string;
  coordinatorId: string;
  subelementIds: number[];
  facilitatorIds: number[];
}

export function fieldsOf(p: Project | null, options: Options): ProjectFields {
  if (!p)
    return {
      framework: options.framework,
      classId: '',
      semester: options.activeSemester === '2' ? '2' : '1',
      title: '',
      theme: '',
      description: '',
      startsOn: '',
      endsOn: '',
      coordinatorId: '',
      subelementIds: [],
      facilitatorIds: [],
    };
  return {
    framework: p.framework,
    classId: String(p.classId),
    semester: p.semester === '2' ? '2' : '1',
    title: p.title,
    theme: p.theme,
    description: p.description,
    startsOn: p.startsOn ?? '',
    endsOn: p.endsOn ?? '',
    coordinatorId: p.coordinatorId ? String(p.coordinatorId) : '',
    subelementIds: p.subelementIds,
    facilitatorIds: p.facilitatorIds,
  };
}

export function bodyOf(f: ProjectFields) {
  return {
    framework: f.framework,
    classId: f.classId,
    semester: f.semester,
    title: f.title,
    theme: f.theme,
    description: f.description,
    startsOn: f.startsOn || null,
    endsOn: f.endsOn || null,
    coordinatorId: f.coordinatorId || null,
    subelementIds: f.subelementIds,
    facilitatorIds: f.facilitatorIds,
  };
}

interface Props {
  initial: ProjectFields;
  options: Options;
  frameworks: Framework[];
  errors: FieldErrorMap;
  busy: boolean;
  onSubmit: (fields: ProjectFields) => void;
  onCancel: () => void;
}

export function ProjectForm({ initial, options, frameworks, errors, busy, onSubmit, onCancel }: Props) {
  const [f, setF] = useState(initial);
  const framework = frameworks.find((x) => x.code === f.framework) ?? frameworks[0];
  const set = <K extends keyof ProjectFields>(key: K, value: ProjectFields[K]) => setF((old) => ({ ...old, [key]: value }));
  const invalid = (key: string) => (errors[key]?.length ? ' is-invalid' : '');
  const message = (key: string) => (errors[key]?.length ? <div className="invalid-feedback">{errors[key].join(' ')}</div> : null);
  return (
    <form
      className="card card-body mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(f);
      }}
      noValidate
    >
      <div className="row g-2">
        <div className="col-12 col-md-6 mb-2">
          <label className="form-label" htmlFor="kk-kerangka">
            Kerangka profil
          </label>
          <select
            id="kk-kerangka"
            className={`form-select${invalid('framework')}`}
            value={f.framework}
            onChange={(e) => setF({ ...f, framework: e.target.value as FrameworkCode, subelementIds: [] })}
          >
            {frameworks.map((x) => (
              <option key={x.code} value={x.code}>
                {x.name}
              </option>
            ))}
          </select>
          {message('framework')}
        </div>
        <div className="col-6 col-md-3 mb-2">
          <label className="form-label" htmlFor="kk-kelas">
            Tingkat kelas
          </label>
          <select id="kk-kelas" className={`form-select${invalid('classId')}`} value={f.classId} onChange={(e) => set('classId', e.target.value)}>
            <option value="">Pilih…</option>
            {options.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {message('classId')}
        </div>
        <div className="col-6 col-md-3 mb-2">
          <label className="form-label" htmlFor="kk-semester">
            Semester
          </label>
          <select id="kk-semester" className="form-select" value={f.semester} onChange={(e) => set('semester', e.target.value as '1' | '2')}>
            <option value="1">1 (Ganjil)</option>
            <option value="2">2 (Genap)</option>
          </select>
        </div>
      </div>
      <TextField id="kk-judul" label="Judul projek" value={f.title} onChange={(v) => set('title', v)} errors={errors.title} />
      <TextField
        id="kk-tema"
        label="Tema"
        value={f.theme}
        onChange={(v) => set('theme', v)}
        errors={errors.theme}
        list="kk-tema-saran"
        help="Pilih dari saran atau tulis tema sendiri."
      />
      <datalist id="kk-tema-saran">
        {THEME_SUGGESTIONS[f.framework].map((t) => (
          <option key={t} value={t} />
        ))}
      </datalist>
      <div className="row g-2">
        <div className="col-6">
          <TextField id="kk-mulai" label="Mulai" type="date" value={f.startsOn} onChange={(v) => set('startsOn', v)} errors={errors.startsOn} />
        </div>
        <div className="col-6">
          <TextField id="kk-selesai" label="Selesai" type="date" value={f.endsOn} onChange={(v) => set('endsOn', v)} errors={errors.endsOn} />
        </div>
      </div>
      <RichTextEditor
        id="kk-deskripsi"
        label="Deskripsi dan alur kegiatan"
        value={f.description}
        onChange={(v) => set('description', v)}
        errors={errors.description}
      />
      <SubelementPicker framework={framework} value={f.subelementIds} onChange={(ids) => set('subelementIds', ids)} errors={errors.subelementIds} />
      <div className="mb-3">
        <label className="form-label" htmlFor="kk-koordinator">
          Koordinator
        </label>
        <select
          id="kk-koordinator"
          className={`form-select${invalid('coordinatorId')}`}
          value={f.coordinatorId}
          onChange={(e) => set('coordinatorId', e.target.value)}
        >
          <option value="">Tidak ada</option>
          {options.teachers.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        {message('coordinatorId')}
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Fasilitator (selain wali kelas rombel)</legend>
        {errors.facilitatorIds?.length ? (
          <div className="text-danger small" role="alert">
            {errors.facilitatorIds.join(' ')}
          </div>
        ) : null}
        <div className="border rounded p-2" style={{ maxHeight: '12rem', overflowY: 'auto' }}>
          {options.teachers.map((t) => (
            <div className="form-check" key={t.id}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`fas-${t.id}`}
                checked={f.facilitatorIds.includes(t.id)}
                onChange={() =>
                  set('facilitatorIds', f.facilitatorIds.includes(t.id) ? f.facilitatorIds.filter((x) => x !== t.id) : [...f.facilitatorIds, t.id])
                }
              />
              <label className="form-check-label small" htmlFor={`fas-${t.id}`}>
                {t.name}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Menyimpan…' : 'Simpan projek'}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Batal
        </button>
      </div>
    </form>
  );
}
