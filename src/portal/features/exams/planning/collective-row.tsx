/** One row of "Jadwal Kolektif" as a card: course, grade or rombel, day, session or times, duration, paper. */
import { DrawRules, type Rule } from './draw-rules.tsx';
import type { SessionTime } from './planning-api.ts';

export interface RowForm {
  courseId: string;
  grade: string;
  sectionId: string;
  date: string;
  sessionTimeId: string;
  startTime: string;
  endTime: string;
  durationMinutes: string;
  mode: 'all' | 'draw';
  rules: Rule[];
}

export function CollectiveRow({
  index,
  row,
  options,
  sessions,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  row: RowForm;
  options: { courses: { id: number; name: string }[]; sections: { id: number; name: string; grade: number }[] };
  sessions: SessionTime[];
  errors: string[];
  onChange: (row: RowForm) => void;
  onRemove?: () => void;
}) {
  const id = (name: string) => `baris-${index}-${name}`;
  const set = (patch: Partial<RowForm>) => onChange({ ...row, ...patch });
  return (
    <div className={`card mb-2${errors.length ? ' border-danger' : ''}`}>
      <div className="card-body py-2">
        <div className="d-flex align-items-center mb-1">
          <strong className="me-auto">Baris {index + 1}</strong>
          {onRemove && (
            <button type="button" className="btn btn-sm btn-link text-danger" onClick={onRemove}>
              Hapus baris
            </button>
          )}
        </div>
        <div className="row g-2">
          <div className="col-12 col-md-3">
            <label className="form-label small mb-0" htmlFor={id('mapel')}>
              Mata pelajaran
            </label>
            <select id={id('mapel')} className="form-select form-select-sm" value={row.courseId} onChange={(e) => set({ courseId: e.target.value })}>
              <option value="">— pilih —</option>
              {options.courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="col-4 col-md-1">
            <label className="form-label small mb-0" htmlFor={id('tingkat')}>
              Tingkat
            </label>
            <input
              id={id('tingkat')}
              type="number"
              min={1}
              max={13}
              className="form-control form-control-sm"
              value={row.grade}
              onChange={(e) => set({ grade: e.target.value, sectionId: '' })}
            />
          </div>
          <div className="col-8 col-md-2">
            <label className="form-label small mb-0" htmlFor={id('rombel')}>
              Rombel
            </label>
            <select id={id('rombel')} className="form-select form-select-sm" value={row.sectionId} onChange={(e) => set({ sectionId: e.target.value })}>
              <option value="">Semua rombel tingkat ini</option>
              {options.sections
                .filter((s) => String(s.grade) === row.grade)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
            </select>
          </div>
          <div className="col-6 col-md-2">
            <label className="form-label small mb-0" htmlFor={id('tanggal')}>
              Tanggal
            </label>
            <input id={id('tanggal')} type="date" className="form-control form-control-sm" value={row.date} onChange={(e) => set({ date: e.target.value })} />
          </div>
          <div className="col-6 col-md-2">
            <label className="form-label small mb-0" htmlFor={id('sesi')}>
              Sesi
            </label>
            <select id={id('sesi')} className="form-select form-select-sm" value={row.sessionTimeId} onChange={(e) => set({ sessionTimeId: e.target.value })}>
              <option value="">Jam sendiri</option>
              {sessions.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.startsAt}–{s.endsAt})
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-2">
            <label className="form-label small mb-0" htmlFor={id('durasi')}>
              Durasi (menit)
            </label>
            <input
              id={id('durasi')}
              type="number"
              min={1}
              className="form-control form-control-sm"
              value={row.durationMinutes}
              onChange={(e) => set({ durationMinutes: e.target.value })}
            />
          </div>
          {!row.sessionTimeId && (
            <>
              <div className="col-3 col-md-2">
                <label className="form-label small mb-0" htmlFor={id('mulai')}>
                  Mulai
                </label>
                <input
                  id={id('mulai')}
                  type="time"
                  className="form-control form-control-sm"
                  value={row.startTime}
                  onChange={(e) => set({ startTime: e.target.value })}
                />
              </div>
              <div className="col-3 col-md-2">
                <label className="form-label small mb-0" htmlFor={id('selesai')}>
                  Selesai
                </label>
                <input
                  id={id('selesai')}
                  type="time"
                  className="form-control form-control-sm"
                  value={row.endTime}
                  onChange={(e) => set({ endTime: e.target.value })}
                />
              </div>
            </>
          )}
          <div className="col-12 col-md-8">
            <span className="form-label small d-block mb-0">Soal</span>
            <label className="form-check form-check-inline small">
              <input type="radio" className="form-check-input" name={id('soal')} checked={row.mode === 'all'} onChange={() => set({ mode: 'all' })} />
              <span className="form-check-label">Semua soal bank mapel &amp; tingkat ini</span>
            </label>
            <label className="form-check form-check-inline small">
              <input type="radio" className="form-check-input" name={id('soal')} checked={row.mode === 'draw'} onChange={() => set({ mode: 'draw' })} />
              <span className="form-check-label">Ambil acak per jenis</span>
            </label>
            {row.mode === 'draw' && <DrawRules idPrefix={id('aturan')} rules={row.rules} onChange={(rules) => set({ rules })} />}
          </div>
        </div>
        {errors.map((e) => (
          <p key={e} className="text-danger small mb-0 mt-1">
            {e}
          </p>
        ))}
      </div>
    </div>
  );
}
