/**
 * wa_check_message: every message the platform recorded, newest first (docs/decisions/0010-messaging.md). On a
 * fresh install the outbox provider sends nothing out, so this list is where messages can be read. Superadmin only.
 */
import { useState } from 'react';
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUSES, type MessageStatus, type OutboxRow } from '../../../shared/messaging/outbox-view.ts';
import { CHANNEL_LABELS, CHANNELS, PROVIDER_LABELS, type Channel, type ProviderName } from '../../../shared/messaging/providers.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { outboxContract } from '../../../shared/api/messaging.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { OptionSelect } from './option-select.tsx';
import { TestMessageForm } from './test-message-form.tsx';

const STATUS_BADGE: Record<OutboxRow['status'], string> = {
  queued: 'text-bg-secondary',
  sent: 'text-bg-success',
  outbox: 'text-bg-info',
  failed: 'text-bg-danger',
};
const when = (iso: string) => new Date(iso).toLocaleString('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

export default function OutboxScreen() {
  const [page, setPage] = useState(1);
  const [channel, setChannel] = useState<Channel | ''>('');
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const query = { page, per_page: 25, ...(channel ? { channel } : {}), ...(status ? { status } : {}) };
  const result = useApiData(async () => call(outboxContract, { input: query }));
  const reload = (change: () => void) => {
    // Both updates land in one render, so the reload reads the new filters.
    change();
    result.retry();
  };
  return (
    <section>
      <h1 className="h4 mb-2">Kotak Keluar Pesan</h1>
      <p className="text-body-secondary">
        Semua pesan WhatsApp dan email dari setiap sekolah. Sekolah yang belum memilih penyedia memakai kotak keluar: pesannya tercatat di sini dan tidak
        dikirim keluar.
      </p>
      <TestMessageForm onQueued={result.retry} />
      <div className="d-flex flex-wrap align-items-center gap-2 my-3">
        <OptionSelect
          id="outbox-channel"
          label="Kanal"
          options={CHANNELS}
          labels={CHANNEL_LABELS}
          value={channel}
          all
          onChange={(v) => reload(() => (setChannel(v), setPage(1)))}
        />
        <OptionSelect
          id="outbox-status"
          label="Status"
          options={MESSAGE_STATUSES}
          labels={MESSAGE_STATUS_LABELS}
          value={status}
          all
          onChange={(v) => reload(() => (setStatus(v), setPage(1)))}
        />
      </div>
      {result.state === 'loading' && <Loading label="Memuat pesan…" />}
      {result.state === 'failed' && <LoadFailed message={result.message} onRetry={result.retry} />}
      {result.state === 'ready' && (
        <>
          {result.data.rows.length === 0 && <p className="text-body-secondary">Belum ada pesan.</p>}
          {result.data.rows.length > 0 && (
            <div className="table-responsive">
              <table className="table table-sm align-middle">
                <thead>
                  <tr>
                    <th scope="col">Waktu</th>
                    <th scope="col">Sekolah</th>
                    <th scope="col">Kanal</th>
                    <th scope="col">Tujuan</th>
                    <th scope="col">Pesan</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.rows.map((m) => (
                    <tr key={m.id}>
                      <td className="text-nowrap small">{when(m.createdAt)}</td>
                      <td className="small">{m.schoolName ?? 'Platform'}</td>
                      <td className="small">
                        {CHANNEL_LABELS[m.channel]}
                        {m.provider && <span className="d-block text-body-secondary">{PROVIDER_LABELS[m.provider as ProviderName] ?? m.provider}</span>}
                      </td>
                      <td className="small text-break">{m.recipient}</td>
                      <td className="small" style={{ minWidth: '14rem' }}>
                        {m.subject && <strong className="d-block">{m.subject}</strong>}
                        <span style={{ whiteSpace: 'pre-wrap' }}>{m.body}</span>
                        {m.error && <span className="d-block text-danger">{m.error}</span>}
                      </td>
                      <td>
                        <span className={`badge ${STATUS_BADGE[m.status]}`}>{MESSAGE_STATUS_LABELS[m.status]}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <nav className="d-flex align-items-center gap-2" aria-label="Halaman pesan">
            <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => reload(() => setPage(page - 1))}>
              Sebelumnya
            </button>
            <span className="small">
              Halaman {result.data.page} dari {Math.max(1, Math.ceil(result.data.total / result.data.perPage))} ({result.data.total} pesan)
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={page * result.data.perPage >= result.data.total}
              onClick={() => reload(() => setPage(page + 1))}
            >
              Berikutnya
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
