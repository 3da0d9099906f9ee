/** The homeroom teacher's part of one rapor: S/I/A, kokurikuler, extracurriculars, the note and the promotion. */
import { useState } from 'react';
import { saveRaporEntryContract } from '../../../shared/api/grades/rapor.ts';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import type { Rapor } from './rapor-view.tsx';

export function RaporEntryForm({ rapor, onSaved }: { rapor: Rapor; onSaved: (r: Rapor) => void }) {
  const [form, setForm] = useState({
    sick: rapor.absence.sick, permit: rapor.absence.permit, absent: rapor.absence.absent,
    kokurikuler: rapor.kokurikuler ?? '', homeroomNote: rapor.homeroomNote ?? '', promotion: rapor.promotion ?? '',
    extracurriculars: rapor.extracurriculars,
  });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = () =>
    act(async () => {
      const next = await call(saveRaporEntryContract, {
        params: { id: rapor.studentId },
        input: { ...form, semester: rapor.semester as '1' | '2', kokurikuler: form.kokurikuler || null, homeroomNote: form.homeroomNote || null, promotion: (form.promotion || null) as 'naik' | null, revision: rapor.revision },
      });
      onSaved(next);
    }, 'Rapor disimpan', setErrors);
  const num = (key: 'sick' | 'permit' | 'absent', label: string) => (
    <div className="col-4">
      <label className="form-label small" htmlFor={`sia-${key}`}>{label}</label>
      <input id={`sia-${key}`} type="number" min={0} inputMode="numeric" className={`form-control form-control-sm ${errors[key] ? 'is-invalid' : ''}`} value={form[key]} onChange={(e) => setForm({ ...form, [key]: Number(e.target.value) })} />
      {errors[key] && <div className="invalid-feedback">{errors[key][0]}</div>}
    </div>
  );
  const setExtra = (i: number, key: 'name' | 'grade' | 'note', value: string) => setForm({ ...form, extracurriculars: form.extracurriculars.map((e, j) => (j === i ? { ...e, [key]: value } : e)) });
  return (
    <form className="border rounded p-2 mb-3" onSubmit={(e) => { e.preventDefault(); void save(); }}>
      <fieldset className="row g-2 mb-2">
        <legend className="h6 mb-0">Ketidakhadiran (hari)</legend>
        {num('sick', 'Sakit')}{num('permit', 'Izin')}{num('absent', 'Tanpa keterangan')}
        <p className="small text-body-secondary mb-0">Diisi wali kelas sampai rekap presensi tersedia.</p>
      </fieldset>
      <label className="form-label small" htmlFor="kokurikuler">Kokurikuler</label>
      <textarea id="kokurikuler" className="form-control form-control-sm mb-2" rows={2} value={form.kokurikuler} onChange={(e) => setForm({ ...form, kokurikuler: e.target.value })} />
      <fieldset className="mb-2">
        <legend className="h6 mb-1">Ekstrakurikuler</legend>
        {form.extracurriculars.map((x, i) => (
          <div className="row g-1 mb-1" key={i}>
            <div className="col-5 col-md-3"><input aria-label={`Ekstrakurikuler ${i + 1}`} className="form-control form-control-sm" value={x.name} onChange={(e) => setExtra(i, 'name', e.target.value)} /></div>
            <div className="col-4 col-md-2"><input aria-label={`Predikat ${i + 1}`} className="form-control form-control-sm" value={x.grade} onChange={(e) => setExtra(i, 'grade', e.target.value)} /></div>
            <div className="col-3 col-md-1"><button type="button" className="btn btn-sm btn-outline-danger w-100" aria-label={`Hapus ekstrakurikuler ${i + 1}`} onClick={() => setForm({ ...form, extracurriculars: form.extracurriculars.filter((_e, j) => j !== i) })}>×</button></div>
            <div className="col-12 col-md-6"><input aria-label={`Keterangan ${i + 1}`} className="form-control form-control-sm" value={x.note} onChange={(e) => setExtra(i, 'note', e.target.value)} /></div>
          </div>
        ))}
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setForm({ ...form, extracurriculars: [...form.extracurriculars, { name: '', grade: 'Baik', note: '' }] })}>+ Ekstrakurikuler</button>
      </fieldset>
      <label className="form-label small" htmlFor="catatan-wali">Catatan Wali Kelas</label>
      <textarea id="catatan-wali" className="form-control form-control-sm mb-2" rows={3} value={form.homeroomNote} onChange={(e) => setForm({ ...form, homeroomNote: e.target.value })} />
      <label className="form-label small" htmlFor="kenaikan">Keputusan (semester genap)</label>
      <select id="kenaikan" className="form-select form-select-sm mb-2" value={form.promotion} onChange={(e) => setForm({ ...form, promotion: e.target.value })}>
        <option value="">— belum diputuskan —</option>
        <option value="naik">Naik kelas</option>
        <option value="tinggal">Tinggal kelas</option>
        <option value="lulus">Lulus</option>
      </select>
      <button type="submit" className="btn btn-primary btn-sm">Simpan rapor</button>
    </form>
  );
}
