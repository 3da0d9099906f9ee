/**
 * /broadcastmessage (email) and /broadcastmessagewa (WhatsApp): send a message to roles or a rombel, now or at a
 * chosen time, as an in-app notification and through the messaging layer; then follow each recipient's delivery.
 */
import { useState } from 'react';
import { useLocation } from 'react-router';
import { createBroadcastContract, getBroadcastContract, listBroadcastsContract } from '../../../shared/api/content/info.ts';
import { CHANNEL_LABEL } from '../../../shared/content/schemas.ts';
import { JobProgress } from '../../components/ui/job-progress.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, AudienceSelect, when } from './ui.tsx';

type Channel = keyof typeof CHANNEL_LABEL;
const STATUS_LABEL: Record<string, string> = {
  app: 'Notifikasi aplikasi',
  queued: 'Antre',
  sent: 'Terkirim',
  outbox: 'Kotak keluar',
  failed: 'Gagal',
  no_address: 'Tanpa nomor/email',
};

export default function BroadcastScreen() {
  const wa = useLocation().pathname.includes('broadcastmessagewa');
  const result = useApiData(() => call(listBroadcastsContract));
  const [form, setForm] = useState({ title: '', body: '', audience: 'parents', channel: (wa ? 'whatsapp' : 'email') as Channel, sendAt: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [fresh, setFresh] = useState<number | null>(null);
  const [sent, setSent] = useState<{ ok: boolean; text: string } | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const detail = useApiData(() => (detailId ? call(getBroadcastContract, { params: { id: detailId } }) : Promise.resolve(null)));
  if (result.state === 'loading') return <Loading label="Memuat siaran…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const send = async () => {
    let jobId: number | null = null;
    const input = { ...form, sendAt: form.sendAt ? `${form.sendAt}:00+07:00` : null };
    const ok = await act(
      async () => {
        jobId = (await call(createBroadcastContract, { input })).jobId;
      },
      form.sendAt ? 'Siaran dijadwalkan' : 'Siaran dikirim',
      setErrors,
    );
    if (ok) {
      setSent(null);
      setFresh(form.sendAt ? null : jobId);
      setForm({ ...form, title: '', body: '', sendAt: '' });
      result.retry();
    }
  };
  const show = (id: number) => {
    setDetailId(detailId === id ? null : id);
    detail.retry();
  };
  return (
    <section>
      <h1 className="h4">{wa ? 'Siaran WhatsApp' : 'Siaran Pesan'}</h1>
      <form
        className="border rounded p-3 mb-3"
        aria-label="Kirim siaran"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
        style={{ maxWidth: 720 }}
      >
        <TextField id="siaran-judul" label="Judul" value={form.title} onChange={(title) => setForm({ ...form, title })} errors={errors.title} />
        <div className="mb-3">
          <label className="form-label" htmlFor="siaran-isi">
            Isi pesan
          </label>
          <textarea
            id="siaran-isi"
            className={`form-control${errors.body?.length ? ' is-invalid' : ''}`}
            rows={4}
            value={form.body}
            onChange={(e) => setForm({ ...form, body: e.target.value })}
          />
          {errors.body?.length ? <div className="invalid-feedback">{errors.body.join(' ')}</div> : null}
        </div>
        <AudienceSelect
          id="siaran-penerima"
          value={form.audience}
          options={result.data.audiences}
          onChange={(audience) => setForm({ ...form, audience })}
          errors={errors.audience}
        />
        <div className="mb-3">
          <label className="form-label" htmlFor="siaran-saluran">
            Saluran
          </label>
          <select id="siaran-saluran" className="form-select" value={form.channel} onChange={(e) => setForm({ ...form, channel: e.target.value as Channel })}>
            {(Object.keys(CHANNEL_LABEL) as Channel[]).map((c) => (
              <option key={c} value={c}>
                {c === 'app' ? CHANNEL_LABEL[c] : `${CHANNEL_LABEL[c]} + notifikasi aplikasi`}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="siaran-waktu"
          label="Kirim pada (kosong = sekarang)"
          type="datetime-local"
          value={form.sendAt}
          onChange={(sendAt) => setForm({ ...form, sendAt })}
          errors={errors.sendAt}
        />
        <button type="submit" className="btn btn-primary">
          {form.sendAt ? 'Jadwalkan siaran' : 'Kirim siaran'}
        </button>
      </form>
      {/* When the job is over the list is read again once (the progress goes, so reloading cannot start it over). */}
      {fresh !== null && (
        <JobProgress
          jobId={fresh}
          label="Mengirim siaran"
          onFinish={(job) => {
            setFresh(null);
            setSent(
              job.status === 'done'
                ? { ok: true, text: `Terkirim ke ${(job.result as { recipients?: number } | null)?.recipients ?? 0} penerima.` }
                : { ok: false, text: job.error ?? 'Siaran gagal dikirim.' },
            );
            result.retry();
          }}
        />
      )}
      {sent && (
        <div className={`alert py-2 ${sent.ok ? 'alert-success' : 'alert-danger'}`} role={sent.ok ? 'status' : 'alert'}>
          {sent.text}
        </div>
      )}
      <h2 className="h5 mt-3">Riwayat siaran</h2>
      {result.data.data.length === 0 && <p>Belum ada siaran.</p>}
      <ul className="list-group">
        {result.data.data.map((b) => (
          <li className="list-group-item" key={b.id}>
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <div className="me-auto">
                <strong>{b.title}</strong>
                <div className="small text-body-secondary">
                  {when(b.sendAt)} · {b.audienceLabel} · {CHANNEL_LABEL[b.channel as Channel] ?? b.channel} ·{' '}
                  {b.status === 'scheduled'
                    ? 'terjadwal'
                    : b.status === 'sending'
                      ? `mengirim ${b.progress ?? 0}%`
                      : `${b.recipients} penerima, dibaca ${b.readCount}`}
                </div>
                <div className="small">
                  {Object.entries(b.statusCounts).map(([k, n]) => (
                    <span key={k} className="badge text-bg-light border me-1">
                      {STATUS_LABEL[k] ?? k}: {n}
                    </span>
                  ))}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                aria-expanded={detailId === b.id}
                onClick={() => show(b.id)}
                aria-label={`Status pengiriman ${b.title}`}
              >
                Status pengiriman
              </button>
            </div>
            {detailId === b.id && detail.state === 'ready' && detail.data && (
              <div className="table-responsive mt-2">
                <table className="table table-sm mb-0">
                  <caption className="visually-hidden">Status pengiriman per penerima</caption>
                  <thead>
                    <tr>
                      <th scope="col">Penerima</th>
                      <th scope="col">Nomor/email</th>
                      <th scope="col">Status</th>
                      <th scope="col">Dibaca</th>
                    </tr>
                  </thead>
                  <tbody>
                    {detail.data.deliveries.map((d) => (
                      <tr key={d.userId}>
                        <td>
                          {d.fullName}
                          <div className="small text-body-secondary">{d.userType}</div>
                        </td>
                        <td>{d.address ?? '—'}</td>
                        <td>{STATUS_LABEL[d.status] ?? d.status}</td>
                        <td>{d.readAt ? when(d.readAt) : '—'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
