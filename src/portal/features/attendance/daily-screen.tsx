/** /daily_attendance: the homeroom teacher takes a rombel's day on a phone. Everyone starts Hadir; one tap each. */
import { useState } from 'react';
import Swal from 'sweetalert2';
import { getDailyContract, lockMonthContract, saveDailyContract } from '../../../shared/api/attendance/daily.ts';
import type { StudentStatus } from '../../../shared/attendance/statuses.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, dayLabel, STATUS_CLASS, STATUS_LABEL, STUDENT_STATUSES } from './ui.ts';

export default function DailyAttendanceScreen() {
  const [query, setQuery] = useState<{ sectionId?: number; date?: string }>({});
  const [changes, setChanges] = useState<Record<number, StudentStatus>>({});
  const result = useApiData(() => call(getDailyContract, { input: query }));
  const reload = (next: { sectionId?: number; date?: string }) => {
    setQuery(next);
    setChanges({});
    result.retry();
  };
  if (result.state === 'loading') return <Loading label="Memuat presensi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const d = result.data;
  const readOnly = !!d.closed || d.locked;
  const statusOf = (id: number, saved: StudentStatus) => changes[id] ?? saved;
  const counts = STUDENT_STATUSES.map((s) => [s, d.students.filter((st) => statusOf(st.id, st.status) === s).length] as const);
  const save = async () => {
    const list = d.students.filter((s) => changes[s.id] && changes[s.id] !== s.status).map((s) => ({ studentId: s.id, status: changes[s.id] }));
    if (
      await act(() => call(saveDailyContract, { input: { sectionId: d.sectionId!, date: d.date, revision: d.revision, changes: list } }), 'Presensi tersimpan')
    )
      reload({ sectionId: d.sectionId!, date: d.date });
  };
  const lock = async () => {
    const month = d.date.slice(0, 7);
    const sure = await Swal.fire({
      icon: 'warning',
      title: `Kunci presensi bulan ${month}?`,
      text: 'Setelah dikunci, presensi bulan ini tidak dapat diubah lagi.',
      showCancelButton: true,
      confirmButtonText: 'Kunci',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(lockMonthContract, { input: { sectionId: d.sectionId!, month } }), 'Bulan dikunci')))
      reload({ sectionId: d.sectionId!, date: d.date });
  };
  return (
    <section>
      <h1 className="h4">Presensi Harian</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <div>
          <label className="form-label" htmlFor="presensi-rombel">
            Rombel
          </label>
          <select
            id="presensi-rombel"
            className="form-select"
            value={d.sectionId ?? ''}
            onChange={(e) => reload({ sectionId: Number(e.target.value), date: d.date })}
          >
            {d.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label" htmlFor="presensi-tanggal">
            Tanggal
          </label>
          <input
            id="presensi-tanggal"
            type="date"
            className="form-control"
            value={d.date}
            onChange={(e) => e.target.value && reload({ sectionId: d.sectionId ?? undefined, date: e.target.value })}
          />
        </div>
      </div>
      <p className="small text-body-secondary mb-2">
        {dayLabel(d.date)} · {d.taken ? 'sudah diisi' : 'belum diisi'}
        {d.locked ? ' · bulan dikunci' : ''}
      </p>
      {d.closed && <div className="alert alert-info py-2">{d.closed}</div>}
      <div className="d-flex flex-wrap gap-1 mb-2" aria-label="Jumlah">
        {counts.map(([s, n]) => (
          <span key={s} className={`badge text-bg-${STATUS_CLASS[s]}`}>
            {STATUS_LABEL[s]} {n}
          </span>
        ))}
      </div>
      <ul className="list-group mb-3">
        {d.students.map((s, i) => {
          const current = statusOf(s.id, s.status);
          return (
            <li key={s.id} className="list-group-item px-2">
              <div className="small fw-semibold">
                {i + 1}. {s.fullName}
              </div>
              <div className="btn-group btn-group-sm w-100 mt-1" role="group" aria-label={`Status ${s.fullName}`}>
                {STUDENT_STATUSES.map((st) => (
                  <button
                    key={st}
                    type="button"
                    disabled={readOnly}
                    aria-pressed={current === st}
                    aria-label={`${STATUS_LABEL[st]} ${s.fullName}`}
                    title={STATUS_LABEL[st]}
                    className={`btn ${current === st ? `btn-${STATUS_CLASS[st]}` : `btn-outline-${STATUS_CLASS[st]}`}`}
                    onClick={() => setChanges({ ...changes, [s.id]: st })}
                  >
                    {st}
                  </button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {!readOnly && d.sectionId && (
        <div className="d-flex flex-wrap gap-2 position-sticky bottom-0 bg-body py-2">
          <button type="button" className="btn btn-primary flex-grow-1" onClick={() => void save()}>
            Simpan Presensi
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void lock()}>
            Kunci bulan
          </button>
        </div>
      )}
      <p className="small text-body-secondary">H = Hadir, S = Sakit, I = Izin, A = Alpa, D = Dispensasi.</p>
    </section>
  );
}
