/** /academiccalendar: a month's holidays and events, the semesters' effective days; the office adds and removes. */
import { useState } from 'react';
import { createCalendarEventContract, deleteCalendarEventContract, getCalendarContract } from '../../../shared/api/attendance/calendar.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, dayLabel } from './ui.ts';

const KINDS = { national: 'Libur nasional', holiday: 'Libur sekolah', event: 'Kegiatan', exam: 'Ujian' } as const;
type Kind = keyof typeof KINDS;

const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};

export default function CalendarScreen() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [form, setForm] = useState({ title: '', startDate: '', endDate: '', kind: 'event' as Kind });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const result = useApiData(() => call(getCalendarContract, { input: month ? { from: `${month}-01` } : {} }));
  if (result.state === 'loading') return <Loading label="Memuat kalender…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const c = result.data;
  const current = c.from.slice(0, 7);
  const go = (m: string) => {
    setMonth(m);
    result.retry();
  };
  const add = async () => {
    if (await act(() => call(createCalendarEventContract, { input: form }), 'Kegiatan ditambahkan', setErrors)) {
      setForm({ title: '', startDate: '', endDate: '', kind: 'event' });
      result.retry();
    }
  };
  const remove = async (id: number) => {
    if (await act(() => call(deleteCalendarEventContract, { params: { id } }), 'Kegiatan dihapus')) result.retry();
  };
  const monthName = new Date(`${c.from}T00:00:00Z`).toLocaleDateString('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <section>
      <h1 className="h4">Kalender Akademik</h1>
      <div className="d-flex align-items-center gap-2 mb-2">
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => go(shiftMonth(current, -1))} aria-label="Bulan sebelumnya">
          ‹
        </button>
        <strong className="flex-grow-1 text-center">{monthName}</strong>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => go(shiftMonth(current, 1))} aria-label="Bulan berikutnya">
          ›
        </button>
      </div>
      <p className="small">
        Hari efektif bulan ini: <strong>{c.effectiveDays}</strong> hari ({c.schoolDaysPerWeek} hari sekolah sepekan).
      </p>
      {c.semesters.length > 0 && (
        <ul className="small">
          {c.semesters.map((s) => (
            <li key={s.semester}>
              Semester {s.semester} ({s.startDate} s.d. {s.endDate}): <strong>{s.effectiveDays}</strong> hari efektif
            </li>
          ))}
        </ul>
      )}
      {c.events.length === 0 && <p>Tidak ada kegiatan atau hari libur bulan ini.</p>}
      <ul className="list-group mb-3">
        {c.events.map((e) => (
          <li key={e.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <div className="me-auto">
              <strong>{e.title}</strong>
              <div className="small text-body-secondary">
                {dayLabel(e.startDate)}
                {e.endDate !== e.startDate ? ` – ${dayLabel(e.endDate)}` : ''}
              </div>
            </div>
            <span className={`badge ${e.isHoliday ? 'text-bg-danger' : 'text-bg-primary'}`}>{KINDS[e.kind as Kind] ?? e.kind}</span>
            {c.canEdit && (
              <button type="button" className="btn btn-sm btn-outline-danger" aria-label={`Hapus ${e.title}`} onClick={() => void remove(e.id)}>
                Hapus
              </button>
            )}
          </li>
        ))}
      </ul>
      {c.canEdit && (
        <form
          className="border rounded p-2"
          onSubmit={(ev) => {
            ev.preventDefault();
            void add();
          }}
        >
          <h2 className="h6">Tambah kegiatan atau hari libur</h2>
          <div className="row g-2">
            <div className="col-12">
              <label className="form-label" htmlFor="kal-nama">
                Nama kegiatan
              </label>
              <input
                id="kal-nama"
                className={`form-control ${errors.title ? 'is-invalid' : ''}`}
                value={form.title}
                onChange={(e) => setForm({ ...form, title: e.target.value })}
              />
              {errors.title && <div className="invalid-feedback">{errors.title[0]}</div>}
            </div>
            <div className="col-6">
              <label className="form-label" htmlFor="kal-mulai">
                Mulai
              </label>
              <input
                id="kal-mulai"
                type="date"
                className={`form-control ${errors.startDate ? 'is-invalid' : ''}`}
                value={form.startDate}
                onChange={(e) => setForm({ ...form, startDate: e.target.value, endDate: form.endDate || e.target.value })}
              />
            </div>
            <div className="col-6">
              <label className="form-label" htmlFor="kal-selesai">
                Selesai
              </label>
              <input
                id="kal-selesai"
                type="date"
                className={`form-control ${errors.endDate ? 'is-invalid' : ''}`}
                value={form.endDate}
                onChange={(e) => setForm({ ...form, endDate: e.target.value })}
              />
              {errors.endDate && <div className="invalid-feedback">{errors.endDate[0]}</div>}
            </div>
            <div className="col-12">
              <label className="form-label" htmlFor="kal-jenis">
                Jenis
              </label>
              <select id="kal-jenis" className="form-select" value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value as Kind })}>
                {Object.entries(KINDS).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <button type="submit" className="btn btn-primary mt-2">
            Simpan
          </button>
        </form>
      )}
    </section>
  );
}
