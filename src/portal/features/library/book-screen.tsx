/**
 * One title: /data_buku_detail?id= (record and copies, for the staff), /data_buku_store (new), /data_buku_edit?id=,
 * and /detail_pencarian_buku?id= (the OPAC detail for members, with the reservation button).
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addItemsContract, createBookContract, getBookContract, updateBookContract, updateItemContract } from '../../../shared/api/library/catalogue.ts';
import { getSettingsContract } from '../../../shared/api/library/settings.ts';
import { cancelReservationContract, reserveContract } from '../../../shared/api/library/member.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { toFailure, type FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { BookForm, bookBody, EMPTY_BOOK, type BookFields } from './book-form.tsx';
import { ImportPanel } from './import-panel.tsx';
import { act, day, ITEM_STATUS_LABEL, routeTo } from './ui.ts';

export default function BookScreen() {
  const name = useCurrentRoute()?.name ?? 'data_buku_detail';
  const [search] = useSearchParams();
  const id = Number(search.get('id') ?? 0);
  if (name === 'data_buku_store') return <NewBook />;
  if (!id)
    return (
      <p>
        Pilih judul dari <Link to={routeTo(name === 'detail_pencarian_buku' ? 'pencarian_buku' : 'data_buku')}>daftar buku</Link>.
      </p>
    );
  return name === 'data_buku_edit' ? <EditBook id={id} /> : <BookDetail id={id} opac={name === 'detail_pencarian_buku'} />;
}

function NewBook() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const options = useApiData(() => call(getSettingsContract, {}));
  if (options.state === 'loading') return <Loading />;
  if (options.state === 'failed') return <LoadFailed message={options.message} onRetry={options.retry} />;
  const save = (f: BookFields, extra: { copies: number; location: string }) => {
    setBusy(true);
    void act(
      async () => {
        const book = await call(createBookContract, { input: { ...bookBody(f), copies: extra.copies, location: extra.location } });
        void navigate(`${routeTo('data_buku_detail')}?id=${book.id}`);
      },
      'Buku disimpan',
      setErrors,
    ).finally(() => setBusy(false));
  };
  return (
    <section>
      <h1 className="h4">Tambah Buku</h1>
      <BookForm initial={EMPTY_BOOK} collections={options.data.collections} errors={errors} withCopies onSubmit={save} busy={busy} />
      <ImportPanel onImported={() => undefined} />
    </section>
  );
}

function EditBook({ id }: { id: number }) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);
  const book = useApiData(() => call(getBookContract, { params: { id } }));
  if (book.state === 'loading') return <Loading />;
  if (book.state === 'failed') return <LoadFailed message={book.message} onRetry={book.retry} />;
  const b = book.data;
  const initial: BookFields = {
    title: b.title,
    authors: b.authors ?? '',
    publisher: b.publisher ?? '',
    publishYear: b.publishYear ? String(b.publishYear) : '',
    isbn: b.isbn ?? '',
    ddc: b.ddc ?? '',
    callNumber: b.callNumber ?? '',
    subjects: b.subjects ?? '',
    collectionId: b.collectionId ? String(b.collectionId) : '',
  };
  const save = (f: BookFields) => {
    setBusy(true);
    void act(
      async () => {
        await call(updateBookContract, { params: { id }, input: bookBody(f) });
        void navigate(`${routeTo('data_buku_detail')}?id=${id}`);
      },
      'Perubahan disimpan',
      setErrors,
    ).finally(() => setBusy(false));
  };
  return (
    <section>
      <h1 className="h4">Ubah Buku</h1>
      <BookForm initial={initial} collections={b.collections} errors={errors} onSubmit={save} busy={busy} />
    </section>
  );
}

function BookDetail({ id, opac }: { id: number; opac: boolean }) {
  const book = useApiData(() => call(getBookContract, { params: { id } }));
  const [count, setCount] = useState('1');
  const [barcode, setBarcode] = useState('');
  const [error, setError] = useState('');
  if (book.state === 'loading') return <Loading />;
  if (book.state === 'failed') return <LoadFailed message={book.message} onRetry={book.retry} />;
  const b = book.data;
  const edit = b.canEdit && !opac;
  const addCopies = (input: { count?: number; barcodes?: string[] }) =>
    call(addItemsContract, { params: { id }, input }).then(
      () => {
        setError('');
        setBarcode('');
        book.retry();
      },
      (e: unknown) => setError(toFailure(e).message),
    );
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h1 className="h4 me-auto mb-0">{b.title}</h1>
        {edit && (
          <Link className="btn btn-sm btn-outline-primary" to={`${routeTo('data_buku_edit')}?id=${id}`}>
            Ubah
          </Link>
        )}
      </div>
      <dl className="row small">
        {(
          [
            ['Pengarang', b.authors],
            ['Penerbit', b.publisher],
            ['Tahun', b.publishYear],
            ['ISBN', b.isbn],
            ['Klasifikasi', b.ddc],
            ['Nomor panggil', b.callNumber],
            ['Subjek', b.subjects],
            ['Koleksi', b.collectionCode],
          ] as const
        ).map(([k, v]) => (
          <div className="col-sm-6 d-flex" key={k}>
            <dt className="me-2">{k}</dt>
            <dd className="mb-1">{v ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <p>
        <span className={`badge ${b.available > 0 ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {b.available} dari {b.copies} eksemplar tersedia
        </span>
        {b.waiting > 0 && <span className="badge text-bg-light border ms-1">{b.waiting} pemesan menunggu</span>}
      </p>
      {opac && <Reserve bookId={id} reservation={b.reservation} available={b.available} onChange={book.retry} />}
      <h2 className="h6 mt-3">Eksemplar</h2>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <caption className="visually-hidden">Eksemplar {b.title}</caption>
          <thead>
            <tr>
              <th scope="col">Kode Eksemplar</th>
              <th scope="col">No. Induk</th>
              <th scope="col">Lokasi</th>
              <th scope="col">Status</th>
              {edit && <th scope="col">Ubah status</th>}
            </tr>
          </thead>
          <tbody>
            {b.items.map((i) => (
              <tr key={i.id}>
                <td>
                  <code>{i.barcode}</code>
                </td>
                <td>{i.accessionNo}</td>
                <td>{i.location ?? '–'}</td>
                <td>
                  {ITEM_STATUS_LABEL[i.status] ?? i.status}
                  {i.dueOn && ` (kembali ${day(i.dueOn)})`}
                </td>
                {edit && (
                  <td>
                    {i.status !== 'on_loan' && (
                      <select
                        className="form-select form-select-sm w-auto"
                        aria-label={`Status ${i.barcode}`}
                        value={i.status}
                        onChange={(e) =>
                          void act(
                            () => call(updateItemContract, { params: { id: i.id }, input: { status: e.target.value as 'available', location: i.location } }),
                            'Status diubah',
                          ).then(book.retry)
                        }
                      >
                        <option value="available">Tersedia</option>
                        <option value="missing">Hilang</option>
                        <option value="damaged">Rusak</option>
                      </select>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {edit && (
        <div className="row g-2">
          <form
            className="col-md-6"
            onSubmit={(e) => {
              e.preventDefault();
              void addCopies({ barcodes: [barcode.trim()] });
            }}
          >
            <label htmlFor="kode-baru" className="form-label small">
              Tambah eksemplar dengan kode yang dipindai
            </label>
            <div className="input-group input-group-sm">
              <input id="kode-baru" className="form-control" value={barcode} onChange={(e) => setBarcode(e.target.value)} />
              <button className="btn btn-outline-primary" type="submit" disabled={!barcode.trim()}>
                Tambah
              </button>
            </div>
          </form>
          <form
            className="col-md-6"
            onSubmit={(e) => {
              e.preventDefault();
              void addCopies({ count: Number(count) });
            }}
          >
            <label htmlFor="jumlah-baru" className="form-label small">
              Tambah eksemplar dengan kode otomatis
            </label>
            <div className="input-group input-group-sm">
              <input id="jumlah-baru" className="form-control" inputMode="numeric" value={count} onChange={(e) => setCount(e.target.value)} />
              <button className="btn btn-outline-primary" type="submit">
                Tambah
              </button>
            </div>
          </form>
          {error && (
            <div className="alert alert-danger" role="alert">
              {error}
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function Reserve({
  bookId,
  reservation,
  available,
  onChange,
}: {
  bookId: number;
  reservation: { id: number; status: string } | null;
  available: number;
  onChange: () => void;
}) {
  if (reservation) {
    return (
      <p>
        Anda sudah memesan judul ini.{' '}
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => void act(() => call(cancelReservationContract, { params: { id: reservation.id } }), 'Pesanan dibatalkan').then(onChange)}
        >
          Batalkan pesanan
        </button>
      </p>
    );
  }
  return (
    <p>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={() => void act(() => call(reserveContract, { input: { bookId } }), 'Buku dipesan').then(onChange)}
      >
        Pesan buku ini
      </button>
      <span className="small text-body-secondary ms-2">{available > 0 ? 'Ambil di meja sirkulasi.' : 'Anda dikabari saat buku kembali.'}</span>
    </p>
  );
}
