/**
 * add_schedule_exam_room: choose a schedule, its session, rooms and a proctor per room; participants are
 * seated automatically (by rombel, then name, up to each room's seats); a student can then be moved.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import Swal from 'sweetalert2';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { toFailure } from '../../../lib/api-failure.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { runOrShow } from '../ui/confirm.ts';
import { listSchedules } from '../ui/exam-api.ts';
import { formatDateTime } from '../ui/format.ts';
import {
  allocate,
  moveSeat,
  proctors,
  rooms,
  scheduleRooms,
  sessionTimes,
  type Proctor,
  type Room,
  type ScheduleRooms,
  type SessionTime,
} from './planning-api.ts';

export default function AllocateScreen() {
  const [search, setSearch] = useSearchParams();
  const scheduleId = Number(search.get('jadwal')) || null;
  const base = useApiData(() => Promise.all([listSchedules([]), rooms(), sessionTimes(), proctors()]));
  if (base.state === 'loading') return <Loading label="Memuat ruang dan jadwal…" />;
  if (base.state === 'failed') return <LoadFailed message={base.message} onRetry={base.retry} />;
  const [schedules, roomList, sessions, staff] = base.data;
  return (
    <section>
      <h1 className="h4 mb-3">Bagi Ruang Ujian</h1>
      <div className="mb-3" style={{ maxWidth: '36rem' }}>
        <label className="form-label" htmlFor="jadwal-ruang">
          Jadwal ujian
        </label>
        <select
          id="jadwal-ruang"
          className="form-select"
          value={scheduleId ?? ''}
          onChange={(e) => setSearch(e.target.value ? { jadwal: e.target.value } : {})}
        >
          <option value="">— pilih jadwal —</option>
          {schedules.data.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title} · {formatDateTime(s.startsAt)} · {s.participants} peserta
            </option>
          ))}
        </select>
      </div>
      {roomList.data.length === 0 && <div className="alert alert-info">Belum ada ruang ujian. Tambahkan ruang di menu Ruang Ujian terlebih dahulu.</div>}
      {scheduleId && roomList.data.length > 0 && (
        <Allocation key={scheduleId} scheduleId={scheduleId} rooms={roomList.data} sessions={sessions.data} staff={staff.data} />
      )}
    </section>
  );
}

type Choice = { roomId: number; proctorUserId: number | null };

function Allocation({ scheduleId, rooms, sessions, staff }: { scheduleId: number; rooms: Room[]; sessions: SessionTime[]; staff: Proctor[] }) {
  const [current, setCurrent] = useState<ScheduleRooms | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [choices, setChoices] = useState<Choice[]>([]);
  const [sessionTimeId, setSessionTimeId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const load = () =>
    scheduleRooms(scheduleId).then(
      (r) => {
        setCurrent(r);
        setChoices(r.rooms.map((x) => ({ roomId: x.roomId, proctorUserId: x.proctorUserId })));
        setSessionTimeId(r.rooms[0]?.sessionTimeId ?? null);
      },
      (e) => setFailure(toFailure(e).message),
    );
  useEffect(() => void load(), [scheduleId]);
  if (failure) return <LoadFailed message={failure} onRetry={() => void load()} />;
  if (!current) return <Loading label="Memuat pembagian ruang…" />;
  const participants = current.rooms.reduce((n, r) => n + r.students.length, 0) + current.unseated.length;
  const seats = choices.reduce((n, c) => n + (rooms.find((r) => r.id === c.roomId)?.capacity ?? 0), 0);
  const toggle = (roomId: number, on: boolean) => setChoices(on ? [...choices, { roomId, proctorUserId: null }] : choices.filter((c) => c.roomId !== roomId));
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const r = await allocate({ scheduleId, sessionTimeId, rooms: choices });
      void Swal.fire({ icon: 'success', title: 'Pembagian ruang tersimpan', text: r.placed.map((p) => `${p.room}: ${p.seated} siswa`).join(' · ') });
      await load();
    } catch (e) {
      const f = toFailure(e);
      setError(Object.values(f.fieldErrors)[0]?.join(' ') ?? f.message);
    } finally {
      setSaving(false);
    }
  };
  const move = async (attemptId: number, allocationId: number) => {
    if (await runOrShow(() => moveSeat(attemptId, allocationId))) await load();
  };
  return (
    <>
      <div className="row g-3 mb-3">
        <div className="col-md-4">
          <label className="form-label" htmlFor="sesi-ruang">
            Sesi
          </label>
          <select id="sesi-ruang" className="form-select" value={sessionTimeId ?? ''} onChange={(e) => setSessionTimeId(Number(e.target.value) || null)}>
            <option value="">— tanpa sesi —</option>
            {sessions.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.startsAt}–{s.endsAt})
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset>
        <legend className="h6">Ruang dan pengawas</legend>
        <ul className="list-group mb-2">
          {rooms.map((r) => {
            const choice = choices.find((c) => c.roomId === r.id);
            return (
              <li key={r.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                <label className="form-check mb-0 me-auto">
                  <input type="checkbox" className="form-check-input" checked={!!choice} onChange={(e) => toggle(r.id, e.target.checked)} />
                  <span className="form-check-label">
                    {r.name} <span className="small text-body-secondary">({r.capacity} kursi)</span>
                  </span>
                </label>
                {choice && (
                  <>
                    <label className="visually-hidden" htmlFor={`pengawas-${r.id}`}>
                      Pengawas {r.name}
                    </label>
                    <select
                      id={`pengawas-${r.id}`}
                      className="form-select form-select-sm w-auto"
                      value={choice.proctorUserId ?? ''}
                      onChange={(e) => setChoices(choices.map((c) => (c.roomId === r.id ? { ...c, proctorUserId: Number(e.target.value) || null } : c)))}
                    >
                      <option value="">— pengawas —</option>
                      {staff.map((p) => (
                        <option key={p.id} value={p.id}>
                          {p.name}
                        </option>
                      ))}
                    </select>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <p className={`small ${seats < participants ? 'text-danger' : ''}`}>
          {participants} peserta · {seats} kursi di ruang terpilih
        </p>
        {error && (
          <div className="alert alert-danger" role="alert">
            {error}
          </div>
        )}
        <button type="button" className="btn btn-primary" disabled={saving || !choices.length} onClick={() => void save()}>
          {saving ? 'Membagi…' : 'Bagi peserta otomatis'}
        </button>
      </fieldset>
      {current.rooms.length > 0 && (
        <section className="mt-4">
          <h2 className="h6">Peserta per ruang</h2>
          {current.unseated.length > 0 && <div className="alert alert-warning">{current.unseated.length} peserta belum mendapat ruang.</div>}
          <div className="row g-3">
            {current.rooms.map((room) => (
              <div key={room.id} className="col-md-6">
                <div className="card h-100">
                  <div className="card-header">
                    <strong>{room.roomName}</strong> · {room.students.length}/{room.capacity} · Pengawas: {room.proctorName ?? '–'}
                  </div>
                  <ul className="list-group list-group-flush">
                    {room.students.map((s) => (
                      <li key={s.attemptId} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                        <span className="me-auto">
                          {s.name} <span className="small text-body-secondary">{s.section}</span>
                        </span>
                        <label className="visually-hidden" htmlFor={`pindah-${s.attemptId}`}>
                          Pindahkan {s.name}
                        </label>
                        <select
                          id={`pindah-${s.attemptId}`}
                          className="form-select form-select-sm w-auto"
                          value={room.id}
                          onChange={(e) => void move(s.attemptId, Number(e.target.value))}
                        >
                          {current.rooms.map((r) => (
                            <option key={r.id} value={r.id}>
                              {r.roomName}
                            </option>
                          ))}
                        </select>
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
