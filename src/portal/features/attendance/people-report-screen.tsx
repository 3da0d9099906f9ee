/**
 * Person-by-person reports: one day (/report_daily_one_days), one month (/report_monthly_users) and who sent no
 * tap (/report_available_users_log), for students of a rombel (or all) or for the staff.
 */
import { useState } from 'react';
import { monthlyReportContract, noTapReportContract, oneDayReportContract } from '../../../shared/api/attendance/reports.ts';
import { STAFF_STATUS_LABEL } from '../../../shared/attendance/statuses.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { clock, ReportExports, ScrollRegion } from './report-kit.tsx';
import { STATUS_CLASS } from './ui.ts';

type Query = { audience: 'student' | 'staff'; sectionId?: number; date?: string; month?: string };

function Filters({
  id,
  q,
  sections,
  onChange,
  period,
}: {
  id: string;
  q: Query;
  sections: { id: number; name: string }[];
  onChange: (q: Query) => void;
  period: 'date' | 'month';
}) {
  return (
    <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
      <div>
        <label className="form-label" htmlFor={`${id}-siapa`}>
          Untuk
        </label>
        <select
          id={`${id}-siapa`}
          className="form-select"
          value={q.audience}
          onChange={(e) => onChange({ ...q, audience: e.target.value as Query['audience'], sectionId: undefined })}
        >
          <option value="student">Siswa</option>
          <option value="staff">Pegawai</option>
        </select>
      </div>
      {q.audience === 'student' && (
        <div>
          <label className="form-label" htmlFor={`${id}-rombel`}>
            Rombel
          </label>
          <select
            id={`${id}-rombel`}
            className="form-select"
            value={q.sectionId ?? ''}
            onChange={(e) => onChange({ ...q, sectionId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">Semua rombel</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label className="form-label" htmlFor={`${id}-waktu`}>
          {period === 'date' ? 'Tanggal' : 'Bulan'}
        </label>
        <input
          id={`${id}-waktu`}
          type={period}
          className="form-control"
          value={(period === 'date' ? q.date : q.month) ?? ''}
          onChange={(e) => e.target.value && onChange({ ...q, [period]: e.target.value })}
        />
      </div>
    </div>
  );
}

const statusBadge = (st: string | null) =>
  st ? (
    <span className={`badge text-bg-${STATUS_CLASS[st] ?? 'secondary'}`}>{STAFF_STATUS_LABEL[st as keyof typeof STAFF_STATUS_LABEL] ?? st}</span>
  ) : (
    <span className="text-body-secondary">belum tercatat</span>
  );

function DayList({ kind }: { kind: 'one-day' | 'no-tap' }) {
  const [q, setQ] = useState<Query>({ audience: 'student' });
  type Answer = Awaited<ReturnType<typeof call<typeof oneDayReportContract>>> & { schoolDay?: boolean; total?: number; tapped?: number; unknownPins?: number };
  const result = useApiData<Answer>(() => (kind === 'one-day' ? call(oneDayReportContract, { input: q }) : call(noTapReportContract, { input: q })));
  if (result.state === 'loading') return <Loading label="Memuat laporan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  const change = (next: Query) => {
    setQ(next);
    result.retry();
  };
  const noTap =
    kind === 'no-tap' ? { schoolDay: !!r.schoolDay, total: r.total ?? 0, tapped: r.tapped ?? 0, unknownPins: r.unknownPins ?? 0, people: r.people } : null;
  return (
    <section>
      <h1 className="h4">{kind === 'one-day' ? 'Laporan Presensi Satu Hari' : 'Log Pengguna Tanpa Tap'}</h1>
      <Filters id={kind} q={{ ...q, date: r.date }} sections={r.sections} onChange={change} period="date" />
      {noTap && (
        <p className="small text-body-secondary">
          {noTap.schoolDay ? '' : 'Bukan hari sekolah. '}
          {noTap.tapped} dari {noTap.total} orang mengirim tap; {noTap.people.length} tidak.{' '}
          {noTap.unknownPins ? `${noTap.unknownPins} tap dengan PIN tak dikenal (lihat Log Presensi Harian).` : ''}
        </p>
      )}
      <ReportExports kind={kind} query={{ audience: q.audience, sectionId: q.sectionId, date: r.date }} />
      <ScrollRegion label={kind === 'one-day' ? 'Presensi satu hari' : 'Tanpa tap'}>
        <table className="table table-sm table-striped align-middle small mb-0">
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col">{q.audience === 'staff' ? '' : 'Rombel'}</th>
              <th scope="col">Status</th>
              <th scope="col">Masuk</th>
              <th scope="col">Pulang</th>
              <th scope="col">Telat</th>
            </tr>
          </thead>
          <tbody>
            {r.people.map((p) => (
              <tr key={p.id}>
                <th scope="row" className="fw-normal">
                  {p.fullName}
                </th>
                <td>{p.group ?? ''}</td>
                <td>{statusBadge(p.status)}</td>
                <td>{clock(p.checkInAt)}</td>
                <td>{clock(p.checkOutAt)}</td>
                <td>{p.lateMinutes ? `${p.lateMinutes} mnt` : ''}</td>
              </tr>
            ))}
            {!r.people.length && (
              <tr>
                <td colSpan={6} className="text-center text-body-secondary">
                  Tidak ada data.
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

export function OneDayReportScreen() {
  return <DayList kind="one-day" />;
}

export function NoTapReportScreen() {
  return <DayList kind="no-tap" />;
}

export function MonthlyReportScreen() {
  const [q, setQ] = useState<Query>({ audience: 'staff' });
  const result = useApiData(() => call(monthlyReportContract, { input: q }));
  if (result.state === 'loading') return <Loading label="Memuat laporan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  const staff = r.audience === 'staff';
  const change = (next: Query) => {
    setQ(next);
    result.retry();
  };
  return (
    <section>
      <h1 className="h4">Laporan Presensi Bulanan</h1>
      <Filters id="bulanan" q={{ ...q, month: r.month }} sections={r.sections} onChange={change} period="month" />
      <p className="small text-body-secondary">
        {r.schoolDays} hari efektif sampai hari ini. H Hadir, S Sakit, I Izin, A Alpa, {staff ? 'DL Dinas luar, C Cuti' : 'D Dispensasi'}.
      </p>
      <ReportExports kind="monthly" query={{ audience: q.audience, sectionId: q.sectionId, month: r.month }} />
      <ScrollRegion label="Rekap bulanan">
        <table className="table table-sm table-striped align-middle small mb-0">
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col">H</th>
              <th scope="col">S</th>
              <th scope="col">I</th>
              <th scope="col">A</th>
              <th scope="col">{staff ? 'DL' : 'D'}</th>
              {staff && <th scope="col">C</th>}
              <th scope="col">Telat</th>
              <th scope="col">Menit telat</th>
              {staff && <th scope="col">Pulang awal</th>}
              <th scope="col">Belum tercatat</th>
            </tr>
          </thead>
          <tbody>
            {r.people.map((p) => (
              <tr key={p.id}>
                <th scope="row" className="fw-normal">
                  {p.fullName}
                  {p.group ? <span className="text-body-secondary"> · {p.group}</span> : null}
                </th>
                <td>{p.counts.H}</td>
                <td>{p.counts.S}</td>
                <td>{p.counts.I}</td>
                <td>{p.counts.A}</td>
                <td>{p.counts.D}</td>
                {staff && <td>{p.counts.C}</td>}
                <td>{p.late}</td>
                <td>{p.lateMinutes}</td>
                {staff && <td>{p.earlyLeaveMinutes} mnt</td>}
                <td>{p.unrecorded}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
