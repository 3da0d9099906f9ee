/**
 * /usulan_koleksi: a member suggests a title and follows the librarian's answer; the librarian sees every
 * suggestion and accepts (for purchase) or rejects it with a word for the member.
 */
import { useState, type FormEvent } from 'react';
import { createSuggestionContract, decideSuggestionContract, listSuggestionsContract } from '../../../shared/api/library/services.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act } from './ui.ts';

type Suggestion = OutputOf<typeof listSuggestionsContract>['data'][number];
type Status = 'submitted' | 'accepted' | 'rejected' | 'all';
const STATUS_LABEL: Record<string, string> = { submitted: 'Menunggu', accepted: 'Diterima', rejected: 'Ditolak', all: 'Semua' };
const BADGE: Record<string, string> = { submitted: 'text-bg-warning', accepted: 'text-bg-success', rejected: 'text-bg-secondary' };

export default function SuggestionsScreen() {
  const [status, setStatus] = useState<Status>('all');
  const list = useApiData(() => call(listSuggestionsContract, { input: { status } }));
  const [form, setForm] = useState({ title: '', authors: '', note: '' });
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void act(() => call(createSuggestionContract, { input: form }), 'Usulan dikirim', setErrors).then((ok) => {
      if (ok) {
        setForm({ title: '', authors: '', note: '' });
        list.retry();
      }
    });
  };
  const pick = (s: Status) => {
    setStatus(s);
    setTimeout(list.retry, 0);
  };
  return (
    <section>
      <h1 className="h4">Usulan Koleksi</h1>
      <p className="small text-body-secondary">Usulkan buku yang perlu dimiliki perpustakaan. Pustakawan menjawab setiap usulan.</p>
      {list.state === 'ready' && list.data.canSuggest && (
        <form className="border rounded p-3 mb-3" onSubmit={submit} aria-label="Usulan baru">
          <div className="row">
            <TextField
              className="col-md-6"
              id="usulan-judul"
              label="Judul"
              value={form.title}
              onChange={(v) => setForm({ ...form, title: v })}
              errors={errors.title}
            />
            <TextField
              className="col-md-6"
              id="usulan-pengarang"
              label="Pengarang"
              value={form.authors}
              onChange={(v) => setForm({ ...form, authors: v })}
              errors={errors.authors}
            />
            <TextField
              className="col-12"
              id="usulan-alasan"
              label="Alasan atau keterangan"
              value={form.note}
              onChange={(v) => setForm({ ...form, note: v })}
              errors={errors.note}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            Kirim usulan
          </button>
        </form>
      )}
      <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label="Saring usulan">
        {(['all', 'submitted', 'accepted', 'rejected'] as Status[]).map((s) => (
          <button
            key={s}
            type="button"
            className={`btn btn-sm ${status === s ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={status === s}
            onClick={() => pick(s)}
          >
            {STATUS_LABEL[s]}
          </button>
        ))}
      </div>
      {list.state === 'loading' && <Loading />}
      {list.state === 'failed' && <LoadFailed message={list.message} onRetry={list.retry} />}
      {list.state === 'ready' &&
        (list.data.data.length === 0 ? (
          <p className="text-body-secondary">Belum ada usulan.</p>
        ) : (
          <ul className="list-group" aria-label="Daftar usulan">
            {list.data.data.map((s) => (
              <SuggestionItem key={s.id} s={s} canDecide={list.data.canDecide} onChange={list.retry} />
            ))}
          </ul>
        ))}
    </section>
  );
}

function SuggestionItem({ s, canDecide, onChange }: { s: Suggestion; canDecide: boolean; onChange: () => void }) {
  const [response, setResponse] = useState('');
  const decide = (status: 'accepted' | 'rejected') =>
    void act(
      () => call(decideSuggestionContract, { params: { id: s.id }, input: { status, response } }),
      status === 'accepted' ? 'Usulan diterima' : 'Usulan ditolak',
    ).then((ok) => ok && onChange());
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap gap-2 align-items-start">
        <div className="me-auto">
          <div className="fw-semibold">{s.title}</div>
          <div className="small text-body-secondary">
            {[s.authors, `diusulkan ${s.memberName}`, new Date(s.createdAt).toLocaleDateString('id-ID', { timeZone: 'Asia/Jakarta' })]
              .filter(Boolean)
              .join(' · ')}
          </div>
          {s.note && <div className="small">{s.note}</div>}
          {s.response && (
            <div className="small mt-1">
              <strong>Jawaban pustakawan:</strong> {s.response}
            </div>
          )}
        </div>
        <span className={`badge ${BADGE[s.status]}`}>{STATUS_LABEL[s.status]}</span>
      </div>
      {canDecide && s.status === 'submitted' && (
        <div className="d-flex flex-wrap gap-2 mt-2 align-items-end">
          <div className="flex-grow-1">
            <label htmlFor={`jawaban-${s.id}`} className="form-label small">
              Jawaban untuk pengusul
            </label>
            <input id={`jawaban-${s.id}`} className="form-control form-control-sm" value={response} onChange={(e) => setResponse(e.target.value)} />
          </div>
          <button type="button" className="btn btn-sm btn-success" onClick={() => decide('accepted')}>
            Terima<span className="visually-hidden"> usulan {s.title}</span>
          </button>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => decide('rejected')}>
            Tolak<span className="visually-hidden"> usulan {s.title}</span>
          </button>
        </div>
      )}
    </li>
  );
}
