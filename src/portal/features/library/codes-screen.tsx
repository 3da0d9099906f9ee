/**
 * /data_kode_buku: the collection codes (kode koleksi) with their titles and copies; a code marked reference-only
 * is read in the library and the desk refuses to lend it. /data_klasifikasi_buku: the DDC classes and the
 * numbers the catalogue uses, each opening the catalogue filtered by its class.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { classificationContract, getSettingsContract, saveCollectionContract } from '../../../shared/api/library/settings.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo } from './ui.ts';

export default function CodesScreen() {
  return useCurrentRoute()?.name === 'data_klasifikasi_buku' ? <Classification /> : <CollectionCodes />;
}

const EMPTY = { id: 0, code: '', name: '', referenceOnly: false };

function CollectionCodes() {
  const loaded = useApiData(() => call(getSettingsContract, {}));
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = (e: FormEvent) => {
    e.preventDefault();
    void act(
      () =>
        call(saveCollectionContract, { input: { ...(form.id ? { id: form.id } : {}), code: form.code, name: form.name, referenceOnly: form.referenceOnly } }),
      form.id ? 'Kode koleksi diubah' : 'Kode koleksi ditambahkan',
      setErrors,
    ).then((ok) => {
      if (ok) {
        setForm(EMPTY);
        loaded.retry();
      }
    });
  };
  return (
    <section>
      <h1 className="h4">Kode Buku</h1>
      <p className="small text-body-secondary">
        Kode koleksi mengelompokkan buku (umum, fiksi, paket, referensi). Koleksi referensi hanya dibaca di perpustakaan: meja sirkulasi menolak meminjamkannya.
      </p>
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && <LoadFailed message={loaded.message} onRetry={loaded.retry} />}
      {loaded.state === 'ready' && (
        <>
          {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
          <div className="table-responsive" role="region" aria-label="Daftar kode koleksi" tabIndex={0}>
            <table className="table align-middle">
              <caption className="visually-hidden">Kode koleksi</caption>
              <thead>
                <tr>
                  <th scope="col">Kode</th>
                  <th scope="col">Nama</th>
                  <th scope="col">Referensi</th>
                  <th scope="col" className="text-end">
                    Judul
                  </th>
                  <th scope="col" className="text-end">
                    Eksemplar
                  </th>
                  {loaded.data.canEdit && <th scope="col">Aksi</th>}
                </tr>
              </thead>
              <tbody>
                {loaded.data.collections.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <code>{c.code}</code>
                    </td>
                    <td>{c.name}</td>
                    <td>{c.referenceOnly ? 'Ya, baca di tempat' : 'Tidak'}</td>
                    <td className="text-end">{c.titles.toLocaleString('id-ID')}</td>
                    <td className="text-end">{c.copies.toLocaleString('id-ID')}</td>
                    {loaded.data.canEdit && (
                      <td>
                        <button
                          type="button"
                          className="btn btn-sm btn-outline-primary"
                          onClick={() => setForm({ id: c.id, code: c.code, name: c.name, referenceOnly: c.referenceOnly })}
                        >
                          Ubah {c.code}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {loaded.data.canEdit && (
            <form className="border rounded p-3" onSubmit={save} aria-label="Formulir kode koleksi">
              <h2 className="h6">{form.id ? `Ubah kode ${form.code}` : 'Tambah kode koleksi'}</h2>
              <div className="row">
                <TextField
                  className="col-md-3"
                  id="kode-koleksi"
                  label="Kode"
                  value={form.code}
                  onChange={(v) => setForm({ ...form, code: v })}
                  errors={errors.code}
                />
                <TextField
                  className="col-md-6"
                  id="nama-koleksi"
                  label="Nama koleksi"
                  value={form.name}
                  onChange={(v) => setForm({ ...form, name: v })}
                  errors={errors.name}
                />
                <div className="col-md-3 form-check mb-3 align-self-center ms-2 ms-md-0">
                  <input
                    id="referensi"
                    type="checkbox"
                    className="form-check-input"
                    checked={form.referenceOnly}
                    onChange={(e) => setForm({ ...form, referenceOnly: e.target.checked })}
                  />
                  <label htmlFor="referensi" className="form-check-label">
                    Hanya baca di tempat
                  </label>
                </div>
              </div>
              <div className="d-flex gap-2">
                <button type="submit" className="btn btn-primary">
                  Simpan
                </button>
                {form.id > 0 && (
                  <button type="button" className="btn btn-outline-secondary" onClick={() => setForm(EMPTY)}>
                    Batal
                  </button>
                )}
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}

function Classification() {
  const loaded = useApiData(() => call(classificationContract, {}));
  return (
    <section>
      <h1 className="h4">Klasifikasi Buku</h1>
      <p className="small text-body-secondary">
        Sepuluh kelas utama Dewey Decimal Classification (DDC) dan nomor klasifikasi yang dipakai katalog sekolah. Nomor klasifikasi diisi pada data buku; nomor
        panggil di label punggung buku dimulai dengannya.
      </p>
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && <LoadFailed message={loaded.message} onRetry={loaded.retry} />}
      {loaded.state === 'ready' && (
        <>
          {loaded.data.unclassified > 0 && (
            <div className="alert alert-warning" role="status">
              {loaded.data.unclassified} judul belum diberi nomor klasifikasi.
            </div>
          )}
          <div className="accordion" id="kelas-ddc">
            {loaded.data.classes.map((c) => (
              <details className="border rounded mb-2 p-2" key={c.code}>
                <summary className="d-flex flex-wrap gap-2 align-items-center">
                  <strong className="me-auto">
                    {c.code} {c.name}
                  </strong>
                  <span className="small">
                    {c.titles.toLocaleString('id-ID')} judul · {c.copies.toLocaleString('id-ID')} eksemplar
                  </span>
                </summary>
                <p className="mt-2 mb-1">
                  <Link to={`${routeTo('data_buku')}?ddc=${c.code}`}>Lihat judul kelas {c.code}</Link>
                </p>
                {c.numbers.length === 0 ? (
                  <p className="small text-body-secondary mb-0">Belum ada judul di kelas ini.</p>
                ) : (
                  // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
                  <div className="table-responsive" role="region" aria-label={`Nomor klasifikasi kelas ${c.code}`} tabIndex={0}>
                    <table className="table table-sm mb-0">
                      <caption className="visually-hidden">Nomor klasifikasi kelas {c.code}</caption>
                      <thead>
                        <tr>
                          <th scope="col">Nomor DDC</th>
                          <th scope="col">Contoh judul</th>
                          <th scope="col" className="text-end">
                            Judul
                          </th>
                          <th scope="col" className="text-end">
                            Eksemplar
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {c.numbers.map((n) => (
                          <tr key={n.ddc}>
                            <td>
                              <code>{n.ddc}</code>
                            </td>
                            <td>{n.example}</td>
                            <td className="text-end">{n.titles}</td>
                            <td className="text-end">{n.copies}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </details>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
