/**
 * monitoring/examination_status: the school's exams of a day at a glance (today unless another date is
 * chosen), refreshed every 10 s while the tab is visible; each row opens that schedule's monitor.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { SCHEDULE_KIND_LABELS } from '../../../../shared/exams/access.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { call } from '../../../lib/api.ts';
import { examStatusContract } from '../../../../shared/api/exams/platform.ts';
import type { OutputOf } from '../../../../shared/api/contract.ts';
import { $timeZone } from '../../../lib/session-store.ts';
import { toZonedInput } from '../../../../shared/time/school-time.ts';
import { ago, formatDateTime } from '../ui/format.ts';
import { TableHead } from '../ui/table-head.tsx';
import { usePolling } from '../ui/use-polling.ts';

type StatusAnswer = OutputOf<typeof examStatusContract>;

const POLL_MS = 10_000;
/** "Today" is the school's day (WIB, WITA or WIT), whatever the device's zone. */
const localToday = () => toZonedInput(new Date(), $timeZone.get()).slice(0, 10);

export default function ExamStatusScreen() {
  const [date, setDate] = useState(localToday);
  const { data, failure, retry } = usePolling(() => call(examStatusContract, { input: { date } }), POLL_MS, [date]);

  const current = data && data.date === date ? data : null;
  return (
    <section>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <h1 className="h4 mb-0 me-auto">Status Ujian</h1>
        <div>
          <label className="form-label small mb-1" htmlFor="tanggal-status">
            Tanggal
          </label>
          <input id="tanggal-status" type="date" className="form-control" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
        </div>
      </div>
      <p className="small text-body-secondary">
        Semua jadwal ujian yang dibuka pada tanggal ini.
        {failure && current ? <span className="text-danger"> Gagal memperbarui: {failure}</span> : ' Diperbarui otomatis tiap 10 detik.'}
      </p>
      {!current && failure && <LoadFailed message={failure} onRetry={retry} />}
      {!current && !failure && <Loading label="Memuat status ujian…" />}
      {current && <StatusTable answer={current} />}
    </section>
  );
}

function StatusTable({ answer }: { answer: StatusAnswer }) {
  const now = new Date(answer.serverNow).getTime();
  if (answer.data.length === 0) return <p className="text-body-secondary">Tidak ada ujian yang dibuka pada tanggal ini.</p>;
  return (
    <div className="table-responsive">
      <table className="table align-middle">
        <TableHead columns={['Ujian', 'Waktu', 'Peserta', 'Belum mulai', 'Mengerjakan', 'Selesai', 'Diblokir', 'Aktivitas terakhir']} actions />
        <tbody>
          {answer.data.map((s) => {
            const open = now >= new Date(s.startsAt).getTime() && now <= new Date(s.endsAt).getTime();
            return (
              <tr key={s.id} data-testid={`status-jadwal-${s.id}`}>
                <td style={{ minWidth: 180 }}>
                  <strong>{s.title}</strong>
                  <span className="d-block small text-body-secondary">
                    {SCHEDULE_KIND_LABELS[s.kind] ?? s.kind}
                    {s.courseName ? ` · ${s.courseName}` : ''}
                    {s.session ? ` · ${s.session}` : ''}
                    {s.room ? ` · ${s.room}` : ''}
                  </span>
                  {open && <span className="badge text-bg-primary">Sedang dibuka</span>}
                </td>
                <td className="small text-nowrap">
                  {formatDateTime(s.startsAt)}
                  <br />– {formatDateTime(s.endsAt)}
                </td>
                <td>{s.participants}</td>
                <td>{s.notStarted}</td>
                <td>{s.working}</td>
                <td>{s.finished}</td>
                <td className={s.blocked ? 'text-danger fw-bold' : ''}>{s.blocked}</td>
                <td className="small text-nowrap">{ago(s.lastActivityAt, now)}</td>
                <td>
                  <Link className="btn btn-sm btn-outline-primary" to={`/monitoring/student-exam-status?jadwal=${s.id}`}>
                    Monitoring
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
