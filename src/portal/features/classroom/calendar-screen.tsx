/**
 * /kelas_room_kalender: a month of one's class rooms as an agenda (one day per row, readable on a phone): dated
 * meetings, assignment deadlines with the student's state, quizzes closing, and school holidays.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { classCalendarContract } from '../../../shared/api/classroom/calendar.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { routeTo, StatusBadge } from './ui.tsx';

type Event = OutputOf<typeof classCalendarContract>['events'][number];
const KIND: Record<Event['kind'], [string, string]> = {
  meeting: ['Pertemuan', 'text-bg-primary'],
  assignment: ['Tugas', 'text-bg-warning'],
  quiz: ['Kuis', 'text-bg-info'],
  holiday: ['Libur', 'text-bg-danger'],
  event: ['Kegiatan', 'text-bg-secondary'],
};

const shift = (month: string, by: number) => {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1));
  return d.toISOString().slice(0, 7);
};
const monthLabel = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('id-ID', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

function target(e: Event): string | null {
  if (e.kind === 'assignment' && e.targetId) return `${routeTo('kelas_room_data_tugas')}?id=${e.targetId}`;
  if (e.kind === 'meeting' && e.roomId && e.targetId) return routeTo('kelas_room_detail_2', { id: e.roomId, sd_class_rout_detail_id: e.targetId });
  if (e.kind === 'quiz' && e.targetId)
    return e.roomId ? `${routeTo('kelas_room_data_tugas_kuis')}?ruang=${e.roomId}` : routeTo('exercises_class_view_detail', { id: e.targetId });
  return null;
}

export default function CalendarScreen() {
  const [month, setMonth] = useState<string | undefined>();
  return <Month key={month ?? 'now'} month={month} onMonth={setMonth} />;
}

function Month({ month, onMonth }: { month?: string; onMonth: (m: string) => void }) {
  const result = useApiData(() => call(classCalendarContract, { input: month ? { month } : {} }));
  if (result.state === 'loading') return <Loading label="Memuat kalender kelas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { month: shown, events } = result.data;
  const days = [...new Set(events.map((e) => e.date))];
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 mb-0 me-auto">Kalender Kelas · {monthLabel(shown)}</h1>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onMonth(shift(shown, -1))}>
          Bulan sebelumnya
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => onMonth(shift(shown, 1))}>
          Bulan berikutnya
        </button>
      </div>
      {days.length === 0 && <p>Tidak ada agenda bulan ini.</p>}
      {days.map((day) => (
        <div className="card mb-2" key={day}>
          <div className="card-header py-1 fw-semibold">{dayLabel(day)}</div>
          <ul className="list-group list-group-flush">
            {events
              .filter((e) => e.date === day)
              .map((e, i) => {
                const href = target(e);
                return (
                  <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={`${e.kind}-${e.targetId ?? i}`}>
                    <span className={`badge ${KIND[e.kind][1]}`}>{KIND[e.kind][0]}</span>
                    <span className="me-auto">
                      {href ? <Link to={href}>{e.title}</Link> : e.title}
                      {e.detail && <span className="small text-body-secondary"> · {e.detail}</span>}
                    </span>
                    <StatusBadge status={e.status} />
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}
