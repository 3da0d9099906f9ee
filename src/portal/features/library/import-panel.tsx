/**
 * "Impor dari berkas" on /data_buku_store: a SLiMS bibliography export (CSV), a CSV or xlsx with our column
 * names, or MARC 21 (.mrc). "Periksa" lists the row errors without storing anything; "Impor" stores the valid
 * rows and lists the ones left out.
 */
import { useState } from 'react';
import { importBooksContract } from '../../../shared/api/library/catalogue.ts';
import { pathOf, type OutputOf } from '../../../shared/api/contract.ts';
import { failureText, toFailure } from '../../lib/api-failure.ts';
import { expireSession } from '../../lib/session-end.ts';
import { readToken } from '../../lib/storage.ts';

type Report = OutputOf<typeof importBooksContract>;

async function send(mode: 'check' | 'import', file: File): Promise<Report> {
  const token = readToken();
  const res = await fetch(pathOf(importBooksContract, { mode }), {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'application/octet-stream', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const data: unknown = await res.json().catch(() => null);
  if (res.status === 401) expireSession();
  if (!res.ok) throw { status: res.status, data };
  return data as Report;
}

export function ImportPanel({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (mode: 'check' | 'import') => {
    if (!file) return;
    setBusy(true);
    setError('');
    try {
      const r = await send(mode, file);
      setReport(r);
      if (mode === 'import' && r.imported > 0) onImported();
    } catch (e) {
      const failure = toFailure(e);
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="border rounded p-3 mt-4" aria-labelledby="impor-judul">
      <h2 className="h6" id="impor-judul">
        Impor dari berkas
      </h2>
      <p className="small text-body-secondary">
        Ekspor bibliografi SLiMS (CSV, dengan atau tanpa baris judul kolom), CSV atau Excel dengan kolom judul, pengarang, penerbit, tahun, isbn, ddc, nomor
        panggil, subjek, kode koleksi, kode eksemplar, atau MARC 21 (.mrc). Paling besar 5 MB.
      </p>
      <label htmlFor="berkas-impor" className="form-label small">
        Berkas
      </label>
      <input
        id="berkas-impor"
        type="file"
        className="form-control mb-2"
        accept=".csv,.xlsx,.mrc,.marc,text/csv"
        onChange={(e) => {
          setFile(e.target.files?.[0] ?? null);
          setReport(null);
        }}
      />
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-primary" disabled={!file || busy} onClick={() => void run('check')}>
          Periksa
        </button>
        <button type="button" className="btn btn-primary" disabled={!file || busy} onClick={() => void run('import')}>
          Impor
        </button>
      </div>
      {error && (
        <div className="alert alert-danger mt-2" role="alert">
          {error}
        </div>
      )}
      {report && (
        <div className="mt-3" role="status">
          <p className="mb-1">
            {report.format}: {report.total} judul, {report.valid} sah
            {report.mode === 'import' ? `, ${report.imported} judul dan ${report.copies} eksemplar disimpan` : ''}, {report.errorCount} baris bermasalah.
          </p>
          {report.errors.length > 0 && (
            <ul className="small mb-0">
              {report.errors.map((e) => (
                <li key={e.row}>
                  Baris {e.row}
                  {e.title && ` (${e.title})`}: {e.messages.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
