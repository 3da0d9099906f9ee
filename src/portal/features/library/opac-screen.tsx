/**
 * /pencarian_buku (OPAC) and /data_buku (the catalogue of the library staff): one search over the titles, with
 * the copies on the shelf. The staff's list adds "Tambah Buku" and opens the title's record; members open the
 * OPAC detail.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { listBooksContract, searchBooksContract } from '../../../shared/api/library/catalogue.ts';
import { DDC_CLASSES } from '../../../shared/library/ddc.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { Pager } from './pager.tsx';
import { routeTo } from './ui.ts';

export default function OpacScreen() {
  const staff = useCurrentRoute()?.name === 'data_buku';
  const [search] = useSearchParams();
  const [q, setQ] = useState(search.get('q') ?? '');
  const [ddc, setDdc] = useState(/^\d00$/.test(search.get('ddc') ?? '') ? search.get('ddc')! : '');
  const [asked, setAsked] = useState({ q, ddc, page: 1 });
  const input = { q: asked.q || undefined, ddc: asked.ddc || undefined, page: asked.page };
  const result = useApiData(() => (staff ? call(listBooksContract, { input }) : call(searchBooksContract, { input })));
  const ask = (next: typeof asked) => {
    setAsked(next);
    setTimeout(result.retry, 0);
  };
  const detail = (id: number) => `${routeTo(staff ? 'data_buku_detail' : 'detail_pencarian_buku')}?id=${id}`;
  const canEdit = staff && result.state === 'ready' && 'canEdit' in result.data && result.data.canEdit === true;
  return (
    <section>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">{staff ? 'Data Buku' : 'Pencarian Buku'}</h1>
        {canEdit && (
          <Link className="btn btn-primary btn-sm" to={routeTo('data_buku_store')}>
            Tambah Buku
          </Link>
        )}
      </div>
      <form
        className="row g-2 mb-3"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          ask({ q, ddc, page: 1 });
        }}
      >
        <div className="col-12 col-md-7">
          <label className="visually-hidden" htmlFor="cari-buku">
            Cari judul, pengarang, subjek atau ISBN
          </label>
          <input
            id="cari-buku"
            className="form-control"
            type="search"
            placeholder="Judul, pengarang, subjek atau ISBN"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <div className="col-8 col-md-3">
          <label className="visually-hidden" htmlFor="kelas-ddc">
            Klasifikasi
          </label>
          <select id="kelas-ddc" className="form-select" value={ddc} onChange={(e) => setDdc(e.target.value)}>
            <option value="">Semua klasifikasi</option>
            {DDC_CLASSES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-4 col-md-2 d-grid">
          <button className="btn btn-outline-primary" type="submit">
            Cari
          </button>
        </div>
      </form>
      {result.state === 'loading' && <Loading label="Mencari buku…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          <p className="small text-body-secondary" role="status">
            {`${result.data.total.toLocaleString('id-ID')} judul ditemukan.`}
          </p>
          <ul className="list-group mb-3" aria-label="Hasil pencarian">
            {result.data.data.map((b) => (
              <li className="list-group-item" key={b.id}>
                <div className="d-flex flex-wrap gap-2 align-items-start">
                  <div className="me-auto">
                    <Link to={detail(b.id)} className="fw-semibold">
                      {b.title}
                    </Link>
                    <div className="small text-body-secondary">{[b.authors, b.publisher, b.publishYear].filter(Boolean).join(' · ')}</div>
                    <div className="small text-body-secondary">
                      {[b.callNumber && `No. panggil ${b.callNumber}`, b.isbn && `ISBN ${b.isbn}`, b.collectionCode].filter(Boolean).join(' · ')}
                    </div>
                  </div>
                  <span className={`badge ${b.available > 0 ? 'text-bg-success' : 'text-bg-secondary'}`}>
                    {b.available}/{b.copies} tersedia
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={asked.page} total={result.data.total} pageSize={result.data.pageSize} onPage={(page) => ask({ ...asked, page })} />
        </>
      )}
    </section>
  );
}
