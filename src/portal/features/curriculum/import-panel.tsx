/** Import of CP, TP or KD from the .xlsx template: check first, see every error by row and column, then store. */
import { useState } from 'react';
import { importTemplateContract, importTextsContract, type ImportKind } from '../../../shared/api/curriculum/import.ts';
import { pathOf } from '../../../shared/api/contract.ts';
import { call } from '../../lib/api.ts';
import { toFailure } from '../../lib/api-failure.ts';
import { downloadFailure, saveDownload } from '../../lib/download.ts';

type Report = { imported: number; valid: number; errors: { row: number; field: string; message: string }[]; errorCount: number };
const NOUN: Record<ImportKind, string> = { cp: 'CP', tp: 'TP', kd: 'KD' };

export function ImportPanel({ kind, owner, onImported }: { kind: ImportKind; owner: 'platform' | 'school'; onImported: () => void }) {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<string | null>(null);
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
      const r = await call(importTextsContract, { input: { kind, owner, file, dryRun } });
      setReport(r);
      if (r.imported) {
        setMessage(`${r.imported} ${NOUN[kind]} berhasil diimpor.`);
        onImported();
      } else if (!r.errorCount) setMessage(`${r.valid} baris siap diimpor.`);
    } catch (error) {
      setMessage(toFailure(error).message);
    } finally {
      setBusy(false);
    }
  };
  const template = () =>
    void saveDownload(pathOf(importTemplateContract), { query: { kind }, fallbackName: `template-${kind}.xlsx` }).catch((e) => setMessage(downloadFailure(e)));
  if (!open)
    return (
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setOpen(true)}>
        Impor {NOUN[kind]} dari Excel
      </button>
    );
  return (
    <div className="border rounded p-3 mb-3 bg-body-tertiary w-100">
      <p className="small mb-2">
        {owner === 'platform' ? 'Diimpor sebagai referensi platform.' : 'Diimpor sebagai milik sekolah.'} Kode mapel atau fase yang tidak dikenal menjadi
        kesalahan baris, dan tidak ada yang disimpan sampai semua baris benar.{' '}
        <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={template}>
          Unduh template
        </button>
      </p>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <div>
          <label className="form-label small mb-1" htmlFor={`import-${kind}`}>
            Berkas .xlsx
          </label>
          <input
            id={`import-${kind}`}
            type="file"
            className="form-control form-control-sm"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => read(e.target.files?.[0])}
          />
        </div>
        <button type="button" className="btn btn-outline-primary btn-sm" disabled={busy} onClick={() => void send(true)}>
          Periksa
        </button>
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void send(false)}>
          Impor
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={() => setOpen(false)}>
          Tutup
        </button>
      </div>
      {message && (
        <p className="small mt-2 mb-0" role="status">
          {message}
        </p>
      )}
      {report && report.errorCount > 0 && (
        <div className="mt-2">
          <p className="small text-danger mb-1" role="alert">
            {report.errorCount} kesalahan; tidak ada yang disimpan.
          </p>
          <ul className="small mb-0">
            {report.errors.map((e, i) => (
              <li key={i}>
                Baris {e.row}, {e.field}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
