import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { canWrite } from '../../../shared/resources/access.ts';
import type { ResourceDef } from '../../../shared/resources/types.ts';
import { saveDownload } from '../../lib/download.ts';
import { pathOf } from '../../../shared/api/contract.ts';
import { peopleExportContract, peopleImportContract, peopleTemplateContract } from '../../../shared/api/master.ts';
import { toFailure } from '../../lib/api-failure.ts';
import { $userType } from '../../lib/session-store.ts';
import { uploadWorkbook, type ImportReport } from './upload-workbook.ts';

export const EXCEL_KINDS: readonly string[] = ['students', 'teachers', 'guardians'];

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'checking'; rows: string }
  | { kind: 'done'; report: ImportReport }
  | { kind: 'failed'; message: string };

/** Template, export and import of a people list; the import shows its progress and every refused row. */
export function PeopleExcelActions({ def, onImported }: { def: ResourceDef; onImported: () => void }) {
  const userType = useStore($userType);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const fileRef = useRef<HTMLInputElement>(null);
  if (!canWrite(def, userType)) return null;
  const params = { kind: def.name };

  const fetchFile = async (what: 'template' | 'export') => {
    setBusy(what);
    setError(null);
    try {
      await saveDownload(pathOf(what === 'template' ? peopleTemplateContract : peopleExportContract, params), { fallbackName: 'data.xlsx' });
    } catch (e) {
      setError(toFailure(e).message);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setPhase({ kind: 'failed', message: 'Pilih berkas Excel (.xlsx) terlebih dahulu.' });
      return;
    }
    setPhase({ kind: 'uploading', percent: 0 });
    try {
      const report = await uploadWorkbook(pathOf(peopleImportContract, params), file, (percent) =>
        setPhase(percent < 100 ? { kind: 'uploading', percent } : { kind: 'checking', rows: file.name }),
      );
      setPhase({ kind: 'done', report });
      if (report.status) {
        onImported();
        if (fileRef.current) fileRef.current.value = '';
      }
    } catch (e) {
      setPhase({ kind: 'failed', message: (e as Error).message });
    }
  };

  const running = phase.kind === 'uploading' || phase.kind === 'checking';
  return (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={() => fetchFile('template')} disabled={busy !== null}>
        {busy === 'template' && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}Unduh Templat
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={() => fetchFile('export')} disabled={busy !== null}>
        {busy === 'export' && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}Ekspor Excel
      </button>
      <button type="button" className="btn btn-outline-primary" aria-expanded={open} onClick={() => setOpen(!open)}>
        Impor Excel
      </button>
      {error && (
        <div className="alert alert-danger py-2 w-100 mb-0" role="alert">
          {error}
        </div>
      )}
      {open && (
        <section className="portal-card w-100" aria-labelledby="judul-impor">
          <h2 id="judul-impor" className="h6">
            Impor {def.title} dari Excel
          </h2>
          <p className="small text-body-secondary">
            Isi lembar "Data" pada templat. Seluruh berkas diperiksa dulu: bila ada baris yang salah, tidak ada yang disimpan dan setiap baris yang salah
            disebutkan. Akun baru belum punya password.
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <div className="flex-grow-1">
              <label htmlFor="berkas-impor" className="form-label small mb-1">
                Berkas Excel (.xlsx)
              </label>
              <input
                id="berkas-impor"
                ref={fileRef}
                type="file"
                className="form-control"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                disabled={running}
              />
            </div>
            <button type="button" className="btn btn-primary" onClick={submit} disabled={running}>
              Unggah dan Periksa
            </button>
          </div>
          <ImportProgress phase={phase} />
        </section>
      )}
    </>
  );
}

function ImportProgress({ phase }: { phase: Phase }) {
  if (phase.kind === 'idle') return null;
  if (phase.kind === 'uploading' || phase.kind === 'checking') {
    const uploading = phase.kind === 'uploading';
    const label = uploading ? `Mengunggah… ${phase.percent}%` : 'Memeriksa dan menyimpan data…';
    return (
      <div className="mt-3">
        <p className="small mb-1" role="status">
          {label}
        </p>
        <div
          className="progress import-progress"
          role="progressbar"
          aria-label="Kemajuan impor"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={uploading ? phase.percent : undefined}
          aria-valuetext={label}
        >
          <div
            className={`progress-bar${uploading ? '' : ' progress-bar-striped progress-bar-animated'}`}
            style={{ width: uploading ? `${phase.percent}%` : '100%' }}
          />
        </div>
      </div>
    );
  }
  if (phase.kind === 'failed') {
    return (
      <div className="alert alert-danger py-2 mt-3 mb-0" role="alert">
        {phase.message}
      </div>
    );
  }
  const { report } = phase;
  return (
    <div className="mt-3">
      <div className={`alert ${report.status ? 'alert-success' : 'alert-danger'} py-2`} role={report.status ? 'status' : 'alert'}>
        {report.message}
      </div>
      {report.errors.length > 0 && (
        <div className="import-errors">
          <table className="table table-sm align-top mb-0" aria-label="Baris yang perlu diperbaiki">
            <thead>
              <tr>
                <th scope="col">Baris</th>
                <th scope="col">Yang perlu diperbaiki</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e) => (
                <tr key={e.row}>
                  <td>{e.row}</td>
                  <td>
                    <ul className="mb-0 ps-3">
                      {e.messages.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {report.errorCount > report.errors.length && (
            <p className="small text-body-secondary mt-2 mb-0">
              dan {report.errorCount - report.errors.length} baris lainnya yang juga perlu diperbaiki; perbaiki baris di atas lalu unggah lagi untuk melihatnya.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
