/**
 * /peminjaman: the loans (staff: every loan by status and search; a member their own; a parent the children's).
 * /denda_keterlambatan: late fines, running and set at return; the desk pays or waives them here.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { listLoansContract, LOAN_FILTERS } from '../../../shared/api/library/circulation.ts';
import { libraryAllows } from '../../../shared/library/permissions.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { $userType } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { LoanTable } from './loan-table.tsx';
import { rupiah } from './ui.ts';

type Filter = (typeof LOAN_FILTERS)[number];
const FILTER_LABEL: Record<Filter, string> = { open: 'Sedang dipinjam', overdue: 'Terlambat', returned: 'Sudah kembali', fines: 'Berdenda', all: 'Semua' };

export default function LoansScreen() {
  const fines = useCurrentRoute()?.name === 'denda_keterlambatan';
  const userType = useStore($userType);
  const staff = libraryAllows('library.reports', userType);
  const parent = libraryAllows('library.guardian', userType);
  const [status, setStatus] = useState<Filter>(fines ? 'fines' : staff ? 'open' : 'all');
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const loans = useApiData(() => call(listLoansContract, { input: { status, ...(asked ? { q: asked } : {}), ...(staff ? {} : { mine: '1' as const }) } }));
  const pick = (next: Filter) => {
    setStatus(next);
    setTimeout(loans.retry, 0);
  };
  const title = fines ? 'Denda Keterlambatan' : parent ? 'Peminjaman Buku Anak' : staff ? 'Peminjaman' : 'Peminjaman Saya';
  return (
    <section>
      <h1 className="h4">{title}</h1>
      <p className="small text-body-secondary">
        {fines
          ? 'Denda dihitung per hari terlambat sesuai jenis anggota; hari libur sekolah tidak dihitung bila diatur demikian. Denda yang masih berjalan menjadi tetap saat buku dikembalikan.'
          : staff
            ? 'Semua peminjaman; baris kuning sudah lewat jatuh tempo.'
            : 'Buku yang dipinjam, jatuh temponya, dan denda bila terlambat.'}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Saring peminjaman">
        {(fines ? (['fines', 'all'] as Filter[]) : LOAN_FILTERS).map((f) => (
          <button
            key={f}
            type="button"
            className={`btn btn-sm ${status === f ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={status === f}
            onClick={() => pick(f)}
          >
            {FILTER_LABEL[f]}
          </button>
        ))}
      </div>
      {staff && (
        <form
          className="d-flex gap-2 mb-3"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setAsked(q.trim());
            setTimeout(loans.retry, 0);
          }}
        >
          <label htmlFor="cari-pinjaman" className="visually-hidden">
            Cari anggota, judul atau kode eksemplar
          </label>
          <input
            id="cari-pinjaman"
            type="search"
            className="form-control"
            placeholder="Nama anggota, judul, atau kode eksemplar"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <button type="submit" className="btn btn-outline-primary">
            Cari
          </button>
        </form>
      )}
      {loans.state === 'loading' && <Loading />}
      {loans.state === 'failed' && <LoadFailed message={loans.message} onRetry={loans.retry} />}
      {loans.state === 'ready' && (
        <>
          {(fines || loans.data.totalFine > 0) && (
            <p className="fw-semibold" role="status">
              Denda belum dibayar: {rupiah(loans.data.totalFine)}
            </p>
          )}
          <LoanTable loans={loans.data.data} showMember={staff || parent} canSettle={loans.data.canManage} caption={title} onChange={() => loans.retry()} />
        </>
      )}
    </section>
  );
}
