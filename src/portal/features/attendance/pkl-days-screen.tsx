/**
 * /fwt_daily_student_absence: PKL attendance. A student at the DUDI reports "hadir" once a day; the Pembimbing PKL
 * (or the DUDI's mentor) sees their students' day and confirms or sets it with one tap.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { pklCheckInContract, pklDayContract, setPklDayContract } from '../../../shared/api/attendance/pkl.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { clock } from './report-kit.tsx';
import { act, dayLabel, STATUS_CLASS, STATUS_LABEL } from './ui.ts';

const PKL_STATUSES = ['H', 'S', 'I', 'A'] as const;
const JOURNAL = { submitted: 'jurnal menunggu', approved: 'jurnal disetujui', revision: 'jurnal perlu perbaikan' } as Record<string, string>;

export default function PklDaysScreen() {
  const [date, setDate] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const result = useApiData(() => call(pklDayContract, { input: { date } }));
  if (result.state === 'loading') return <Loading label="Memuat presensi PKL…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const set = async (placementId: number, status: (typeof PKL_STATUSES)[number], name: string) => {
    if (await act(() => call(setPklDayContract, { input: { placementId, date: d.date, status } }), `${name}: ${STATUS_LABEL[status]}`)) result.retry();
  };
  if (d.role === 'student') {
    const me = d.students[0];
    return (
      <section>
        <h1 className="h4">Presensi PKL</h1>
        {!me && <p>Anda tidak sedang menjalani PKL hari ini.</p>}
        {me && (
          <div className="border rounded p-3">
            <p className="mb-1 fw-semibold">{me.companyName}</p>
            <p className="small text-body-secondary">{dayLabel(d.date)}</p>
            {me.status ? (
              <p>
                Tercatat <span className={`badge text-bg-${STATUS_CLASS[me.status]}`}>{STATUS_LABEL[me.status as 'H']}</span>
                {me.checkInAt ? ` pukul ${clock(me.checkInAt)}` : ''} · {me.confirmed ? 'dikonfirmasi pembimbing' : 'menunggu konfirmasi pembimbing'}
              </p>
            ) : (
              <form
                onSubmit={async (e) => {
                  e.preventDefault();
                  if (await act(() => call(pklCheckInContract, { input: { note } }), 'Kehadiran tercatat')) result.retry();
                }}
              >
                <label className="form-label" htmlFor="pkl-catatan">
                  Catatan (boleh kosong)
                </label>
                <input id="pkl-catatan" className="form-control mb-2" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
                <button type="submit" className="btn btn-primary w-100">
                  Saya hadir di DUDI hari ini
                </button>
              </form>
            )}
            <Link to="/field/pkl_jurnal" className="d-inline-block mt-2">
              Tulis jurnal PKL hari ini
            </Link>
          </div>
        )}
      </section>
    );
  }
  const waiting = d.students.filter((s) => !s.confirmed).length;
  return (
    <section>
      <h1 className="h4">Presensi Harian Siswa PKL</h1>
      <div className="mb-2">
        <label className="form-label" htmlFor="pkl-tanggal">
          Tanggal
        </label>
        <input
          id="pkl-tanggal"
          type="date"
          className="form-control w-auto"
          value={d.date}
          onChange={(e) => {
            if (e.target.value) {
              setDate(e.target.value);
              result.retry();
            }
          }}
        />
      </div>
      <p className="small text-body-secondary">
        {dayLabel(d.date)} · {d.students.length} siswa PKL · {waiting} belum dikonfirmasi. <Link to="/field/pkl_jurnal">Periksa jurnal PKL</Link>
      </p>
      {!d.students.length && <p>Tidak ada siswa bimbingan yang sedang PKL pada tanggal ini.</p>}
      <ul className="list-group">
        {d.students.map((s) => (
          <li key={s.placementId} className="list-group-item px-2">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <span className="fw-semibold me-auto">{s.studentName}</span>
              <span className="small text-body-secondary">{s.companyName}</span>
            </div>
            <div className="small mb-1">
              {s.status
                ? `${STATUS_LABEL[s.status as 'H']}${s.source === 'student' ? ` (lapor sendiri${s.checkInAt ? ` ${clock(s.checkInAt)}` : ''})` : ''}${s.confirmed ? ' · dikonfirmasi' : ' · belum dikonfirmasi'}`
                : 'Belum lapor'}
              {s.note ? ` · ${s.note}` : ''}
              {s.journal ? ` · ${JOURNAL[s.journal] ?? s.journal}` : ' · belum menulis jurnal'}
            </div>
            <div className="btn-group btn-group-sm w-100" role="group" aria-label={`Presensi PKL ${s.studentName}`}>
              {PKL_STATUSES.map((st) => (
                <button
                  key={st}
                  type="button"
                  aria-pressed={s.confirmed && s.status === st}
                  aria-label={`${STATUS_LABEL[st]} ${s.studentName}`}
                  title={STATUS_LABEL[st]}
                  className={`btn ${s.confirmed && s.status === st ? `btn-${STATUS_CLASS[st]}` : `btn-outline-${STATUS_CLASS[st]}`}`}
                  onClick={() => void set(s.placementId, st, s.studentName)}
                >
                  {st}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
