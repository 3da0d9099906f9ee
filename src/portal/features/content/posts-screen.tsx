/** /post_news_index: the school website's news, published or draft, with a link to each on the public site. */
import { Link } from 'react-router';
import Swal from 'sweetalert2';
import { deletePostContract, listPostsContract } from '../../../shared/api/content/website.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo, when } from './ui.tsx';

export default function PostsScreen() {
  const result = useApiData(() => call(listPostsContract));
  if (result.state === 'loading') return <Loading label="Memuat berita…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const remove = async (id: number, title: string) => {
    const sure = await Swal.fire({
      icon: 'warning',
      title: 'Hapus berita?',
      text: title,
      showCancelButton: true,
      confirmButtonText: 'Hapus',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(deletePostContract, { params: { id } }), 'Berita dihapus'))) result.retry();
  };
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 me-auto mb-0">Berita Website</h1>
        <a className="btn btn-outline-secondary" href={result.data.siteUrl} target="_blank" rel="noopener">
          Lihat website
        </a>
        <Link className="btn btn-primary" to={routeTo('post_news')}>
          Tulis berita
        </Link>
      </div>
      {result.data.data.length === 0 && <p>Belum ada berita.</p>}
      <ul className="list-group">
        {result.data.data.map((p) => (
          <li className="list-group-item d-flex flex-wrap gap-2 align-items-center" key={p.id}>
            <div className="me-auto">
              <strong>{p.title}</strong>{' '}
              <span className={`badge ${p.status === 'published' ? 'text-bg-success' : 'text-bg-secondary'}`}>
                {p.status === 'published' ? 'Terbit' : 'Draf'}
              </span>
              <div className="small text-body-secondary">
                {p.publishedAt ? `Terbit ${when(p.publishedAt)}` : `Diubah ${when(p.updatedAt)}`} · {p.summary}
              </div>
            </div>
            {p.publicUrl && (
              <a className="btn btn-sm btn-outline-secondary" href={p.publicUrl} target="_blank" rel="noopener">
                Lihat
              </a>
            )}
            <Link className="btn btn-sm btn-outline-primary" to={routeTo('post_news_update', { id: p.id })} aria-label={`Ubah ${p.title}`}>
              Ubah
            </Link>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(p.id, p.title)} aria-label={`Hapus ${p.title}`}>
              Hapus
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
