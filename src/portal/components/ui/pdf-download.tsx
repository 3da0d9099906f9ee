import { useId, useState } from 'react';
import { PAPER_NAMES, PAPERS, type Paper } from '../../../shared/documents/paper.ts';
import { downloadFailure, saveDownload, type DownloadRequest } from '../../lib/download.ts';
import { Icon } from './icon.tsx';
import { pathOf, type Contract } from '../../../shared/api/contract.ts';

/** The paper the next PDF is laid out on: A4 or F4. */
export function PaperSelect({ value, onChange }: { value: Paper; onChange: (paper: Paper) => void }) {
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className="form-label small mb-0">
        Kertas
      </label>
      <select id={id} className="form-select form-select-sm w-auto" value={value} onChange={(e) => onChange(e.target.value as Paper)}>
        {PAPER_NAMES.map((p) => (
          <option key={p} value={p}>
            {PAPERS[p].label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Props {
  /** What is downloaded ("Kartu Peserta"): the button reads "Unduh PDF Kartu Peserta", its accessible name too. */
  document: string;
  /** The document's contract (src/shared/api/documents.ts) and its path parameters. */
  contract: Contract;
  params?: Record<string, string | number>;
  paper: Paper;
  request?: Omit<DownloadRequest, 'fallbackName'>;
  className?: string;
}

/**
 * "Unduh PDF": the printing path of every school document (the server renders it; no window.print()).
 * The name says which document, so several on one row stay apart, for screen readers too.
 */
export function PdfDownloadButton({ document: what, contract, params, paper, request = {}, className = 'btn btn-sm btn-outline-secondary' }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = request.body ? { ...request.body, paper } : undefined;
      await saveDownload(pathOf(contract, params), {
        method: contract.method === 'POST' ? 'POST' : 'GET',
        ...request,
        body,
        query: body ? request.query : { ...request.query, paper },
        fallbackName: `${what.toLowerCase().replace(/\s+/g, '-')}.pdf`,
      });
    } catch (e) {
      setError(downloadFailure(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={className} onClick={() => void download()} disabled={busy}>
        {busy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <Icon name="file-earmark-text" className="me-1" />}
        Unduh PDF {what}
      </button>
      {error && (
        <span className="d-block small text-danger" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
