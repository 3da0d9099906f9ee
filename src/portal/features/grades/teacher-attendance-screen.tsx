/**
 * /Laporankehadiranguru (a month per teacher: hadir, sakit, izin, alpa, dinas luar, cuti, late) and
 * /Laporanabsensiguru (one day: who came, when, who is missing) for the office and the principal. Read from the
 * attendance module's staff reports (its contracts, not its tables), with its Excel and PDF exports.
 */
import { useState, type ReactNode } from 'react';
import { monthlyReportContract, oneDayReportContract, reportPdfContract, reportXlsxContract } from '../../../shared/api/attendance/reports.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { pathOf } from '../../../shared/api/contract.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { downloadFailure, saveDownload } from '../../lib/download.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';

const clock = (at: string | null) => (at ? new Date(at).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' }) : '');

/** "Unduh Excel" and "Unduh PDF" of the attendance module's staff report, with the same query as the screen. */
function ReportExports({ kind, query }: { kind: 'monthly' | 'one-day'; query: Record<string, string> }) {
  const [paper, setPaper] = useState<Paper>('A4');
  const [error, setError] = useState<string | null>(null);
  const excel = () =>
    saveDownload(pathOf(reportXlsxContract, { kind }), { query, fallbackName: `laporan-${kind}.xlsx` }).catch((e: unknown) => setError(downloadFailure(e)));
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
      <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void excel()}>
        Unduh Excel
      </button>
      <PdfDownloadButton document="Laporan" contract={reportPdfContract} params={{ kind }} paper={paper} request={{ query }} />
      <PaperSelect value={paper} onChange={setPaper} />
      {error && (
        <span className="small text-danger" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className="table-responsive border rounded" style={{ maxHeight: '70vh' }} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function TeacherMonthScreen() {
  const [month, setMonth] = useState<string | undefined>(undefined);
  return <Month key={month ?? ''} month={month} onMonth={setMonth} />;
}

function Month({ month, onMonth }: { month?: string; onMonth: (m: string) => void }) {
  const result = useApiData(() => call(monthlyReportContract, { input: { audience: 'staff', month } }));
  if (result.state === 'loading') return <Loading label="Memuat kehadiran guru…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  return (
    <section>
      <h1 className="h4">Laporan Kehadiran Guru</h1>
      <div className="mb-2" style={{ maxWidth: '14rem' }}>
        <label className="form-label small" htmlFor="kehadiran-guru-bulan">
          Bulan
        </label>
        <input
          id="kehadiran-guru-bulan"
          type="month"
          className="form-control form-control-sm"
          value={r.month}
          onChange={(e) => e.target.value && onMonth(e.target.value)}
        />
      </div>
      <p className="small text-body-secondary">
        Guru dan tenaga kependidikan · {r.schoolDays} hari efektif sampai hari ini. H Hadir, S Sakit, I Izin, A Alpa, DL Dinas luar, C Cuti.
      </p>
      <ReportExports kind="monthly" query={{ audience: 'staff', month: r.month }} />
      <ScrollRegion label="Kehadiran guru per bulan">
        <table className="table table-sm table-striped align-middle small mb-0">
          <thead>
            <tr>
              <th scope="col">Nama</th>
              <th scope="col">H</th>
              <th scope="col">S</th>
              <th scope="col">I</th>
              <th scope="col">A</th>
              <th scope="col">DL</th>
              <th scope="col">C</th>
              <th scope="col">Telat</th>
              <th scope="col">Menit telat</th>
              <th scope="col">Pulang awal</th>
              <th scope="col">Belum tercatat</th>
              <th scope="col">Kehadiran</th>
            </tr>
          </thead>
          <tbody>
            {r.people.map((p) => {
              const present = p.counts.H + p.counts.D;
              return (
                <tr key={p.id}>
                  <th scope="row" className="fw-normal">
                    {p.fullName}
                  </th>
                  <td>{p.counts.H}</td>
                  <td>{p.counts.S}</td>
                  <td>{p.counts.I}</td>
                  <td>{p.counts.A}</td>
                  <td>{p.counts.D}</td>
                  <td>{p.counts.C}</td>
                  <td>{p.late}</td>
                  <td>{p.lateMinutes}</td>
                  <td>{p.earlyLeaveMinutes} mnt</td>
                  <td>{p.unrecorded}</td>
                  <td className={r.schoolDays && present / r.schoolDays < 0.9 ? 'text-danger fw-semibold' : undefined}>
                    {r.schoolDays ? `${Math.round((present / r.schoolDays) * 100)}%` : '–'}
                  </td>
                </tr>
              );
            })}
            {!r.people.length && (
              <tr>
                <td colSpan={12} className="text-center text-body-secondary">
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

export function TeacherDayScreen() {
  const [date, setDate] = useState<string | undefined>(undefined);
  return <Day key={date ?? ''} date={date} onDate={setDate} />;
}

const LABEL: Record<string, string> = { H: 'Hadir', S: 'Sakit', I: 'Izin', A: 'Alpa', D: 'Dinas luar', C: 'Cuti' };

function Day({ date, onDate }: { date?: string; onDate: (d: string) => void }) {
  const result = useApiData(() => call(oneDayReportContract, { input: { audience: 'staff', date } }));
  if (result.state === 'loading') return <Loading label="Memuat absensi guru…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  const missing = r.people.filter((p) => !p.status || p.status === 'A').length;
  return (
    <section>
      <h1 className="h4">Laporan Absensi Guru</h1>
      <div className="mb-2" style={{ maxWidth: '14rem' }}>
        <label className="form-label small" htmlFor="absensi-guru-tanggal">
          Tanggal
        </label>
        <input
          id="absensi-guru-tanggal"
          type="date"
          className="form-control form-control-sm"
          value={r.date}
          onChange={(e) => e.target.value && onDate(e.target.value)}
        />
      </div>
      <p className="small text-body-secondary">
        {r.people.length - missing} dari {r.people.length} guru dan pegawai tercatat hadir atau berketerangan; {missing} alpa atau belum tercatat.
      </p>
      <ReportExports kind="one-day" query={{ audience: 'staff', date: r.date }} />
      <ScrollRegion label="Absensi guru satu hari">
        <table className="table table-sm table-striped align-middle small mb-0">
          <thead>
            <tr>
              <th scope="col">Nama</th>
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
                <td>{p.status ? (LABEL[p.status] ?? p.status) : <span className="text-body-secondary">belum tercatat</span>}</td>
                <td>{clock(p.checkInAt)}</td>
                <td>{clock(p.checkOutAt)}</td>
                <td>{p.lateMinutes ? `${p.lateMinutes} mnt` : ''}</td>
              </tr>
            ))}
            {!r.people.length && (
              <tr>
                <td colSpan={5} className="text-center text-body-secondary">
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
