/** /Jampel (and its List/Store/Update/Detail routes): each school day's lesson periods and breaks. */
import { useState } from 'react';
import { listLessonHoursContract, saveLessonDayContract } from '../../../shared/api/attendance/timetable.ts';
import { defaultLessonDay } from '../../../shared/attendance/lesson-hours.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, DAY_NAMES } from './ui.ts';

type Row = { startTime: string; endTime: string; isBreak: boolean; label?: string };

export default function LessonHoursScreen() {
  const result = useApiData(() => call(listLessonHoursContract, {}));
  const [day, setDay] = useState(1);
  const [draft, setDraft] = useState<Row[] | null>(null);
  // The refusal of a save names its row ("rows.2.endTime"): shown under that row, not only as "tidak valid".
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat jam pelajaran…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const saved: Row[] = result.data.hours
    .filter((h) => h.day === day)
    .map((h) => ({ startTime: h.startTime, endTime: h.endTime, isBreak: h.period === null, label: h.label ?? undefined }));
  const rows = draft ?? saved;
  const set = (i: number, patch: Partial<Row>) => setDraft(rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const save = async () => {
    if (await act(() => call(saveLessonDayContract, { input: { day, rows } }), 'Jam pelajaran tersimpan', setErrors)) {
      setDraft(null);
      result.retry();
    }
  };
  let period = 0;
  return (
    <section>
      <h1 className="h4">Jam Pelajaran</h1>
      <ul className="nav nav-pills mb-2 flex-nowrap overflow-auto">
        {[1, 2, 3, 4, 5, 6].map((d) => (
          <li key={d} className="nav-item">
            <button
              type="button"
              className={`nav-link ${d === day ? 'active' : ''}`}
              onClick={() => {
                setDay(d);
                setDraft(null);
                setErrors({});
              }}
            >
              {DAY_NAMES[d]}
            </button>
          </li>
        ))}
      </ul>
      {rows.length === 0 && <p>Belum ada jam pelajaran hari {DAY_NAMES[day]}.</p>}
      <ul className="list-group mb-2">
        {rows.map((r, i) => {
          const problem = errors[`rows.${i}.startTime`]?.[0] ?? errors[`rows.${i}.endTime`]?.[0];
          return (
            <li key={i} className={`list-group-item d-flex flex-wrap gap-2 align-items-center ${r.isBreak ? 'bg-body-tertiary' : ''}`}>
              <span className="fw-semibold" style={{ minWidth: '5.5rem' }}>
                {r.isBreak ? r.label || 'Istirahat' : `Jam ke-${++period}`}
              </span>
              <input
                aria-label={`Mulai baris ${i + 1}`}
                aria-describedby={problem ? `jampel-salah-${i}` : undefined}
                type="time"
                className={`form-control form-control-sm w-auto ${errors[`rows.${i}.startTime`] ? 'is-invalid' : ''}`}
                value={r.startTime}
                disabled={!result.data.canEdit}
                onChange={(e) => set(i, { startTime: e.target.value })}
              />
              <span>–</span>
              <input
                aria-label={`Selesai baris ${i + 1}`}
                aria-describedby={problem ? `jampel-salah-${i}` : undefined}
                type="time"
                className={`form-control form-control-sm w-auto ${errors[`rows.${i}.endTime`] ? 'is-invalid' : ''}`}
                value={r.endTime}
                disabled={!result.data.canEdit}
                onChange={(e) => set(i, { endTime: e.target.value })}
              />
              {result.data.canEdit && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger ms-auto"
                  aria-label={`Hapus baris ${i + 1}`}
                  onClick={() => setDraft(rows.filter((_, k) => k !== i))}
                >
                  Hapus
                </button>
              )}
              {problem && (
                <div className="w-100 small text-danger" id={`jampel-salah-${i}`}>
                  {problem}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {result.data.canEdit && (
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              const last = rows.at(-1)?.endTime ?? '07:00';
              setDraft([...rows, { startTime: last, endTime: last, isBreak: false }]);
            }}
          >
            Tambah jam
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              const last = rows.at(-1)?.endTime ?? '09:15';
              setDraft([...rows, { startTime: last, endTime: last, isBreak: true, label: 'Istirahat' }]);
            }}
          >
            Tambah istirahat
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setDraft(defaultLessonDay(day))}>
            Isi pola baku
          </button>
          <button type="button" className="btn btn-primary" disabled={!draft} onClick={() => void save()}>
            Simpan
          </button>
        </div>
      )}
    </section>
  );
}
