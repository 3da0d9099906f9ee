/** /student_master_book (Buku Induk): every student the school has had, searched by name, NIS, NISN or number. */
import { useState } from 'react';
import { Link } from 'react-router';
import { registerListContract } from '../../../shared/api/classroom/student-register.ts';
import { EXIT_REASON_LABELS } from '../../../shared/classroom/school-life.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { dayLabel, ScrollRegion } from './form-kit.tsx';
import { routeTo } from './ui.tsx';

type Query = { q: string; status: 'active' | 'exited' | 'all'; page: number };

export default function RegisterListScreen() {
  const [query, setQuery] = useState<Query>({ q: '', status: 'active', page: 1 });
  const [q, setQ] = useState('');
  return (
    <section>
      <h1 className="h4">Buku Induk Siswa</h1>
      <form
        className="d-flex flex-wrap gap-2 align-items-end mb-3"
        role="search"
        aria-label="Cari siswa"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ ...query, q, page: 1 });
        }}
      >
        <div className="flex-grow-1">
          <label className="form-label small mb-0" htmlFor="reg-q">
            Nama, NIS, NISN atau nomor induk
          </label>
          <input id="reg-q" className="form-control" value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <div>
          <label className="form-label small mb-0" htmlFor="reg-status">
            Status
          </label>
          <select
            id="reg-status"
            className="form-select"
            value={query.status}
            onChange={(e) => setQuery({ ...query, status: e.target.value as Query['status'], page: 1 })}
          >
            <option value="active">Aktif</option>
            <option value="exited">Lulus/keluar</option>
            <option value="all">Semua</option>
          </select>
        </div>
        <button className="btn btn-primary" type="submit">
          Cari
        </button>
      </form>
      <Rows key={JSON.stringify(query)} query={query} onPage={(page) => setQuery({ ...query, page })} />
    </section>
  );
}

function Rows({ query, onPage }: { query: Query; onPage: (page: number) => void }) {
  const result = useApiData(() => call(registerListContract, { input: { ...(query.q ? { q: query.q } : {}), status: query.status, page: query.page } }));
  if (result.state === 'loading') return <Loading label="Memuat buku induk…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { data, total, page, pageSize } = result.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <>
      <p className="small text-body-secondary">{total} siswa</p>
      <ScrollRegion label="Daftar buku induk">
        <table className="table table-sm">
          <thead>
            <tr>
              <th>No. induk</th>
              <th>Nama</th>
              <th>NIS / NISN</th>
              <th>Rombel</th>
              <th>Diterima</th>
              <th>Keluar</th>
            </tr>
          </thead>
          <tbody>
            {data.map((s) => (
              <tr key={s.id}>
                <td>{s.registerNumber ?? <span className="text-body-secondary">belum diisi</span>}</td>
                <td>
                  <Link to={routeTo('student_master_book_1', { id: s.id })}>{s.name}</Link>
                </td>
                <td>
                  {s.nis ?? '-'} / {s.nisn ?? '-'}
                </td>
                <td>{s.sectionName ?? '-'}</td>
                <td>{dayLabel(s.enteredOn)}</td>
                <td>{s.exitReason ? EXIT_REASON_LABELS[s.exitReason] : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {pages > 1 && (
        <nav aria-label="Halaman" className="d-flex gap-2 align-items-center">
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Sebelumnya
          </button>
          <span className="small">
            Halaman {page} dari {pages}
          </span>
          <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Berikutnya
          </button>
        </nav>
      )}
    </>
  );
}
