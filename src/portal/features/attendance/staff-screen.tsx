/** /staff_daily_attendance: every employee's day from the machines; the office records sick, leave and duty by hand. */
import { TextField } from '../../components/ui/text-field.tsx';
import { useState } from 'react';
import { setStaffDayContract, staffDayContract } from '../../../shared/api/attendance/devices.ts';
import { STAFF_STATUS_LABEL, STAFF_STATUSES, type StaffStatus } from '../../../shared/attendance/statuses.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, dayLabel, STATUS_CLASS } from './ui.ts';

const time = (at: string | null) => (at ? new Date(at).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' }) : '–');

export default function StaffAttendanceScreen() {
  const [date, setDate] = useState<string | undefined>(undefined);
  // The reason of a correction by hand ("Rapat MGMP", "Surat dokter"), sent with the next status tapped.
  const [note, setNote] = useState('');
  const result = useApiData(() => call(staffDayContract, { input: { date } }));
  if (result.state === 'loading') return <Loading label="Memuat presensi pegawai…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const s = result.data;
  const set = async (userId: number, status: StaffStatus) => {
    const input = { userId, date: s.date, status, ...(note.trim() ? { note: note.trim() } : {}) };
    if (await act(() => call(setStaffDayContract, { input }), 'Tersimpan')) {
      setNote('');
      result.retry();
    }
  };
  const present = s.people.filter((p) => p.status === 'H').length;
  const late = s.people.filter((p) => p.lateMinutes > 0).length;
  return (
    <section>
      <h1 className="h4">Presensi Harian Pegawai</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div>
          <label className="form-label" htmlFor="pegawai-tanggal">
            Tanggal
          </label>
          <input
            id="pegawai-tanggal"
            type="date"
            className="form-control"
            value={s.date}
            onChange={(e) => {
              if (e.target.value) {
                setDate(e.target.value);
                result.retry();
              }
            }}
          />
        </div>
        {s.canEdit && (
          <TextField
            id="pegawai-keterangan"
            className="flex-grow-1"
            label="Keterangan koreksi"
            maxLength={200}
            placeholder="Alasan, mis. surat dokter atau surat tugas"
            value={note}
            onChange={setNote}
          />
        )}
      </div>
      <p className="small">
        {dayLabel(s.date)}
        {s.schoolDay ? '' : ' · bukan hari efektif'} · hadir {present} dari {s.people.length} · terlambat {late} · tanpa tap{' '}
        {s.people.filter((p) => !p.status).length}
      </p>
      <ul className="list-group">
        {s.people.map((p) => (
          <li key={p.userId} className="list-group-item">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <strong className="me-auto">{p.fullName}</strong>
              {p.status ? (
                <span className={`badge text-bg-${STATUS_CLASS[p.status]}`}>{STAFF_STATUS_LABEL[p.status as StaffStatus] ?? p.status}</span>
              ) : (
                <span className="badge text-bg-light border">Belum ada</span>
              )}
            </div>
            <div className="small text-body-secondary">
              Masuk {time(p.checkInAt)} · Pulang {time(p.checkOutAt)}
              {p.lateMinutes ? ` · terlambat ${p.lateMinutes} menit` : ''}
              {p.earlyLeaveMinutes ? ` · pulang awal ${p.earlyLeaveMinutes} menit` : ''}
              {p.note ? ` · ${p.note}` : ''}
            </div>
            {s.canEdit && (
              <div className="btn-group btn-group-sm mt-1 flex-wrap" role="group" aria-label={`Status ${p.fullName}`}>
                {STAFF_STATUSES.map((st) => (
                  <button
                    key={st}
                    type="button"
                    title={STAFF_STATUS_LABEL[st]}
                    aria-label={`${STAFF_STATUS_LABEL[st]} ${p.fullName}`}
                    aria-pressed={p.status === st}
                    className={`btn ${p.status === st ? `btn-${STATUS_CLASS[st]}` : `btn-outline-${STATUS_CLASS[st]}`}`}
                    onClick={() => void set(p.userId, st)}
                  >
                    {st}
                  </button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary mt-2">H Hadir · S Sakit · I Izin · A Alpa · D Dinas luar · C Cuti</p>
    </section>
  );
}
