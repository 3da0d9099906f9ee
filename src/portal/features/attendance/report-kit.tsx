/** Shared parts of the attendance reports: the export buttons (xlsx and PDF through the server) and the scrolling table region. */
import { useState, type ReactNode } from 'react';
import { reportPdfContract, reportXlsxContract } from '../../../shared/api/attendance/reports.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { downloadFailure, saveDownload } from '../../lib/download.ts';
import { pathOf } from '../../../shared/api/contract.ts';

type Kind = 'daily' | 'week' | 'one-day' | 'monthly' | 'no-tap';

/** "Unduh Excel" and "Unduh PDF Laporan" for the report as it is on screen (the same query). */
export function ReportExports({ kind, query }: { kind: Kind; query: Record<string, string | number | undefined | null> }) {
  const [paper, setPaper] = useState<Paper>('A4');
  const [error, setError] = useState<string | null>(null);
  const clean = Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const excel = () =>
    saveDownload(pathOf(reportXlsxContract, { kind }), { query: clean, fallbackName: `laporan-${kind}.xlsx` }).catch((e: unknown) =>
      setError(downloadFailure(e)),
    );
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
      <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void excel()}>
        Unduh Excel
      </button>
      <PdfDownloadButton document="Laporan" contract={reportPdfContract} params={{ kind }} paper={paper} request={{ query: clean }} />
      <PaperSelect value={paper} onChange={setPaper} />
      {error && (
        <span className="small text-danger" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** A wide table that scrolls inside its own focusable region (keyboard users can scroll it too). */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrolling table must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className="table-responsive border rounded" style={{ maxHeight: '70vh' }} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** "07.05" on the school's clock for a tap time; the portal shows the browser's zone, which is the school's in practice. */
export const clock = (at: string | null) => (at ? new Date(at).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' }) : '');
