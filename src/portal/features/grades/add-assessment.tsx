/**
 * The form that adds a column to the grid: kind, name, TP, the aspect (K13: pengetahuan or keterampilan), and
 * optionally where its scores come from: a finished exam's final results or a class room assignment's grades.
 */
import { useState } from 'react';
import { ASPECT_LABELS, ASPECTS, ASSESSMENT_KINDS, kindLabels, type Aspect, type AssessmentKind, type RaporLayout } from '../../../shared/grades/schemas.ts';

interface Input {
  kind: AssessmentKind;
  aspect: Aspect;
  title: string;
  objective: string | null;
  objectiveId: number | null;
  examScheduleId: number | null;
  roomAssignmentId: number | null;
}
type Objective = { id: number; code: string; description: string };
type Source = { id: number; title: string };

export function AddAssessment({
  exams,
  rooms,
  objectives = [],
  layout,
  onAdd,
  kinds = ASSESSMENT_KINDS,
}: {
  exams: Source[];
  rooms: Source[];
  objectives?: Objective[];
  layout: RaporLayout;
  onAdd: (input: Input) => Promise<boolean>;
  kinds?: readonly AssessmentKind[];
}) {
  const blank: Input = {
    kind: kinds.includes('sumatif') ? 'sumatif' : kinds[0],
    aspect: 'pengetahuan',
    title: '',
    objective: '',
    objectiveId: null,
    examScheduleId: null,
    roomAssignmentId: null,
  };
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Input>(blank);
  const labels = kindLabels(layout);
  if (!open)
    return (
      <button type="button" className="btn btn-sm btn-outline-primary mb-2" onClick={() => setOpen(true)}>
        + Tambah penilaian
      </button>
    );
  const submit = async () => {
    if (await onAdd({ ...form, objective: form.objective || null })) {
      setForm({ ...blank, kind: form.kind, aspect: form.aspect });
      setOpen(false);
    }
  };
  const source = form.examScheduleId ? `x${form.examScheduleId}` : form.roomAssignmentId ? `r${form.roomAssignmentId}` : '';
  const pickSource = (value: string) =>
    setForm({
      ...form,
      examScheduleId: value.startsWith('x') ? Number(value.slice(1)) : null,
      roomAssignmentId: value.startsWith('r') ? Number(value.slice(1)) : null,
    });
  return (
    <form
      className="border rounded p-2 mb-2 row g-2"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="col-12 col-md-3">
        <label className="form-label small" htmlFor="jenis-penilaian">
          Jenis
        </label>
        <select
          id="jenis-penilaian"
          className="form-select form-select-sm"
          value={form.kind}
          onChange={(e) => setForm({ ...form, kind: e.target.value as AssessmentKind })}
        >
          {kinds.map((k) => (
            <option key={k} value={k}>
              {labels[k]}
            </option>
          ))}
        </select>
      </div>
      {layout === 'k13' && (
        <div className="col-12 col-md-3">
          <label className="form-label small" htmlFor="aspek-penilaian">
            Aspek
          </label>
          <select
            id="aspek-penilaian"
            className="form-select form-select-sm"
            value={form.aspect}
            onChange={(e) => setForm({ ...form, aspect: e.target.value as Aspect })}
          >
            {ASPECTS.map((a) => (
              <option key={a} value={a}>
                {ASPECT_LABELS[a]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="col-12 col-md-3">
        <label className="form-label small" htmlFor="nama-penilaian">
          Nama penilaian
        </label>
        <input
          id="nama-penilaian"
          className="form-control form-control-sm"
          required
          maxLength={120}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
      </div>
      <div className={`col-12 ${layout === 'k13' ? 'col-md-3' : 'col-md-6'}`}>
        <label className="form-label small" htmlFor="tp-penilaian">
          {layout === 'k13' ? 'Kompetensi dasar (KD)/TP' : 'Tujuan pembelajaran (TP)'}
        </label>
        <input
          id="tp-penilaian"
          className="form-control form-control-sm"
          maxLength={300}
          placeholder="mis. menyelesaikan persamaan linear satu variabel"
          value={form.objective ?? ''}
          onChange={(e) => setForm({ ...form, objective: e.target.value })}
        />
      </div>
      {objectives.length > 0 && (
        <div className="col-12 col-md-6">
          <label className="form-label small" htmlFor="tp-kurikulum">
            TP dari kurikulum (opsional)
          </label>
          <select
            id="tp-kurikulum"
            className="form-select form-select-sm"
            value={form.objectiveId ?? ''}
            onChange={(e) => {
              const o = objectives.find((x) => x.id === Number(e.target.value));
              setForm({ ...form, objectiveId: o?.id ?? null, objective: o ? o.description : form.objective });
            }}
          >
            <option value="">— tulis sendiri —</option>
            {objectives.map((o) => (
              <option key={o.id} value={o.id}>
                {o.code} {o.description}
              </option>
            ))}
          </select>
        </div>
      )}
      {(exams.length > 0 || rooms.length > 0) && (
        <div className="col-12 col-md-6">
          <label className="form-label small" htmlFor="sumber-penilaian">
            Ambil nilai dari (opsional)
          </label>
          <select id="sumber-penilaian" className="form-select form-select-sm" value={source} onChange={(e) => pickSource(e.target.value)}>
            <option value="">— diisi guru —</option>
            {exams.length > 0 && (
              <optgroup label="Hasil ujian">
                {exams.map((x) => (
                  <option key={x.id} value={`x${x.id}`}>
                    {x.title}
                  </option>
                ))}
              </optgroup>
            )}
            {rooms.length > 0 && (
              <optgroup label="Tugas ruang kelas">
                {rooms.map((x) => (
                  <option key={x.id} value={`r${x.id}`}>
                    {x.title}
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
      )}
      <div className="col-12 d-flex gap-2">
        <button type="submit" className="btn btn-sm btn-primary">
          Tambah
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setOpen(false)}>
          Batal
        </button>
      </div>
    </form>
  );
}
