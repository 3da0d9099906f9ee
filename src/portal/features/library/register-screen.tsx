/**
 * /data_buku_induk: the accession register to work in — every copy by accession number, found by barcode,
 * number or title, filtered by status; the librarian marks a copy missing or damaged (or found again).
 * /tampil_data_buku_induk: the register of a period as the school keeps it, on screen and as a signed PDF.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { listItemsContract, updateItemContract } from '../../../shared/api/library/catalogue.ts';
import { registerPdfContract } from '../../../shared/api/library/documents.ts';
import { reportContract } from '../../../shared/api/library/reports.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { useStore } from '@nanostores/react';
import { libraryAllows } from '../../../shared/library/permissions.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { PaperSelect, PdfDownloadButton } from '../../components/ui/pdf-download.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { $userType } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { Pager } from './pager.tsx';
import { ReportTable } from './report-table.tsx';
import { act, day, ITEM_STATUS_LABEL, routeTo } from './ui.ts';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

export default function RegisterScreen() {
  return useCurrentRoute()?.name === 'tampil_data_buku_induk' ? <RegisterView /> : <RegisterWork />;
}

type Status = '' | 'available' | 'on_loan' | 'missing' | 'damaged';

function RegisterWork() {
  const canEdit = libraryAllows('library.manage', useStore($userType));
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState({ q: '', status: '' as Status, page: 1 });
  const items = useApiData(() =>
    call(listItemsContract, { input: { ...(asked.q ? { q: asked.q } : {}), ...(asked.status ? { status: asked.status } : {}), page: asked.page } }),
  );
  const ask = (next: typeof asked) => {
    setAsked(next);
    setTimeout(items.retry, 0);
  };
  return (
    <section>
      <h1 className="h4">Buku Induk Perpustakaan</h1>
      <p className="small text-body-secondary">Setiap eksemplar menurut nomor induk. Cari dengan kode eksemplar (pindai), nomor induk, atau judul.</p>
      <form
        className="row g-2 mb-3"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          ask({ ...asked, q: q.trim(), page: 1 });
        }}
      >
        <div className="col-12 col-md-6">
          <label htmlFor="cari-induk" className="visually-hidden">
            Kode eksemplar, nomor induk atau judul
          </label>
          <input
            id="cari-induk"
            type="search"
            className="form-control"
            placeholder="Kode eksemplar, nomor induk atau judul"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="col-8 col-md-4">
          <label htmlFor="status-induk" className="visually-hidden">
            Status
          </label>
          <select id="status-induk" className="form-select" value={asked.status} onChange={(e) => ask({ ...asked, status: e.target.value as Status, page: 1 })}>
            <option value="">Semua status</option>
            {Object.entries(ITEM_STATUS_LABEL).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div className="col-4 col-md-2 d-grid">
          <button type="submit" className="btn btn-outline-primary">
            Cari
          </button>
        </div>
      </form>
      {items.state === 'loading' && <Loading />}
      {items.state === 'failed' && <LoadFailed message={items.message} onRetry={items.retry} />}
      {items.state === 'ready' && (
        <>
          <p className="small text-body-secondary" role="status">
            {items.data.total.toLocaleString('id-ID')} eksemplar.
          </p>
          {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
          <div className="table-responsive" role="region" aria-label="Daftar eksemplar" tabIndex={0}>
            <table className="table table-sm align-middle">
              <caption className="visually-hidden">Buku induk</caption>
              <thead>
                <tr>
                  <th scope="col">No. Induk</th>
                  <th scope="col">Kode Eksemplar</th>
                  <th scope="col">Judul</th>
                  <th scope="col">Masuk</th>
                  <th scope="col">Sumber</th>
                  <th scope="col">Lokasi</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {items.data.data.map((i) => (
                  <tr key={i.id}>
                    <td>{i.accessionNo}</td>
                    <td>
                      <code>{i.barcode}</code>
                    </td>
                    <td>
                      <Link to={`${routeTo('data_buku_detail')}?id=${i.bookId}`}>{i.title}</Link>
                    </td>
                    <td>{day(i.acquiredOn)}</td>
                    <td>{i.source ?? '–'}</td>
                    <td>{i.location ?? '–'}</td>
                    <td>
                      {canEdit && i.status !== 'on_loan' ? (
                        <select
                          className="form-select form-select-sm w-auto"
                          aria-label={`Status ${i.barcode}`}
                          value={i.status}
                          onChange={(e) =>
                            void act(
                              () => call(updateItemContract, { params: { id: i.id }, input: { status: e.target.value as 'available', location: i.location } }),
                              'Status diubah',
                            ).then(items.retry)
                          }
                        >
                          <option value="available">Tersedia</option>
                          <option value="missing">Hilang</option>
                          <option value="damaged">Rusak</option>
                        </select>
                      ) : (
                        <>
                          {ITEM_STATUS_LABEL[i.status] ?? i.status}
                          {i.dueOn && ` (kembali ${day(i.dueOn)})`}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={asked.page} total={items.data.total} pageSize={items.data.pageSize} onPage={(page) => ask({ ...asked, page })} />
        </>
      )}
    </section>
  );
}

function RegisterView() {
  const [from, setFrom] = useState(`${today().slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today());
  const [asked, setAsked] = useState({ from, to });
  const [paper, setPaper] = useState<Paper>('A4');
  const report = useApiData(() => call(reportContract, { params: { name: 'pertambahan_buku' }, input: asked }));
  return (
    <section>
      <h1 className="h4">Tampilan Buku Induk</h1>
      <p className="small text-body-secondary">
        Buku induk satu periode menurut tanggal masuk, untuk diperiksa dan dicetak berkop dengan tanda tangan kepala perpustakaan.
      </p>
      <form
        className="row g-2 align-items-end mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked({ from, to });
          setTimeout(report.retry, 0);
        }}
      >
        <div className="col-6 col-md-3">
          <label htmlFor="induk-dari" className="form-label small">
            Dari tanggal
          </label>
          <input id="induk-dari" type="date" className="form-control" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="induk-sampai" className="form-label small">
            Sampai tanggal
          </label>
          <input id="induk-sampai" type="date" className="form-control" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="col-12 col-md-6 d-flex flex-wrap gap-2 align-items-center">
          <button type="submit" className="btn btn-primary">
            Tampilkan
          </button>
          <PaperSelect value={paper} onChange={setPaper} />
          <PdfDownloadButton document="Buku Induk" contract={registerPdfContract} paper={paper} request={{ query: asked }} />
        </div>
      </form>
      {report.state === 'loading' && <Loading />}
      {report.state === 'failed' && <LoadFailed message={report.message} onRetry={report.retry} />}
      {report.state === 'ready' && <ReportTable report={report.data} />}
    </section>
  );
}
