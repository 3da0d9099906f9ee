/** /inf_news_content: the announcements meant for me (unread marked, opened = read); the office writes new ones. */
import { useState } from 'react';
import { createAnnouncementContract, listAnnouncementsContract, markReadContract } from '../../../shared/api/content/info.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, AudienceSelect, when } from './ui.tsx';

export default function InfoScreen() {
  const result = useApiData(() => call(listAnnouncementsContract));
  const [open, setOpen] = useState<number | null>(null);
  const [form, setForm] = useState({ title: '', body: '', audience: 'all' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  if (result.state === 'loading') return <Loading label="Memuat informasi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { data, unread, canWrite, audiences } = result.data;
  const read = async (id: number, wasRead: boolean) => {
    setOpen(open === id ? null : id);
    if (!wasRead) {
      await call(markReadContract, { params: { id } }).catch(() => undefined);
      result.retry();
    }
  };
  const publish = async () => {
    if (await act(() => call(createAnnouncementContract, { input: form }), 'Pengumuman diterbitkan', setErrors)) {
      setForm({ title: '', body: '', audience: form.audience });
      result.retry();
    }
  };
  return (
    <section>
      <h1 className="h4">Informasi Sekolah</h1>
      <p>{unread > 0 ? <span className="badge text-bg-danger">{unread} belum dibaca</span> : 'Semua informasi sudah dibaca.'}</p>
      {canWrite && (
        <form
          className="border rounded p-3 mb-3"
          aria-label="Tulis pengumuman"
          onSubmit={(e) => {
            e.preventDefault();
            void publish();
          }}
        >
          <h2 className="h6">Tulis pengumuman</h2>
          <TextField id="info-judul" label="Judul" value={form.title} onChange={(title) => setForm({ ...form, title })} errors={errors.title} maxLength={200} />
          <div className="mb-3">
            <label className="form-label" htmlFor="info-isi">
              Isi
            </label>
            <textarea
              id="info-isi"
              className={`form-control${errors.body?.length ? ' is-invalid' : ''}`}
              rows={4}
              value={form.body}
              onChange={(e) => setForm({ ...form, body: e.target.value })}
            />
            {errors.body?.length ? <div className="invalid-feedback">{errors.body.join(' ')}</div> : null}
          </div>
          <AudienceSelect
            id="info-penerima"
            value={form.audience}
            options={audiences}
            onChange={(audience) => setForm({ ...form, audience })}
            errors={errors.audience}
          />
          <button type="submit" className="btn btn-primary">
            Terbitkan pengumuman
          </button>
        </form>
      )}
      {data.length === 0 && <p>Belum ada informasi untuk Anda.</p>}
      <ul className="list-group">
        {data.map((a) => (
          <li key={a.id} className={`list-group-item${a.read ? '' : ' list-group-item-warning'}`}>
            <button type="button" className="btn btn-link p-0 text-start fw-semibold" aria-expanded={open === a.id} onClick={() => void read(a.id, a.read)}>
              {a.read ? '' : '● '}
              {a.title}
            </button>
            <div className="small text-body-secondary">
              {when(a.sendAt)} · {a.audienceLabel}
              {a.author ? ` · ${a.author}` : ''}
              {a.recipients !== null && ` · dibaca ${a.readCount} dari ${a.recipients}`}
              {a.channel !== 'app' && ` · siaran ${a.channel === 'whatsapp' ? 'WhatsApp' : 'email'}`}
            </div>
            {open === a.id && (
              <p className="mt-2 mb-0" style={{ whiteSpace: 'pre-line' }}>
                {a.body}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
