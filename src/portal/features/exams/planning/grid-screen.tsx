/**
 * exam_grid: the exam timetable as days × session times, each cell listing its schedules (course, rombel,
 * room) with clash warnings. On a phone, one card per day.
 */
import { useState } from 'react';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { grid, type GridSchedule, type SessionTime } from './planning-api.ts';

const dayName = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' });
const iso = (d: Date) => d.toISOString().slice(0, 10);
function thisMonday(): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return iso(d);
}
const addDays = (day: string, n: number) => iso(new Date(Date.parse(day) + n * 86_400_000));
const OUTSIDE = { id: 0, name: 'Di luar sesi', startsAt: '', endsAt: '' };

/** The session a schedule sits in: its session name, else the session its start time falls in. */
function sessionOf(s: GridSchedule, sessions: SessionTime[]): number {
  return (sessions.find((x) => x.name === s.session) ?? sessions.find((x) => s.time >= x.startsAt && s.time < x.endsAt))?.id ?? 0;
}

export default function GridScreen() {
  const [from, setFrom] = useState(thisMonday());
  const [to, setTo] = useState(addDays(thisMonday(), 5));
  const [grade, setGrade] = useState('');
  const [query, setQuery] = useState({ from, to, grade });
  const result = useApiData(() => grid({ from: query.from, to: query.to, ...(query.grade ? { grade: Number(query.grade) } : {}) }));
  const show = (next: typeof query) => {
    setQuery(next);
    setTimeout(result.retry);
  };
  const week = (n: number) => {
    const f = addDays(from, 7 * n);
    const t = addDays(to, 7 * n);
    setFrom(f);
    setTo(t);
    show({ from: f, to: t, grade });
  };
  return (
    <section>
      <h1 className="h4 mb-3">Kisi-kisi Jadwal Ujian</h1>
      <form
        className="row g-2 align-items-end mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          show({ from, to, grade });
        }}
      >
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="grid-dari">
            Dari
          </label>
          <input id="grid-dari" type="date" className="form-control" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label" htmlFor="grid-sampai">
            Sampai
          </label>
          <input id="grid-sampai" type="date" className="form-control" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="col-6 col-md-2">
          <label className="form-label" htmlFor="grid-tingkat">
            Tingkat
          </label>
          <input
            id="grid-tingkat"
            type="number"
            min={1}
            max={13}
            className="form-control"
            placeholder="Semua"
            value={grade}
            onChange={(e) => setGrade(e.target.value)}
          />
        </div>
        <div className="col-6 col-md-4 d-flex gap-1">
          <button type="submit" className="btn btn-primary flex-grow-1 text-truncate">
            Tampilkan
          </button>
          <button type="button" className="btn btn-outline-secondary px-2" onClick={() => week(-1)} aria-label="Minggu sebelumnya">
            &lsaquo;
          </button>
          <button type="button" className="btn btn-outline-secondary px-2" onClick={() => week(1)} aria-label="Minggu berikutnya">
            &rsaquo;
          </button>
        </div>
      </form>
      {result.state === 'loading' && <Loading label="Memuat kisi-kisi…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && <Grid from={query.from} to={query.to} sessions={result.data.sessions} schedules={result.data.schedules} />}
    </section>
  );
}

function Grid({ from, to, sessions, schedules }: { from: string; to: string; sessions: SessionTime[]; schedules: GridSchedule[] }) {
  const days: string[] = [];
  for (let d = from; d <= to && days.length < 32; d = addDays(d, 1)) days.push(d);
  const rows = schedules.some((s) => sessionOf(s, sessions) === 0) || !sessions.length ? [...sessions, OUTSIDE] : sessions;
  const cell = (day: string, sessionId: number) => schedules.filter((s) => s.day === day && sessionOf(s, sessions) === sessionId);
  const clashes = schedules.filter((s) => s.clashes.length).length;
  return (
    <>
      {schedules.length === 0 && <p className="text-body-secondary">Tidak ada ujian pada tanggal ini.</p>}
      {clashes > 0 && (
        <div className="alert alert-danger" role="alert">
          {clashes} jadwal bentrok. Lihat tanda merah di bawah.
        </div>
      )}
      {!sessions.length && <p className="small text-body-secondary">Sesi ujian belum diatur; atur di Pengaturan Waktu Ujian.</p>}
      <div className="table-responsive d-none d-md-block">
        <table className="table table-bordered align-top small">
          <thead>
            <tr>
              <th scope="col">Sesi</th>
              {days.map((d) => (
                <th key={d} scope="col">
                  {dayName.format(new Date(d))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s.id}>
                <th scope="row">
                  {s.name}
                  {s.startsAt && (
                    <span className="d-block fw-normal text-body-secondary">
                      {s.startsAt}–{s.endsAt}
                    </span>
                  )}
                </th>
                {days.map((d) => (
                  <td key={d}>
                    {cell(d, s.id).map((x) => (
                      <Entry key={x.id} s={x} />
                    ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="d-md-none">
        {days
          .filter((d) => schedules.some((s) => s.day === d))
          .map((d) => (
            <div key={d} className="card mb-2">
              <div className="card-header fw-semibold">{dayName.format(new Date(d))}</div>
              <ul className="list-group list-group-flush">
                {rows
                  .filter((s) => cell(d, s.id).length)
                  .map((s) => (
                    <li key={s.id} className="list-group-item">
                      <div className="small fw-semibold mb-1">
                        {s.name}
                        {s.startsAt && ` · ${s.startsAt}–${s.endsAt}`}
                      </div>
                      {cell(d, s.id).map((x) => (
                        <Entry key={x.id} s={x} />
                      ))}
                    </li>
                  ))}
              </ul>
            </div>
          ))}
      </div>
    </>
  );
}

function Entry({ s }: { s: GridSchedule }) {
  const clash = s.clashes.length > 0;
  return (
    <div className={`border rounded p-1 mb-1 ${clash ? 'border-danger bg-danger-subtle' : ''}`}>
      <strong>{s.courseName ?? s.title}</strong> <span className="text-body-secondary">{s.time}</span>
      <span className="d-block">{s.sections.map((x) => x.name).join(', ') || '–'}</span>
      {s.rooms.length > 0 && <span className="d-block text-body-secondary">{s.rooms.map((r) => r.roomName).join(', ')}</span>}
      {s.clashes.map((c) => (
        <span key={c} className="d-block text-danger">
          Bentrok: {c}
        </span>
      ))}
    </div>
  );
}
