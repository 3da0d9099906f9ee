/** /jadwalpelajaran: a rombel's week built from its KBM: place by hand (clashes refused) or draft automatically. */
import { useState } from 'react';
import {
  draftTimetableContract,
  getTimetableContract,
  placeSlotContract,
  removeSlotContract,
  timetablePdfContract,
} from '../../../shared/api/attendance/timetable.ts';
import { PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, DAY_NAMES } from './ui.ts';

export default function TimetableScreen() {
  const [sectionId, setSectionId] = useState<number | undefined>(undefined);
  const [picked, setPicked] = useState<number | ''>('');
  const result = useApiData(() => call(getTimetableContract, { input: { sectionId } }));
  if (result.state === 'loading') return <Loading label="Memuat jadwal…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const t = result.data;
  const days = [...new Set(t.hours.map((h) => h.day))];
  const place = async (lessonHourId: number) => {
    if (picked === '') return;
    if (await act(() => call(placeSlotContract, { input: { lessonHourId, teachingAssignmentId: picked } }), 'Pelajaran ditempatkan')) result.retry();
  };
  const remove = async (id: number) => {
    if (await act(() => call(removeSlotContract, { params: { id } }), 'Pelajaran dilepas')) result.retry();
  };
  const draft = async () => {
    if (await act(() => call(draftTimetableContract, {}), 'Draf jadwal disusun')) result.retry();
  };
  return (
    <section>
      <h1 className="h4">Jadwal Pelajaran</h1>
      {t.sectionId && (
        <div className="mb-2">
          <PdfDownloadButton document="Jadwal Rombel" contract={timetablePdfContract} paper="A4" request={{ query: { sectionId: String(t.sectionId) } }} />
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div>
          <label className="form-label" htmlFor="jadwal-rombel">
            Rombel
          </label>
          <select
            id="jadwal-rombel"
            className="form-select"
            value={t.sectionId ?? ''}
            onChange={(e) => {
              setSectionId(Number(e.target.value));
              // A subject picked in the other rombel is not one of this rombel's: placing it would fill that rombel.
              setPicked('');
              result.retry();
            }}
          >
            {t.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex-grow-1">
          <label className="form-label" htmlFor="jadwal-mapel">
            Mapel untuk ditempatkan
          </label>
          <select id="jadwal-mapel" className="form-select" value={picked} onChange={(e) => setPicked(e.target.value ? Number(e.target.value) : '')}>
            <option value="">Pilih mapel…</option>
            {t.assignments.map((a) => (
              <option key={a.id} value={a.id}>
                {a.courseName} – {a.teacherName} ({a.placed}/{a.hoursPerWeek} JP)
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-outline-primary" onClick={() => void draft()}>
          Draf otomatis
        </button>
      </div>
      <p className="small text-body-secondary">Pilih mapel, lalu ketuk jam kosong untuk menempatkannya. Bentrok guru, rombel atau ruang ditolak.</p>
      {days.map((day) => (
        <div key={day} className="mb-3">
          <h2 className="h6">{DAY_NAMES[day]}</h2>
          <ul className="list-group">
            {t.hours
              .filter((h) => h.day === day)
              .map((h) => {
                const slot = t.slots.find((s) => s.lessonHourId === h.id);
                return (
                  <li
                    key={h.id}
                    className={`list-group-item d-flex flex-wrap gap-2 align-items-center py-1 ${h.period === null ? 'bg-body-tertiary small' : ''}`}
                  >
                    <span className="text-body-secondary small" style={{ minWidth: '6.5rem' }}>
                      {h.startTime}–{h.endTime}
                    </span>
                    {h.period === null ? (
                      <span>{h.label ?? 'Istirahat'}</span>
                    ) : slot ? (
                      <>
                        <span className="me-auto">
                          <strong>{slot.courseName}</strong>{' '}
                          <span className="small text-body-secondary">
                            {slot.teacherName}
                            {slot.room ? ` · ${slot.room}` : ''}
                          </span>
                        </span>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-danger"
                          aria-label={`Lepas ${slot.courseName} ${DAY_NAMES[day]} jam ke-${h.period}`}
                          onClick={() => void remove(slot.id)}
                        >
                          Lepas
                        </button>
                      </>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary ms-auto"
                        disabled={picked === ''}
                        aria-label={`Jam ke-${h.period}: kosong, tempatkan di ${DAY_NAMES[day]}`}
                        onClick={() => void place(h.id)}
                      >
                        Jam ke-{h.period}: kosong
                      </button>
                    )}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}
