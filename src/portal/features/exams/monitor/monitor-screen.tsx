/**
 * Monitoring (monitoring_examination_akm, monitoring_exercises_class_view, monitoring/student-exam-status
 * and their detail routes): every student's status, answered count and last seen, refreshed every 5 s
 * without reloading, with the proctor's actions on each student.
 */
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { useParams } from 'react-router';
import Swal from 'sweetalert2';
import { ATTEMPT_STATUS_LABELS } from '../../../../shared/exams/access.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { failureText, toFailure } from '../../../lib/api-failure.ts';
import { monitorContract, regenerateTokenContract, type monitorSnapshotSchema, type monitorStudentSchema } from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';
import { kindsForRoute } from '../ui/exam-kinds.ts';
import { ago, formatDateTime } from '../ui/format.ts';
import { SchedulePicker, useChosenSchedule } from '../ui/schedule-picker.tsx';
import { StatusBadge, TableHead } from '../ui/table-head.tsx';
import { StudentActions } from './student-actions.tsx';

export type MonitorStudent = z.output<typeof monitorStudentSchema>;
type Snapshot = z.output<typeof monitorSnapshotSchema>;

const POLL_MS = 5000;

export default function MonitorScreen() {
  const route = useCurrentRoute();
  const [id, choose] = useChosenSchedule(useParams().id);
  if (!id) return <SchedulePicker kinds={kindsForRoute(route?.name)} onPick={choose} title={route?.title ?? 'Monitoring Ujian'} />;
  return <Monitor scheduleId={id} />;
}

function Monitor({ scheduleId }: { scheduleId: number }) {
  const [data, setData] = useState<Snapshot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const [room, setRoom] = useState<number | 'all' | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    const load = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const snap = await call(monitorContract, { params: { id: scheduleId } });
        if (live) {
          setData(snap);
          setFailure(null);
        }
      } catch (error) {
        if (live) setFailure(toFailure(error).message);
      }
    };
    void load();
    const timer = setInterval(load, POLL_MS);
    document.addEventListener('visibilitychange', load);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', load);
    };
  }, [scheduleId, tick]);

  if (!data) return failure ? <LoadFailed message={failure} onRetry={() => setTick(tick + 1)} /> : <Loading label="Memuat monitoring…" />;
  const now = new Date(data.serverNow).getTime();
  const q = filter.trim().toLowerCase();
  // A student without a seat (added to the class later) shows in every room, so no proctor misses them.
  const roomShown = room ?? data.myRoomAllocationId ?? 'all';
  const rows = data.students.filter(
    (s) =>
      (roomShown === 'all' || s.roomAllocationId === roomShown || s.roomAllocationId === null) &&
      (!q || s.name.toLowerCase().includes(q) || (s.section ?? '').toLowerCase().includes(q)),
  );
  const regenerate = async () => {
    const ok = await Swal.fire({
      title: 'Ganti token?',
      text: 'Siswa yang belum mulai harus memakai token baru.',
      showCancelButton: true,
      confirmButtonText: 'Ganti',
      cancelButtonText: 'Batal',
    });
    if (!ok.isConfirmed) return;
    try {
      await call(regenerateTokenContract, { params: { id: scheduleId } });
      setTick(tick + 1);
    } catch (error) {
      void Swal.fire({ icon: 'error', title: 'Gagal', text: failureText(toFailure(error)) });
    }
  };
  return (
    <section>
      <h1 className="h4">{data.schedule.title}</h1>
      <p className="text-body-secondary small">
        {formatDateTime(data.schedule.startsAt)} – {formatDateTime(data.schedule.endsAt)} · {data.schedule.durationMinutes} menit · {data.totalQuestions} soal
        {failure ? <span className="text-danger"> · Gagal memperbarui: {failure}</span> : <span> · diperbarui otomatis tiap 5 detik</span>}
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        {(['not_started', 'working', 'finished', 'blocked'] as const).map((k) => (
          <span key={k} className="badge text-bg-light border fs-6" data-testid={`jumlah-${k}`}>
            {ATTEMPT_STATUS_LABELS[k]}: {data.counts[k]}
          </span>
        ))}
        <span className="ms-auto">
          Token: <strong data-testid="token-ujian">{data.schedule.token ?? 'tanpa token'}</strong>{' '}
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => void regenerate()}>
            Ganti token
          </button>
        </span>
      </div>
      <label className="form-label visually-hidden" htmlFor="cari-siswa">
        Cari siswa
      </label>
      <div className="d-flex flex-wrap gap-2 mb-2">
        {data.rooms.length > 0 && (
          <>
            <label className="visually-hidden" htmlFor="ruang-monitor">
              Ruang
            </label>
            <select
              id="ruang-monitor"
              className="form-select w-auto"
              value={roomShown}
              onChange={(e) => setRoom(e.target.value === 'all' ? 'all' : Number(e.target.value))}
            >
              <option value="all">Semua ruang</option>
              {data.rooms.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                  {r.id === data.myRoomAllocationId ? ' (ruang Anda)' : ''}
                </option>
              ))}
            </select>
          </>
        )}
        <input
          id="cari-siswa"
          className="form-control flex-grow-1 w-auto"
          placeholder="Cari nama atau kelas…"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <TableHead columns={['Nama', 'Kelas', 'Status', 'Dijawab', 'Terakhir aktif', 'Keluar halaman', 'Tambahan']} actions />
          <tbody>
            {rows.map((s) => {
              return (
                <tr key={s.attemptId} data-testid={`peserta-${s.attemptId}`}>
                  <th scope="row">{s.name}</th>
                  <td>{s.section ?? '–'}</td>
                  <td>
                    <StatusBadge status={s.status} blocked={s.blocked} />
                    {s.blocked && s.blockReason && <span className="d-block small text-danger">{s.blockReason}</span>}
                  </td>
                  <td>
                    {s.answered}/{data.totalQuestions}
                    {s.flagged > 0 && <span className="small text-warning-emphasis"> · ragu {s.flagged}</span>}
                  </td>
                  <td>{ago(s.lastSeenAt, now)}</td>
                  <td>{s.leaveCount > 0 ? <span className="text-danger fw-semibold">{s.leaveCount}×</span> : '0'}</td>
                  <td>{s.extraMinutes ? `+${s.extraMinutes} mnt` : '–'}</td>
                  <td>
                    <StudentActions student={s} onDone={() => setTick(tick + 1)} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
