import { useState, type FormEvent } from 'react';
import { CHANNEL_LABELS, CHANNELS, type Channel } from '../../../shared/messaging/providers.ts';
import { JobProgress } from '../../components/ui/job-progress.tsx';
import { call } from '../../lib/api.ts';
import { testMessageContract } from '../../../shared/api/messaging.ts';
import { useSubmission } from '../../lib/use-submission.ts';
import { OptionSelect } from './option-select.tsx';

/**
 * One message through the provider of the superadmin's current school, to check a provider's settings. The call
 * answers with the sending job; its progress and outcome show below the form.
 */
export function TestMessageForm({ onQueued }: { onQueued: () => void }) {
  const [channel, setChannel] = useState<Channel>('whatsapp');
  const [to, setTo] = useState('');
  const [body, setBody] = useState('Pesan uji dari platform sekolah.');
  const [jobId, setJobId] = useState<number | null>(null);
  const { busy, errors, message, submit: send } = useSubmission();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setJobId(null);
    const queued = await send(async () => {
      const answer = await call(testMessageContract, { input: { channel, to, body } });
      setJobId(answer.jobId);
    });
    if (queued) onQueued();
  };
  const invalid = (field: string) => (errors[field]?.length ? 'is-invalid' : '');
  return (
    <details className="card card-body mb-3">
      <summary className="fw-semibold">Kirim pesan uji</summary>
      <form className="row g-2 mt-1" onSubmit={(e) => void submit(e)} noValidate>
        <div className="col-sm-3">
          <OptionSelect
            id="test-channel"
            label="Kanal"
            options={CHANNELS}
            labels={CHANNEL_LABELS}
            value={channel}
            onChange={(v) => setChannel(v || 'whatsapp')}
          />
        </div>
        <div className="col-sm-9">
          <label className="form-label small" htmlFor="test-to">
            {channel === 'email' ? 'Alamat email tujuan' : 'Nomor WhatsApp tujuan'}
          </label>
          <input id="test-to" className={`form-control form-control-sm ${invalid('to')}`} value={to} onChange={(e) => setTo(e.target.value)} />
          <div className="invalid-feedback">{errors.to?.[0]}</div>
        </div>
        <div className="col-12">
          <label className="form-label small" htmlFor="test-body">
            Isi pesan
          </label>
          <textarea
            id="test-body"
            className={`form-control form-control-sm ${invalid('body')}`}
            rows={2}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          <div className="invalid-feedback">{errors.body?.[0]}</div>
        </div>
        <div className="col-12 d-flex flex-wrap align-items-center gap-3">
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
            Kirim
          </button>
          {message && !Object.keys(errors).length && <span className="text-danger small">{message}</span>}
        </div>
        {jobId !== null && (
          <div className="col-12">
            <JobProgress
              jobId={jobId}
              label="Mengirim"
              onFinish={onQueued}
              renderResult={(job) =>
                (job.result as { status?: string } | null)?.status === 'outbox'
                  ? 'Pesan dicatat di kotak keluar (tidak dikirim keluar).'
                  : 'Pesan terkirim ke penyedia.'
              }
            />
          </div>
        )}
      </form>
    </details>
  );
}
