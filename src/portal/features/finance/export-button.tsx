/** "Unduh Excel": the report on screen as an .xlsx, with the screen's filters. */
import { useState } from 'react';
import { pathOf } from '../../../shared/api/contract.ts';
import { exportReportContract, type ExportReport } from '../../../shared/api/finance/exports.ts';
import { downloadFailure, saveDownload } from '../../lib/download.ts';

export function ExportButton({ report, query = {} }: { report: ExportReport; query?: Record<string, string | number | undefined | null> }) {
  const [error, setError] = useState<string | null>(null);
  const clean = Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );
  const download = () =>
    saveDownload(pathOf(exportReportContract, { report }), { query: clean, fallbackName: `${report}.xlsx` }).then(
      () => setError(null),
      (e: unknown) => setError(downloadFailure(e)),
    );
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-success" onClick={() => void download()}>
        Unduh Excel
      </button>
      {error && (
        <span className="text-danger small" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
