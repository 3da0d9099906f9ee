/**
 * The homeroom teacher's part of one rapor: S/I/A (the attendance recap, or typed by hand), K13 sikap,
 * kokurikuler, extracurriculars, achievements, PKL (SMK), the note and the promotion decision.
 */
import { useState } from 'react';
import { saveRaporEntryContract } from '../../../shared/api/grades/rapor.ts';
import { ATTITUDE_LABELS, ATTITUDE_PREDICATES } from '../../../shared/grades/schemas.ts';
import { act } from '../../lib/act.ts';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import type { Rapor } from './rapor-view.tsx';
import { RowsEditor } from './rows-editor.tsx';

type Predicate = (typeof ATTITUDE_PREDICATES)[number];
const BLANK_ATTITUDE = { spiritual: { predicate: 'B' as Predicate, description: '' }, social: { predicate: 'B' as Predicate, description: '' } };

export function RaporEntryForm({ rapor, onSaved }: { rapor: Rapor; onSaved: (r: Rapor) => void }) {
  const [form, setForm] = useState({
    sick: rapor.absence.sick,
    permit: rapor.absence.permit,
    absent: rapor.absence.absent,
    absenceManual: rapor.absenceManual,
    kokurikuler: rapor.kokurikuler ?? '',
    homeroomNote: rapor.homeroomNote ?? '',
    promotion: rapor.promotion ?? '',
    extracurriculars: rapor.extracurricularsFrom === 'entered' ? rapor.extracurriculars : [],
    achievements: rapor.achievements,
    pkl: rapor.pkl,
    attitude: rapor.attitude ?? BLANK_ATTITUDE,
  });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const k13 = rapor.layout === 'k13';
  const fromAttendance = rapor.absence.source === 'attendance' && !form.absenceManual;
  const save = () =>
    act(
      async () => {
        const next = await call(saveRaporEntryContract, {
          params: { id: rapor.studentId },
          input: {
            ...form,
            semester: rapor.semester as '1' | '2',
            kokurikuler: form.kokurikuler || null,
            homeroomNote: form.homeroomNote || null,
            promotion: (form.promotion || null) as 'naik' | null,
            // A sikap never filled and untouched (still the blank object itself) stays unset, so S/I/A or the note
            // can be saved first; once either part is touched, both are sent and the server asks for each description.
            attitude: k13 && (rapor.attitude || form.attitude !== BLANK_ATTITUDE) ? form.attitude : null,
            revision: rapor.revision,
          },
        });
        onSaved(next);
      },
      'Rapor disimpan',
      setErrors,
    );
  const num = (key: 'sick' | 'permit' | 'absent', label: string) => (
    <div className="col-4">
      <label className="form-label small" htmlFor={`sia-${key}`}>
        {label}
      </label>
      <input
        id={`sia-${key}`}
        type="number"
        min={0}
        inputMode="numeric"
        disabled={fromAttendance}
        className={`form-control form-control-sm ${errors[key] ? 'is-invalid' : ''}`}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: Number(e.target.value) })}
      />
      {errors[key] && <div className="invalid-feedback">{errors[key][0]}</div>}
    </div>
  );
  const attitude = (k: 'spiritual' | 'social', label: string) => {
    const error = errors[`attitude.${k}.description`]?.[0];
    return (
      <div className="row g-1 mb-1">
        <div className="col-4 col-md-3">
          <label className="form-label small" htmlFor={`sikap-${k}`}>
            {label}
          </label>
          <select
            id={`sikap-${k}`}
            className="form-select form-select-sm"
            value={form.attitude[k].predicate}
            onChange={(e) => setForm({ ...form, attitude: { ...form.attitude, [k]: { ...form.attitude[k], predicate: e.target.value as Predicate } } })}
          >
            {ATTITUDE_PREDICATES.map((p) => (
              <option key={p} value={p}>
                {p} — {ATTITUDE_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-8 col-md-9">
          <label className="form-label small" htmlFor={`sikap-${k}-desc`}>
            Deskripsi {label.toLowerCase()}
          </label>
          <input
            id={`sikap-${k}-desc`}
            className={`form-control form-control-sm ${error ? 'is-invalid' : ''}`}
            maxLength={500}
            value={form.attitude[k].description}
            onChange={(e) => setForm({ ...form, attitude: { ...form.attitude, [k]: { ...form.attitude[k], description: e.target.value } } })}
          />
          {error && <div className="invalid-feedback">{error}</div>}
        </div>
      </div>
    );
  };
  const errorOf = (list: string) => (row: number, key: string) => errors[`${list}.${row}.${key}`]?.[0];
  return (
    <form
      className="border rounded p-2 mb-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="row g-2 mb-2">
        <legend className="h6 mb-0">Ketidakhadiran (hari)</legend>
        {num('sick', 'Sakit')}
        {num('permit', 'Izin')}
        {num('absent', 'Tanpa keterangan')}
        <div className="col-12 form-check ms-2">
          <input
            id="sia-manual"
            type="checkbox"
            className="form-check-input"
            checked={form.absenceManual}
            onChange={(e) => setForm({ ...form, absenceManual: e.target.checked })}
          />
          <label className="form-check-label small" htmlFor="sia-manual">
            Isi manual (abaikan rekap presensi)
          </label>
        </div>
        <p className="small text-body-secondary mb-0">
          {rapor.absence.frozen ? 'Angka dibekukan saat rapor dirilis. ' : ''}
          {rapor.absence.source === 'attendance'
            ? 'Angka diambil dari rekap presensi semester ini.'
            : 'Belum ada rekap presensi untuk siswa ini: angka diisi wali kelas.'}
        </p>
      </fieldset>
      {k13 && (
        <fieldset className="mb-2">
          <legend className="h6 mb-1">Sikap</legend>
          {attitude('spiritual', 'Sikap spiritual')}
          {attitude('social', 'Sikap sosial')}
        </fieldset>
      )}
      {!k13 && (
        <>
          <label className="form-label small" htmlFor="kokurikuler">
            Kokurikuler
          </label>
          <textarea
            id="kokurikuler"
            className="form-control form-control-sm mb-2"
            rows={2}
            value={form.kokurikuler}
            onChange={(e) => setForm({ ...form, kokurikuler: e.target.value })}
          />
        </>
      )}
      {rapor.extracurricularsFrom === 'classroom' && rapor.extracurriculars.length > 0 && form.extracurriculars.length === 0 && (
        <p className="small text-body-secondary mb-1">
          Ekstrakurikuler diambil dari penilaian pembina: {rapor.extracurriculars.map((e) => `${e.name} (${e.grade})`).join(', ')}. Isi di bawah untuk
          menggantinya.
        </p>
      )}
      <RowsEditor
        legend="Ekstrakurikuler"
        rows={form.extracurriculars}
        blank={{ name: '', grade: 'B', note: '' }}
        addLabel="+ Ekstrakurikuler"
        onChange={(extracurriculars) => setForm({ ...form, extracurriculars })}
        errorOf={errorOf('extracurriculars')}
        fields={[
          { key: 'name', label: 'Ekstrakurikuler', width: 'col-5 col-md-3' },
          { key: 'grade', label: 'Predikat', width: 'col-5 col-md-2' },
          { key: 'note', label: 'Keterangan', width: 'col-10 col-md-6' },
        ]}
      />
      <RowsEditor
        legend="Prestasi"
        rows={form.achievements}
        blank={{ kind: '', description: '' }}
        addLabel="+ Prestasi"
        onChange={(achievements) => setForm({ ...form, achievements })}
        errorOf={errorOf('achievements')}
        fields={[
          { key: 'kind', label: 'Jenis prestasi', width: 'col-10 col-md-3' },
          { key: 'description', label: 'Keterangan prestasi', width: 'col-10 col-md-8' },
        ]}
      />
      {rapor.vocational && (
        <RowsEditor
          legend="Praktik Kerja Lapangan"
          rows={form.pkl}
          blank={{ partner: '', location: '', months: 3, note: '' }}
          addLabel="+ Tempat PKL"
          onChange={(pkl) => setForm({ ...form, pkl })}
          errorOf={errorOf('pkl')}
          fields={[
            { key: 'partner', label: 'Mitra DU/DI', width: 'col-10 col-md-3' },
            { key: 'location', label: 'Lokasi', width: 'col-6 col-md-3' },
            { key: 'months', label: 'Lama (bulan)', type: 'number', width: 'col-4 col-md-2' },
            { key: 'note', label: 'Keterangan PKL', width: 'col-10 col-md-3' },
          ]}
        />
      )}
      <label className="form-label small" htmlFor="catatan-wali">
        Catatan Wali Kelas
      </label>
      <textarea
        id="catatan-wali"
        className="form-control form-control-sm mb-2"
        rows={3}
        value={form.homeroomNote}
        onChange={(e) => setForm({ ...form, homeroomNote: e.target.value })}
      />
      <label className="form-label small" htmlFor="kenaikan">
        Keputusan (semester genap)
      </label>
      <select
        id="kenaikan"
        className="form-select form-select-sm mb-2"
        value={form.promotion}
        onChange={(e) => setForm({ ...form, promotion: e.target.value })}
      >
        <option value="">— belum diputuskan —</option>
        <option value="naik">Naik kelas</option>
        <option value="tinggal">Tinggal kelas</option>
        <option value="lulus">Lulus</option>
        <option value="tidak_lulus">Tidak lulus</option>
      </select>
      <button type="submit" className="btn btn-primary btn-sm">
        Simpan rapor
      </button>
    </form>
  );
}
