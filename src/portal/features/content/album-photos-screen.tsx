/**
 * /post_upload_image: put pictures into an album of the school's website. Each picked file goes through the one
 * upload path (kind website_image) and then into the chosen album; captions can be changed, photos removed.
 */
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import Swal from 'sweetalert2';
import { addAlbumPhotoContract, deleteAlbumPhotoContract, listAlbumPhotosContract, updateAlbumPhotoContract } from '../../../shared/api/content/albums.ts';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { fetchList } from '../../components/resource/resource-client.ts';
import { call } from '../../lib/api.ts';
import { failureText, toFailure } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.tsx';

export default function AlbumPhotosScreen() {
  const [search, setSearch] = useSearchParams();
  const albums = useApiData(() => fetchList('site-albums', { per_page: 100, sort: 'album_date', dir: 'desc' }));
  const chosen = search.get('album') ?? '';
  if (albums.state === 'loading') return <Loading label="Memuat album…" />;
  if (albums.state === 'failed') return <LoadFailed message={albums.message} onRetry={albums.retry} />;
  const list = albums.data.data;
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 me-auto mb-0">Unggah Gambar</h1>
        <Link className="btn btn-outline-secondary" to="/post_album_index">
          Daftar album
        </Link>
      </div>
      <p className="text-body-secondary">
        Pilih album, lalu unggah fotonya (JPG, PNG atau WebP, maksimal 5 MB per foto). Foto langsung tampil di galeri situs sekolah.
      </p>
      {list.length === 0 ? (
        <div className="alert alert-info">
          Belum ada album. <Link to="/post_album">Buat album dulu</Link>.
        </div>
      ) : (
        <div className="mb-3">
          <label className="form-label" htmlFor="pilih-album">
            Album
          </label>
          <select id="pilih-album" className="form-select" value={chosen} onChange={(e) => setSearch(e.target.value ? { album: e.target.value } : {})}>
            <option value="">— Pilih album —</option>
            {list.map((a) => (
              <option key={a.id} value={a.id}>
                {String(a.title)}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen && /^\d+$/.test(chosen) && <AlbumPhotos key={chosen} albumId={Number(chosen)} />}
    </section>
  );
}

function AlbumPhotos({ albumId }: { albumId: number }) {
  const photos = useApiData(() => call(listAlbumPhotosContract, { params: { id: albumId } }));
  const [captions, setCaptions] = useState<Record<number, string>>({});
  const [caption, setCaption] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (photos.state === 'ready') setCaptions(Object.fromEntries(photos.data.data.map((p) => [p.id, p.caption])));
  }, [photos.state]);
  if (photos.state === 'loading') return <Loading label="Memuat foto…" />;
  if (photos.state === 'failed') return <LoadFailed message={photos.message} onRetry={photos.retry} />;
  const { album, data, publicUrl } = photos.data;

  const place = async (answer: { url: string }) => {
    try {
      await call(addAlbumPhotoContract, { params: { id: albumId }, input: { image: answer.url, caption } });
      setFailure(null);
      photos.retry();
    } catch (error) {
      const f = toFailure(error);
      setFailure(failureText(f));
    }
  };
  const saveCaption = (id: number) =>
    act(() => call(updateAlbumPhotoContract, { params: { id }, input: { caption: captions[id] ?? '' } }), 'Keterangan disimpan');
  const remove = async (id: number) => {
    const sure = await Swal.fire({
      icon: 'warning',
      title: 'Keluarkan foto dari album?',
      showCancelButton: true,
      confirmButtonText: 'Keluarkan',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(deleteAlbumPhotoContract, { params: { id } }), 'Foto dikeluarkan'))) photos.retry();
  };

  return (
    <div>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <h2 className="h5 me-auto mb-0">{album.title}</h2>
        {!album.isPublished && <span className="badge text-bg-secondary">Tidak ditampilkan di situs</span>}
        <a className="btn btn-sm btn-outline-secondary" href={publicUrl} target="_blank" rel="noopener">
          Lihat galeri
        </a>
      </div>
      <div className="card card-body mb-3">
        <div className="mb-2">
          <label className="form-label" htmlFor="keterangan-foto">
            Keterangan foto baru
          </label>
          <input
            id="keterangan-foto"
            className="form-control"
            maxLength={200}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
            placeholder="Upacara bendera hari Senin"
          />
        </div>
        <FileUpload<{ url: string }> label="Foto" kind="website_image" multiple onUploaded={(answer) => void place(answer)} doneMessage={() => 'Terunggah.'} />
        {failure && (
          <div className="alert alert-danger mb-0" role="alert">
            {failure}
          </div>
        )}
      </div>
      {data.length === 0 && <p>Album ini belum berisi foto.</p>}
      <ul className="row list-unstyled g-3" aria-label={`Foto album ${album.title}`}>
        {data.map((p, i) => (
          <li key={p.id} className="col-12 col-sm-6 col-lg-4">
            <div className="card h-100">
              <img
                src={p.image}
                alt={p.caption || `Foto ${i + 1}`}
                className="card-img-top"
                style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
                loading="lazy"
              />
              <div className="card-body">
                <label className="form-label small" htmlFor={`keterangan-${p.id}`}>
                  Keterangan foto {i + 1}
                </label>
                <input
                  id={`keterangan-${p.id}`}
                  className="form-control form-control-sm mb-2"
                  maxLength={200}
                  value={captions[p.id] ?? ''}
                  onChange={(e) => setCaptions({ ...captions, [p.id]: e.target.value })}
                />
                <div className="d-flex gap-2">
                  <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void saveCaption(p.id)}>
                    Simpan
                  </button>
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(p.id)} aria-label={`Keluarkan foto ${i + 1}`}>
                    Keluarkan
                  </button>
                </div>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
