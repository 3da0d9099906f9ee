/**
 * Stock opname (beyond document 02): /stock_opname lists the counts and starts one; /stock_opname_detail?id=
 * is the count itself — scan every copy on the shelf (the field keeps the focus), see what is still unfound per
 * location, and close the count, marking the unfound copies missing.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import Swal from 'sweetalert2';
import {
  finishStocktakeContract,
  getStocktakeContract,
  listStocktakesContract,
  scanStocktakeContract,
  startStocktakeContract,
} from '../../../shared/api/library/stocktake.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import { failureText, type FieldErrorMap, toFailure } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo } from './ui.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jakarta' }) : '–');
const detailOf = (id: number) => `${routeTo('stock_opname_detail')}?id=${id}`;

export default function StocktakeScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  if (useCurrentRoute()?.name === 'stock_opname_detail')
    return id ? (
      <Count id={id} />
    ) : (
      <p>
        Pilih stock opname dari <Link to={routeTo('stock_opname')}>daftar stock opname</Link>.
      </p>
    );
  return <Counts />;
}

function Counts() {
  const list = useApiData(() => call(listStocktakesContract, {}));
  const [name, setName] = useState(`Stock opname ${new Date().toLocaleDateString('id-ID', { month: 'long', year: 'numeric', timeZone: 'Asia/Jakarta' })}`);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const start = (e: FormEvent) => {
    e.preventDefault();
    void act(() => call(startStocktakeContract, { input: { name } }), 'Stock opname dimulai', setErrors).then((ok) => ok && list.retry());
  };
  return (
    <section>
      <h1 className="h4">Stock Opname</h1>
      <p className="small text-body-secondary">
        Hitung koleksi di rak: pindai setiap eksemplar yang ditemukan, lalu lihat yang belum ditemukan. Saat ditutup, eksemplar tersedia yang tidak dipindai
        dapat ditandai hilang.
      </p>
      {list.state === 'loading' && <Loading />}
      {list.state === 'failed' && <LoadFailed message={list.message} onRetry={list.retry} />}
      {list.state === 'ready' && (
        <>
          {list.data.canEdit && !list.data.data.some((t) => !t.finishedAt) && (
            <form className="row align-items-end mb-3" onSubmit={start} aria-label="Mulai stock opname">
              <TextField className="col-md-8" id="nama-opname" label="Nama stock opname" value={name} onChange={setName} errors={errors.name} />
              <div className="col-md-4 mb-3">
                <button type="submit" className="btn btn-primary">
                  Mulai stock opname
                </button>
              </div>
            </form>
          )}
          {list.data.data.length === 0 ? (
            <p className="text-body-secondary">Belum pernah ada stock opname.</p>
          ) : (
            <ul className="list-group" aria-label="Daftar stock opname">
              {list.data.data.map((t) => (
                <li key={t.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                  <div className="me-auto">
                    <Link to={detailOf(t.id)} className="fw-semibold">
                      {t.name}
                    </Link>
                    <div className="small text-body-secondary">
                      Mulai {when(t.startedAt)} · {t.scanned} dipindai{t.finishedAt && ` · ditutup ${when(t.finishedAt)}, ${t.missingMarked} ditandai hilang`}
                    </div>
                  </div>
                  <span className={`badge ${t.finishedAt ? 'text-bg-secondary' : 'text-bg-warning'}`}>{t.finishedAt ? 'Selesai' : 'Berjalan'}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function Count({ id }: { id: number }) {
  const [location, setLocation] = useState('');
  const [asked, setAsked] = useState('');
  const count = useApiData(() => call(getStocktakeContract, { params: { id }, input: asked ? { location: asked } : {} }));
  const [barcode, setBarcode] = useState('');
  const [note, setNote] = useState<{ kind: string; text: string } | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), [count.state]);
  const scan = (e: FormEvent) => {
    e.preventDefault();
    const code = barcode.trim();
    if (!code) return;
    setBarcode('');
    call(scanStocktakeContract, { params: { id }, input: { barcode: code } })
      .then(
        (r) => {
          setNote({
            kind: r.note ? 'warning' : r.repeat ? 'info' : 'success',
            text: `${r.barcode} ${r.title}${r.repeat ? ' sudah dipindai.' : ' ditemukan.'}${r.note ? ` ${r.note}` : ''} (${r.scanned} dipindai)`,
          });
          count.retry();
        },
        (error: unknown) => setNote({ kind: 'danger', text: failureText(toFailure(error)) }),
      )
      .finally(() => setTimeout(() => ref.current?.focus(), 0));
  };
  const finish = async () => {
    const answer = await Swal.fire({
      title: 'Tutup stock opname?',
      text: 'Eksemplar tersedia yang belum dipindai dapat ditandai hilang, atau dibiarkan bila hanya sebagian rak yang dihitung.',
      icon: 'warning',
      showCancelButton: true,
      // As SLiMS's "purge lost items" choice: a count of one shelf must not mark the rest of the library missing.
      showDenyButton: true,
      confirmButtonText: 'Tutup dan tandai hilang',
      denyButtonText: 'Tutup tanpa menandai hilang',
      cancelButtonText: 'Batal',
    });
    if (answer.isConfirmed || answer.isDenied)
      void act(() => call(finishStocktakeContract, { params: { id }, input: { markMissing: answer.isConfirmed } }), 'Stock opname ditutup').then(count.retry);
  };
  if (count.state === 'loading') return <Loading />;
  if (count.state === 'failed') return <LoadFailed message={count.message} onRetry={count.retry} />;
  const t = count.data;
  return (
    <section>
      <Link to={routeTo('stock_opname')} className="small d-inline-block mb-2">
        ← Daftar stock opname
      </Link>
      <h1 className="h4">{t.name}</h1>
      <dl className="row g-2 mb-3">
        {(
          [
            ['Seharusnya di rak', t.expected],
            ['Sudah dipindai', t.scanned],
            ['Belum ditemukan', t.notScanned],
            ['Sedang dipinjam', t.onLoan],
          ] as const
        ).map(([k, v]) => (
          <div className="col-6 col-md-3" key={k}>
            <div className="border rounded p-2">
              <dt className="small fw-normal text-body-secondary">{k}</dt>
              <dd className="h5 mb-0">{v.toLocaleString('id-ID')}</dd>
            </div>
          </div>
        ))}
      </dl>
      {t.finishedAt ? (
        <div className="alert alert-secondary" role="status">
          Ditutup {when(t.finishedAt)}; {t.missingMarked} eksemplar ditandai hilang.
        </div>
      ) : (
        t.canEdit && (
          <>
            <form className="mb-2" onSubmit={scan} aria-label="Pindai eksemplar di rak">
              <label htmlFor="kode-opname" className="form-label">
                Kode Eksemplar
              </label>
              <div className="input-group">
                <input
                  id="kode-opname"
                  ref={ref}
                  className="form-control form-control-lg"
                  value={barcode}
                  onChange={(e) => setBarcode(e.target.value)}
                  autoComplete="off"
                  placeholder="Pindai kode batang di rak"
                />
                <button type="submit" className="btn btn-primary">
                  Catat
                </button>
              </div>
            </form>
            {note && (
              <div className={`alert alert-${note.kind}`} role={note.kind === 'danger' ? 'alert' : 'status'}>
                {note.text}
              </div>
            )}
            <button type="button" className="btn btn-outline-danger btn-sm mb-3" onClick={() => void finish()}>
              Tutup stock opname
            </button>
          </>
        )
      )}
      {!t.finishedAt && (
        <>
          <h2 className="h6">Belum ditemukan</h2>
          <form
            className="d-flex gap-2 mb-2"
            onSubmit={(e) => {
              e.preventDefault();
              setAsked(location.trim());
              setTimeout(count.retry, 0);
            }}
          >
            <label htmlFor="lokasi-opname" className="visually-hidden">
              Lokasi rak
            </label>
            <input
              id="lokasi-opname"
              className="form-control form-control-sm"
              style={{ maxWidth: '14rem' }}
              placeholder="Lokasi, misalnya Rak A-1"
              value={location}
              onChange={(e) => setLocation(e.target.value)}
            />
            <button type="submit" className="btn btn-sm btn-outline-primary">
              Saring
            </button>
          </form>
          {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
          <div className="table-responsive" role="region" aria-label="Eksemplar belum ditemukan" tabIndex={0}>
            <table className="table table-sm">
              <caption className="visually-hidden">Eksemplar belum ditemukan</caption>
              <thead>
                <tr>
                  <th scope="col">Kode Eksemplar</th>
                  <th scope="col">No. Induk</th>
                  <th scope="col">Judul</th>
                  <th scope="col">Lokasi</th>
                </tr>
              </thead>
              <tbody>
                {t.missing.map((m) => (
                  <tr key={m.id}>
                    <td>
                      <code>{m.barcode}</code>
                    </td>
                    <td>{m.accessionNo}</td>
                    <td>{m.title}</td>
                    <td>{m.location ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {t.notScanned > t.missing.length && (
            <p className="small text-body-secondary">
              Menampilkan {t.missing.length} dari {t.notScanned}; saring per lokasi.
            </p>
          )}
        </>
      )}
    </section>
  );
}
