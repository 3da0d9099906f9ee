/**
 * /pemesanan_buku: a member's reservations (a parent's view shows the children's), made from the OPAC's title
 * page. /data_pemesanan_buku: every reservation with its place in the queue and the copies on the shelf; the
 * librarian cancels one that is no longer wanted. A loan of the title to the member fulfils it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useStore } from '@nanostores/react';
import { cancelReservationContract, listReservationsContract } from '../../../shared/api/library/member.ts';
import { libraryAllows } from '../../../shared/library/permissions.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { $userType } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo } from './ui.ts';

type Status = 'waiting' | 'fulfilled' | 'cancelled' | 'all';
const STATUS_LABEL: Record<string, string> = { waiting: 'Menunggu', fulfilled: 'Dipinjamkan', cancelled: 'Dibatalkan', all: 'Semua' };

export default function ReservationsScreen() {
  const staffRoute = useCurrentRoute()?.name === 'data_pemesanan_buku';
  const userType = useStore($userType);
  const parent = libraryAllows('library.guardian', userType);
  const [status, setStatus] = useState<Status>(staffRoute ? 'waiting' : 'all');
  const list = useApiData(() => call(listReservationsContract, { input: { status, ...(staffRoute ? {} : { mine: '1' as const }) } }));
  const pick = (s: Status) => {
    setStatus(s);
    setTimeout(list.retry, 0);
  };
  const cancel = (id: number) => void act(() => call(cancelReservationContract, { params: { id } }), 'Pesanan dibatalkan').then(list.retry);
  return (
    <section>
      <h1 className="h4">{staffRoute ? 'Data Pemesanan Buku' : parent ? 'Pesanan Buku Anak' : 'Pemesanan Buku'}</h1>
      <p className="small text-body-secondary">
        {staffRoute ? 'Pesanan anggota menurut antrean. Pesanan selesai sendiri saat judulnya dipinjamkan kepada pemesan.' : 'Judul yang dipesan. '}
        {!staffRoute && !parent && (
          <>
            Pesan judul dari <Link to={routeTo('pencarian_buku')}>Pencarian Buku</Link>; ambil di meja sirkulasi saat tersedia.
          </>
        )}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Saring pesanan">
        {(['waiting', 'fulfilled', 'cancelled', 'all'] as Status[]).map((s) => (
          <button
            key={s}
            type="button"
            className={`btn btn-sm ${status === s ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={status === s}
            onClick={() => pick(s)}
          >
            {STATUS_LABEL[s]}
          </button>
        ))}
      </div>
      {list.state === 'loading' && <Loading />}
      {list.state === 'failed' && <LoadFailed message={list.message} onRetry={list.retry} />}
      {list.state === 'ready' &&
        (list.data.data.length === 0 ? (
          <p className="text-body-secondary">Tidak ada pesanan.</p>
        ) : (
          <ul className="list-group" aria-label="Daftar pesanan">
            {list.data.data.map((r) => (
              <li key={r.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                <div className="me-auto">
                  <div className="fw-semibold">{r.title}</div>
                  <div className="small text-body-secondary">
                    {(staffRoute || parent) && (
                      <>
                        {r.memberName} ({r.memberCode}) ·{' '}
                      </>
                    )}
                    dipesan {new Date(r.createdAt).toLocaleDateString('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Jakarta' })}
                    {r.status === 'waiting' && (
                      <>
                        {' '}
                        · antrean ke-{r.queue} · {r.available > 0 ? `${r.available} eksemplar tersedia di rak` : 'semua eksemplar sedang dipinjam'}
                      </>
                    )}
                  </div>
                </div>
                <span className={`badge ${r.status === 'waiting' ? 'text-bg-warning' : r.status === 'fulfilled' ? 'text-bg-success' : 'text-bg-secondary'}`}>
                  {STATUS_LABEL[r.status]}
                </span>
                {r.status === 'waiting' && (staffRoute ? list.data.canManage : !parent) && (
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => cancel(r.id)}>
                    Batalkan<span className="visually-hidden"> pesanan {r.title}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
