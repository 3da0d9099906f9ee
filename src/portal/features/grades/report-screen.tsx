/**
 * The assessment reports of document 02, 2.8 (/Kehadiransiswa, /Laporanpenilaiansiswa, /performancestudentreport,
 * /ekstra, /perkembangan_karakter, /assignment_report, /Laporanperformaguru, /Laporanperformamentor): a picker
 * (rombel or teaching class) and the semester, the table, "Cetak" and "Unduh Excel" with the same rows.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { FamilyAttendance } from './family-attendance.tsx';
import { $userType } from '../../lib/session-store.ts';
import { useSearchParams } from 'react-router';
import { gradesReportContract, gradesReportXlsxContract, type ReportKind } from '../../../shared/api/grades/reports.ts';
import { pathOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { downloadFailure, saveDownload } from '../../lib/download.ts';
import { useApiData } from '../../lib/use-api-data.ts';

const PICKER: Partial<Record<ReportKind, string>> = {
  tugas: 'Kelas ajar',
  'nilai-penilaian': 'Kelas ajar',
  'performa-guru': '',
  'performa-mentor': '',
  'nilai-ajar': '',
  rombel: '',
};

export function ReportScreen({ kind }: { kind: ReportKind }) {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const semester = params.get('semester') === '1' || params.get('semester') === '2' ? (params.get('semester') as '1' | '2') : undefined;
  return <ReportBody key={`${kind}-${id ?? ''}-${semester ?? ''}`} kind={kind} id={id} semester={semester} />;
}

function ReportBody({ kind, id, semester }: { kind: ReportKind; id?: number; semester?: '1' | '2' }) {
  const [params, setParams] = useSearchParams();
  const result = useApiData(() => call(gradesReportContract, { input: { report: kind, id, semester } }));
  const [error, setError] = useState<string | null>(null);
  if (result.state === 'loading') return <Loading label="Menyusun laporan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const r = result.data;
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next);
  };
  const pickerLabel = PICKER[kind] ?? 'Rombel';
  const download = () =>
    saveDownload(pathOf(gradesReportXlsxContract, {}), {
      query: { report: kind, semester: r.semester, ...(r.chosen ? { id: String(r.chosen) } : {}) },
      fallbackName: 'laporan.xlsx',
    }).catch((e: unknown) => setError(downloadFailure(e)));
  return (
    <section>
      <h1 className="h4">{r.title}</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2 d-print-none">
        {pickerLabel && (
          <div style={{ minWidth: '12rem' }}>
            <label className="form-label small" htmlFor="laporan-pilih">
              {pickerLabel}
            </label>
            <select
              id="laporan-pilih"
              className="form-select form-select-sm"
              value={r.chosen ?? ''}
              onChange={(e) => set('id', e.target.value)}
              disabled={!r.options.length}
            >
              {r.options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
        )}
        {kind !== 'tugas' && kind !== 'rombel' && (
          <div>
            <label className="form-label small" htmlFor="laporan-semester">
              Semester
            </label>
            <select id="laporan-semester" className="form-select form-select-sm" value={r.semester} onChange={(e) => set('semester', e.target.value)}>
              <option value="1">Semester 1</option>
              <option value="2">Semester 2</option>
            </select>
          </div>
        )}
        <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void download()} disabled={!r.columns.length}>
          Unduh Excel
        </button>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => window.print()} disabled={!r.columns.length}>
          Cetak
        </button>
        {error && (
          <span className="small text-danger" role="alert">
            {error}
          </span>
        )}
      </div>
      {r.subtitle.map((line) => (
        <p key={line} className="small text-body-secondary mb-1">
          {line}
        </p>
      ))}
      {pickerLabel && !r.options.length ? (
        <p>{PICKER[kind] ? 'Belum ada kelas ajar yang dapat Anda lihat.' : 'Anda belum menjadi wali kelas rombel mana pun.'}</p>
      ) : !r.rows.length ? (
        <p>Belum ada data untuk laporan ini.</p>
      ) : (
        // A scrolling table must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        <div className="table-responsive border rounded" role="region" aria-label={r.title} tabIndex={0}>
          <table className="table table-sm table-bordered small mb-0">
            <thead className="table-light">
              <tr>
                {r.columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {r.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((v, j) => (
                    <td key={j} className={typeof v === 'number' ? 'text-center' : undefined}>
                      {v ?? '–'}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** A student or parent opening /Kehadiransiswa ("Kehadiran Anak") sees their own (their child's) attendance. */
export function StudentAttendanceReport() {
  const userType = useStore($userType);
  return userType === '5' || userType === '6' ? <FamilyAttendance /> : <ReportScreen kind="kehadiran-siswa" />;
}
export const AssessmentReport = () => <ReportScreen kind="penilaian-siswa" />;
export const StudentPerformanceReport = () => <ReportScreen kind="performa-siswa" />;
export const ExtracurricularReport = () => <ReportScreen kind="ekstra" />;
export const CharacterReport = () => <ReportScreen kind="karakter" />;
export const AssignmentReport = () => <ReportScreen kind="tugas" />;
export const TeacherPerformanceReport = () => <ReportScreen kind="performa-guru" />;
export const MentorPerformanceReport = () => <ReportScreen kind="performa-mentor" />;
export const ClassValuesReport = () => <ReportScreen kind="nilai-ajar" />;
export const AssessmentDataReport = () => <ReportScreen kind="nilai-penilaian" />;
export const SectionListReport = () => <ReportScreen kind="rombel" />;
