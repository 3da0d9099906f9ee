/** The teacher's forms in a room: a meeting, a material of a meeting, an assignment. */
import { useState } from 'react';
import { addMaterialContract, addMeetingContract } from '../../../shared/api/classroom/rooms.ts';
import { createAssignmentContract } from '../../../shared/api/classroom/assignments.ts';
import { MATERIAL_KIND_LABELS, MATERIAL_KINDS, SUBMISSION_TYPES } from '../../../shared/classroom/permissions.ts';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { act } from './ui.tsx';
import { textToHtml } from './text-html.ts';

const Err = ({ errors, name }: { errors: FieldErrorMap; name: string }) =>
  errors[name] ? <div className="text-danger small">{errors[name].join(' ')}</div> : null;

export function MeetingForm({ roomId, onDone }: { roomId: number; onDone: () => void }) {
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async () => {
    if (await act(() => call(addMeetingContract, { params: { id: roomId }, input: { title } }), 'Pertemuan ditambahkan', setErrors)) {
      setTitle('');
      onDone();
    }
  };
  return (
    <form
      className="d-flex flex-wrap gap-2 align-items-start"
      aria-label="Tambah pertemuan"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="flex-grow-1">
        <label className="visually-hidden" htmlFor="meeting-title">
          Judul pertemuan
        </label>
        <input id="meeting-title" className="form-control" placeholder="Pertemuan 3: …" value={title} onChange={(e) => setTitle(e.target.value)} />
        <Err errors={errors} name="title" />
      </div>
      <button className="btn btn-outline-primary" type="submit">
        Tambah pertemuan
      </button>
    </form>
  );
}

export function MaterialForm({ roomId, meetings, onDone }: { roomId: number; meetings: { id: number; title: string }[]; onDone: () => void }) {
  const [v, setV] = useState({
    meetingId: String(meetings.at(-1)?.id ?? ''),
    kind: 'text' as (typeof MATERIAL_KINDS)[number],
    title: '',
    text: '',
    url: '',
    fileId: '',
  });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async () => {
    const input = {
      meetingId: Number(v.meetingId),
      kind: v.kind,
      title: v.title,
      body: v.text ? textToHtml(v.text) : null,
      url: v.url || null,
      fileId: v.fileId || null,
    };
    if (await act(() => call(addMaterialContract, { params: { id: roomId }, input }), 'Materi ditambahkan', setErrors)) {
      setV({ ...v, title: '', text: '', url: '', fileId: '' });
      onDone();
    }
  };
  return (
    <form
      className="row g-2"
      aria-label="Tambah materi"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="col-md-6">
        <label className="form-label" htmlFor="mat-meeting">
          Pertemuan
        </label>
        <select id="mat-meeting" className="form-select" value={v.meetingId} onChange={(e) => setV({ ...v, meetingId: e.target.value })}>
          {meetings.map((m) => (
            <option key={m.id} value={m.id}>
              {m.title}
            </option>
          ))}
        </select>
        <Err errors={errors} name="meetingId" />
      </div>
      <div className="col-md-6">
        <label className="form-label" htmlFor="mat-kind">
          Jenis materi
        </label>
        <select id="mat-kind" className="form-select" value={v.kind} onChange={(e) => setV({ ...v, kind: e.target.value as typeof v.kind })}>
          {MATERIAL_KINDS.map((k) => (
            <option key={k} value={k}>
              {MATERIAL_KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12">
        <label className="form-label" htmlFor="mat-title">
          Judul materi
        </label>
        <input id="mat-title" className="form-control" value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} />
        <Err errors={errors} name="title" />
      </div>
      {(v.kind === 'link' || v.kind === 'video') && (
        <div className="col-12">
          <label className="form-label" htmlFor="mat-url">
            {v.kind === 'video' ? 'Tautan video YouTube' : 'Alamat tautan'}
          </label>
          <input id="mat-url" className="form-control" type="url" value={v.url} onChange={(e) => setV({ ...v, url: e.target.value })} />
          <Err errors={errors} name="url" />
        </div>
      )}
      {v.kind === 'file' && (
        <div className="col-12">
          <FileUpload<{ id: string }> label="Berkas materi" kind="classroom_file" onUploaded={(f) => setV((x) => ({ ...x, fileId: f.id }))} />
          <Err errors={errors} name="fileId" />
        </div>
      )}
      <div className="col-12">
        <label className="form-label" htmlFor="mat-text">
          {v.kind === 'text' ? 'Isi materi' : 'Keterangan (boleh kosong)'}
        </label>
        <textarea id="mat-text" className="form-control" rows={4} value={v.text} onChange={(e) => setV({ ...v, text: e.target.value })} />
        <Err errors={errors} name="body" />
      </div>
      <div className="col-12">
        <button className="btn btn-primary" type="submit">
          Simpan materi
        </button>
      </div>
    </form>
  );
}

const inAWeek = () => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  d.setHours(23, 59, 0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function AssignmentForm({ roomId, meetings, onDone }: { roomId: number; meetings: { id: number; title: string }[]; onDone: () => void }) {
  const [v, setV] = useState({ title: '', text: '', due: inAWeek(), types: ['pdf', 'jpg'] as string[], rubric: '', maxScore: '100', meetingId: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async () => {
    const dueAt = v.due ? new Date(v.due).toISOString() : '';
    const input = {
      title: v.title,
      instructions: v.text ? textToHtml(v.text) : null,
      dueAt,
      acceptedTypes: v.types as (typeof SUBMISSION_TYPES)[number][],
      rubric: v.rubric || null,
      maxScore: Number(v.maxScore),
      meetingId: v.meetingId ? Number(v.meetingId) : null,
    };
    if (await act(() => call(createAssignmentContract, { params: { id: roomId }, input }), 'Tugas diberikan', setErrors)) {
      setV({ ...v, title: '', text: '', rubric: '' });
      onDone();
    }
  };
  const toggle = (t: string) => setV({ ...v, types: v.types.includes(t) ? v.types.filter((x) => x !== t) : [...v.types, t] });
  return (
    <form
      className="row g-2"
      aria-label="Beri tugas"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="col-12">
        <label className="form-label" htmlFor="as-title">
          Judul tugas
        </label>
        <input id="as-title" className="form-control" value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} />
        <Err errors={errors} name="title" />
      </div>
      <div className="col-12">
        <label className="form-label" htmlFor="as-text">
          Petunjuk
        </label>
        <textarea id="as-text" className="form-control" rows={3} value={v.text} onChange={(e) => setV({ ...v, text: e.target.value })} />
      </div>
      <div className="col-md-6">
        <label className="form-label" htmlFor="as-due">
          Batas pengumpulan
        </label>
        <input id="as-due" className="form-control" type="datetime-local" value={v.due} onChange={(e) => setV({ ...v, due: e.target.value })} />
        <Err errors={errors} name="dueAt" />
      </div>
      <div className="col-md-3">
        <label className="form-label" htmlFor="as-max">
          Nilai maksimal
        </label>
        <input
          id="as-max"
          className="form-control"
          type="number"
          min={1}
          max={100}
          value={v.maxScore}
          onChange={(e) => setV({ ...v, maxScore: e.target.value })}
        />
        <Err errors={errors} name="maxScore" />
      </div>
      <div className="col-md-3">
        <label className="form-label" htmlFor="as-meeting">
          Pertemuan
        </label>
        <select id="as-meeting" className="form-select" value={v.meetingId} onChange={(e) => setV({ ...v, meetingId: e.target.value })}>
          <option value="">(tidak ada)</option>
          {meetings.map((m) => (
            <option key={m.id} value={m.id}>
              {m.title}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="col-12">
        <legend className="form-label fs-6">Berkas yang diterima (kosong: hanya teks)</legend>
        {SUBMISSION_TYPES.map((t) => (
          <div className="form-check form-check-inline" key={t}>
            <input className="form-check-input" type="checkbox" id={`as-type-${t}`} checked={v.types.includes(t)} onChange={() => toggle(t)} />
            <label className="form-check-label" htmlFor={`as-type-${t}`}>
              {t.toUpperCase()}
            </label>
          </div>
        ))}
      </fieldset>
      <div className="col-12">
        <label className="form-label" htmlFor="as-rubric">
          Rubrik penilaian
        </label>
        <textarea id="as-rubric" className="form-control" rows={2} value={v.rubric} onChange={(e) => setV({ ...v, rubric: e.target.value })} />
      </div>
      <div className="col-12">
        <button className="btn btn-primary" type="submit">
          Beri tugas
        </button>
      </div>
    </form>
  );
}
