/** The form that adds a column to the grid: kind, name, TP, and optionally the exam it takes its scores from. */
import { useState } from 'react';
import { ASSESSMENT_KINDS, KIND_LABELS, type AssessmentKind } from '../../../shared/grades/schemas.ts';

interface Input { kind: AssessmentKind; title: string; objective: string | null; examScheduleId: number | null }

export function AddAssessment({ exams, onAdd, kinds = ASSESSMENT_KINDS }: { exams: { id: number; title: string }[]; onAdd: (input: Input) => Promise<boolean>; kinds?: readonly AssessmentKind[] }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<Input>({ kind: kinds.includes('sumatif') ? 'sumatif' : kinds[0], title: '', objective: '', examScheduleId: null });
  if (!open) return <button type="button" className="btn btn-sm btn-outline-primary mb-2" onClick={() => setOpen(true)}>+ Tambah penilaian</button>;
  const submit = async () => {
    if (await onAdd({ ...form, objective: form.objective || null })) {
      setForm({ kind: form.kind, title: '', objective: '', examScheduleId: null });
      setOpen(false);
    }
  };
  return (
    <form className="border rounded p-2 mb-2 row g-2" onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <div className="col-12 col-md-3">
        <label className="form-label small" htmlFor="jenis-penilaian">Jenis</label>
        <select id="jenis-penilaian" className="form-select form-select-sm" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as AssessmentKind })}>
          {kinds.map((k) => <option key={k} value={k}>{KIND_LABELS[k]}</option>)}
        </select>
      </div>
      <div className="col-12 col-md-3">
        <label className="form-label small" htmlFor="nama-penilaian">Nama penilaian</label>
        <input id="nama-penilaian" className="form-control form-control-sm" required maxLength={120} value={form.title} onChange={(e) => setForm({ ...form, title: e.target.value })} />
      </div>
      <div className="col-12 col-md-6">
        <label className="form-label small" htmlFor="tp-penilaian">Tujuan pembelajaran (TP)</label>
        <input id="tp-penilaian" className="form-control form-control-sm" maxLength={300} placeholder="mis. menyelesaikan persamaan linear satu variabel" value={form.objective ?? ''} onChange={(e) => setForm({ ...form, objective: e.target.value })} />
      </div>
      {exams.length > 0 && (
        <div className="col-12 col-md-6">
          <label className="form-label small" htmlFor="ujian-penilaian">Ambil nilai dari ujian (opsional)</label>
          <select id="ujian-penilaian" className="form-select form-select-sm" value={form.examScheduleId ?? ''} onChange={(e) => setForm({ ...form, examScheduleId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">— diisi guru —</option>
            {exams.map((x) => <option key={x.id} value={x.id}>{x.title}</option>)}
          </select>
        </div>
      )}
      <div className="col-12 d-flex gap-2">
        <button type="submit" className="btn btn-sm btn-primary">Tambah</button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setOpen(false)}>Batal</button>
      </div>
    </form>
  );
}
