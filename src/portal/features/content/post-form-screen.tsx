/** /post_news and /post_news_update/:id: write a news item and publish it on the school's website, or keep a draft. */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { createPostContract, getPostContract, updatePostContract } from '../../../shared/api/content/website.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo } from './ui.tsx';

export default function PostFormScreen() {
  const id = Number(useParams().id) || null;
  const navigate = useNavigate();
  const result = useApiData(() => (id ? call(getPostContract, { params: { id } }) : Promise.resolve(null)));
  const [form, setForm] = useState({ title: '', summary: '', body: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const post = result.state === 'ready' ? result.data : null;
  useEffect(() => {
    if (post) setForm({ title: post.title, summary: post.summary, body: post.body });
  }, [post?.id]);
  if (result.state === 'loading') return <Loading label="Memuat berita…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const save = async (publish: boolean) => {
    const input = { ...form, summary: form.summary || null, publish };
    const ok = await act(
      () => (id ? call(updatePostContract, { params: { id }, input }) : call(createPostContract, { input })),
      publish ? 'Berita terbit di website' : 'Draf tersimpan',
      setErrors,
    );
    if (ok) navigate(routeTo('post_news_index'));
  };
  return (
    <section>
      <Link to={routeTo('post_news_index')}>← Berita Website</Link>
      <h1 className="h4 mt-2">{id ? 'Ubah berita' : 'Tulis berita'}</h1>
      <form
        aria-label="Berita"
        onSubmit={(e) => {
          e.preventDefault();
          void save(true);
        }}
        style={{ maxWidth: 800 }}
      >
        <TextField id="berita-judul" label="Judul" value={form.title} onChange={(title) => setForm({ ...form, title })} errors={errors.title} maxLength={200} />
        <TextField
          id="berita-ringkasan"
          label="Ringkasan (boleh kosong)"
          value={form.summary}
          onChange={(summary) => setForm({ ...form, summary })}
          errors={errors.summary}
          maxLength={300}
        />
        <div className="mb-3">
          <label className="form-label" htmlFor="berita-isi">
            Isi
          </label>
          <textarea
            id="berita-isi"
            aria-describedby="berita-isi-bantuan"
            className={`form-control${errors.body?.length ? ' is-invalid' : ''}`}
            rows={12}
            value={form.body}
            onChange={(e) => setForm({ ...form, body: e.target.value })}
          />
          {errors.body?.length ? <div className="invalid-feedback">{errors.body.join(' ')}</div> : null}
          <div id="berita-isi-bantuan" className="form-text">
            Pisahkan paragraf dengan baris kosong. HTML sederhana (p, h2, ul, strong, a) diterima; selebihnya dibersihkan.
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            Terbitkan
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={() => void save(false)}>
            Simpan draf
          </button>
        </div>
      </form>
    </section>
  );
}
