/** /vote_poll_add and /vote_poll_edit?id=: the question, who it is for, its options and when it closes. */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { createPollContract, getPollContract, listPollsContract, updatePollContract } from '../../../shared/api/content/polls.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, AudienceSelect, routeTo } from './ui.tsx';

/** A datetime-local value in WIB from an instant, and back. */
const toLocal = (value: Date | string | null) => (value ? new Date(new Date(value).getTime() + 7 * 3600_000).toISOString().slice(0, 16) : '');
const fromLocal = (value: string) => (value ? `${value}:00+07:00` : null);

export default function PollFormScreen() {
  const id = Number(useSearchParams()[0].get('id')) || null;
  const navigate = useNavigate();
  const result = useApiData(async () => ({ list: await call(listPollsContract), poll: id ? await call(getPollContract, { params: { id } }) : null }));
  const [form, setForm] = useState({ question: '', description: '', audience: 'all', options: ['', ''], closesAt: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const poll = result.state === 'ready' ? result.data.poll : null;
  useEffect(() => {
    if (poll)
      setForm({
        question: poll.question,
        description: poll.description ?? '',
        audience: poll.audience,
        options: poll.options.map((o) => o.label),
        closesAt: toLocal(poll.closesAt),
      });
  }, [poll?.id]);
  if (result.state === 'loading') return <Loading label="Memuat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const save = async () => {
    const input = {
      question: form.question,
      description: form.description || null,
      audience: form.audience,
      options: form.options,
      closesAt: fromLocal(form.closesAt),
    };
    const ok = await act(
      () => (id ? call(updatePollContract, { params: { id }, input }) : call(createPollContract, { input })),
      'Jajak pendapat tersimpan',
      setErrors,
    );
    if (ok) navigate(routeTo('vote_poll'));
  };
  const setOption = (i: number, v: string) => setForm({ ...form, options: form.options.map((o, k) => (k === i ? v : o)) });
  return (
    <section>
      <Link to={routeTo('vote_poll')}>← Jajak Pendapat</Link>
      <h1 className="h4 mt-2">{id ? 'Ubah jajak pendapat' : 'Buat jajak pendapat'}</h1>
      <form
        aria-label="Jajak pendapat"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        style={{ maxWidth: 640 }}
      >
        <TextField
          id="poll-pertanyaan"
          label="Pertanyaan"
          value={form.question}
          onChange={(question) => setForm({ ...form, question })}
          errors={errors.question}
        />
        <TextField
          id="poll-keterangan"
          label="Keterangan (boleh kosong)"
          value={form.description}
          onChange={(description) => setForm({ ...form, description })}
          errors={errors.description}
        />
        <AudienceSelect
          id="poll-penerima"
          value={form.audience}
          options={result.data.list.audiences}
          onChange={(audience) => setForm({ ...form, audience })}
          errors={errors.audience}
        />
        <fieldset className="mb-3">
          <legend className="h6">Pilihan jawaban</legend>
          {form.options.map((o, i) => (
            <div className="input-group mb-2" key={i}>
              <label className="input-group-text" htmlFor={`poll-opsi-${i}`}>
                Pilihan {i + 1}
              </label>
              <input id={`poll-opsi-${i}`} className="form-control" value={o} onChange={(e) => setOption(i, e.target.value)} />
              {form.options.length > 2 && (
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  aria-label={`Hapus pilihan ${i + 1}`}
                  onClick={() => setForm({ ...form, options: form.options.filter((_, k) => k !== i) })}
                >
                  ×
                </button>
              )}
            </div>
          ))}
          {errors.options?.length ? <div className="text-danger small">{errors.options.join(' ')}</div> : null}
          {form.options.length < 10 && (
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setForm({ ...form, options: [...form.options, ''] })}>
              Tambah pilihan
            </button>
          )}
        </fieldset>
        <TextField
          id="poll-tutup"
          label="Ditutup pada (boleh kosong)"
          type="datetime-local"
          value={form.closesAt}
          onChange={(closesAt) => setForm({ ...form, closesAt })}
          errors={errors.closesAt}
        />
        <button type="submit" className="btn btn-primary">
          Simpan jajak pendapat
        </button>
      </form>
    </section>
  );
}
