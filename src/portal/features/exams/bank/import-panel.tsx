import { useState } from 'react';
import { toFailure } from '../../../lib/api-failure.ts';
import { CourseSelect } from '../ui/course-select.tsx';
import { importQuestionsContract } from '../../../../shared/api/exams/bank.ts';
import { call } from '../../../lib/api.ts';

interface RowError {
  row: number;
  field: string;
  message: string;
}

/** The server lists the first 100 errors and counts them all (errorCount). */
interface Report {
  imported: number;
  valid: number;
  errors: RowError[];
  errorCount: number;
}

/** Import from the .xlsx template: check first, see every error by row and column, then save. */
export function ImportPanel({ courses, onImported }: { courses: { id: number; name: string }[]; onImported: () => void }) {
  const [file, setFile] = useState<string | null>(null);
  const [courseId, setCourseId] = useState('');
  const [grade, setGrade] = useState('10');
  const [report, setReport] = useState<Report | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const read = (f: File | undefined) => {
    setReport(null);
    if (!f) return setFile(null);
    const reader = new FileReader();
    reader.onload = () => setFile(String(reader.result).split(',')[1] ?? null);
    reader.readAsDataURL(f);
  };
  const send = async (dryRun: boolean) => {
    if (!file) return setMessage('Pilih berkas .xlsx terlebih dahulu.');
    setBusy(true);
    setMessage(null);
    try {
      const r = await call(importQuestionsContract, {
        input: {
          file,
          dryRun,
          ...(courseId ? { courseId: Number(courseId) } : {}),
          ...(grade ? { grade: Number(grade) } : {}),
        },
      });
      setReport(r);
      if (r.imported) {
        setMessage(`${r.imported} soal berhasil diimpor.`);
        onImported();
      }
    } catch (error) {
      setMessage(toFailure(error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="border rounded p-3 mb-3 bg-body-tertiary">
      <div className="row g-2 align-items-end">
        <div className="col-md-4">
          <label className="form-label" htmlFor="berkas-impor">
            Berkas .xlsx
          </label>
          <input
            id="berkas-impor"
            type="file"
            className="form-control"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => read(e.target.files?.[0])}
          />
        </div>
        <div className="col-md-3">
          <CourseSelect id="impor-mapel" courses={courses} value={courseId} onChange={setCourseId} />
        </div>
        <div className="col-md-2">
          <label className="form-label" htmlFor="impor-tingkat">
            Tingkat
          </label>
          <input id="impor-tingkat" className="form-control" type="number" value={grade} onChange={(e) => setGrade(e.target.value)} />
        </div>
        <div className="col-md-3 d-flex gap-2">
          <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => void send(true)}>
            Periksa
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !report || report.errors.length > 0 || report.imported > 0}
            onClick={() => void send(false)}
          >
            Impor
          </button>
        </div>
      </div>
      {message && (
        <p className="mt-2 mb-0" role="status">
          {message}
        </p>
      )}
      {report && report.errors.length === 0 && !report.imported && <p className="mt-2 mb-0 text-success">{report.valid} soal siap diimpor.</p>}
      {report && report.errors.length > 0 && (
        <table className="table table-sm mt-2">
          <caption className="caption-top">{report.errorCount} kesalahan; perbaiki berkas lalu periksa lagi. Tidak ada soal yang disimpan.</caption>
          <thead>
            <tr>
              <th scope="col">Baris</th>
              <th scope="col">Kolom</th>
              <th scope="col">Kesalahan</th>
            </tr>
          </thead>
          <tbody>
            {report.errors.map((e, i) => (
              <tr key={i}>
                <td>{e.row}</td>
                <td>{e.field}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
          {report.errorCount > report.errors.length && (
            <tfoot>
              <tr>
                <td colSpan={3} className="text-body-secondary">
                  dan {report.errorCount - report.errors.length} kesalahan lainnya.
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      )}
    </div>
  );
}
