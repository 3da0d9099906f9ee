/**
 * The files a background job made (the whole school's rapor, the Kartu Akun batch): a line of what was made, one
 * "Unduh PDF …" button per file, the download's failure if any, and "Buat lagi" to start another run.
 */
import { useState, type ReactNode } from 'react';
import { downloadFailure, saveDownload } from '../../lib/download.ts';

export interface JobFile {
  key: string | number;
  /** What the file holds, beside its button ("X TKJ 1 · 32 siswa · 412 KB"). */
  summary: ReactNode;
  /** The button's text, naming the file ("Unduh PDF Rapor X TKJ 1"). */
  button: string;
  url: string;
  fallbackName: string;
}

export function JobFiles({ intro, files, onAgain }: { intro: ReactNode; files: readonly JobFile[]; onAgain: () => void }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <p className="mb-2">{intro}</p>
      <ul className="list-unstyled mb-2">
        {files.map((f) => (
          <li key={f.key} className="d-flex flex-wrap gap-2 align-items-center mb-1">
            <span className="me-auto">{f.summary}</span>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => void saveDownload(f.url, { fallbackName: f.fallbackName }).catch((e: unknown) => setError(downloadFailure(e)))}
            >
              {f.button}
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p className="small text-danger" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onAgain}>
        Buat lagi
      </button>
    </div>
  );
}
