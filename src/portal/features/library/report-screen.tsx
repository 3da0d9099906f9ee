/**
 * Every library report (document 02, 2.9): the route name is the report. A period (this month by default),
 * a search where the report has one, the table, its summary, and "Unduh Excel" for the same table as .xlsx.
 */
import { useState } from 'react';
import { reportContract, reportXlsxContract } from '../../../shared/api/library/reports.ts';
import { pathOf } from '../../../shared/api/contract.ts';
import { LIBRARY_REPORTS, type LibraryReportName } from '../../../shared/library/reports.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { downloadFailure, saveDownload } from '../../lib/download.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ReportTable } from './report-table.tsx';

const SEARCHABLE: readonly string[] = ['data_peminjam', 'data_pesanan', 'book_borrowing_history_report'];

function monthStart(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  return `${today.slice(0, 8)}01`;
}

export default function ReportScreen() {
  const name = (useCurrentRoute()?.name ?? 'laporan_perpustakaan') as LibraryReportName;
  const meta = LIBRARY_REPORTS[name];
  const [from, setFrom] = useState(monthStart());
  const [to, setTo] = useState(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()));
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState({ from, to, q: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const query = { from: asked.from, to: asked.to, ...(asked.q ? { q: asked.q } : {}) };
  const report = useApiData(() => call(reportContract, { params: { name }, input: query }));
  const show = () => {
    setAsked({ from, to, q: q.trim() });
    setTimeout(report.retry, 0);
  };
  const download = async () => {
    setBusy(true);
    setError('');
    try {
      await saveDownload(pathOf(reportXlsxContract, { name }), { query, fallbackName: `${name}.xlsx` });
    } catch (e) {
      setError(downloadFailure(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section>
      <h1 className="h4">{meta.title}</h1>
      <p className="text-body-secondary small">{meta.about}</p>
      <form
        className="row g-2 align-items-end mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          show();
        }}
      >
        <div className="col-6 col-md-3">
          <label htmlFor="dari" className="form-label small">
            Dari tanggal
          </label>
          <input id="dari" type="date" className="form-control" value={from} onChange={(e) => setFrom(e.target.value)} required />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="sampai" className="form-label small">
            Sampai tanggal
          </label>
          <input id="sampai" type="date" className="form-control" value={to} onChange={(e) => setTo(e.target.value)} required />
        </div>
        {SEARCHABLE.includes(name) && (
          <div className="col-12 col-md-3">
            <label htmlFor="cari-laporan" className="form-label small">
              Cari nama atau judul
            </label>
            <input id="cari-laporan" type="search" className="form-control" value={q} onChange={(e) => setQ(e.target.value)} />
          </div>
        )}
        <div className="col-12 col-md-3 d-flex gap-2">
          <button type="submit" className="btn btn-primary">
            Tampilkan
          </button>
          <button type="button" className="btn btn-outline-success" onClick={() => void download()} disabled={busy}>
            Unduh Excel
          </button>
        </div>
      </form>
      {error && (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      )}
      {report.state === 'loading' && <Loading label="Menyusun laporan…" />}
      {report.state === 'failed' && <LoadFailed message={report.message} onRetry={report.retry} />}
      {report.state === 'ready' && <ReportTable report={report.data} />}
    </section>
  );
}
