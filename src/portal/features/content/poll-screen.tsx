/** /vote_poll_doit/:id and /vote_poll_detail/:id: one poll; vote once while it is open, then its results. */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { getPollContract, votePollContract } from '../../../shared/api/content/polls.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, ResultBars, routeTo, when } from './ui.tsx';

export default function PollScreen() {
  const id = Number(useParams().id);
  const result = useApiData(() => call(getPollContract, { params: { id } }));
  const [choice, setChoice] = useState<number | null>(null);
  if (result.state === 'loading') return <Loading label="Memuat jajak pendapat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const p = result.data;
  const canVote = p.open && p.myOptionId === null;
  const vote = async () => {
    if (choice === null) return;
    if (await act(() => call(votePollContract, { params: { id }, input: { optionId: choice } }), 'Suara Anda tercatat')) result.retry();
  };
  return (
    <section>
      <Link to={routeTo('vote_poll')}>← Jajak Pendapat</Link>
      <h1 className="h4 mt-2">{p.question}</h1>
      {p.description && <p>{p.description}</p>}
      <p className="small text-body-secondary">
        {p.audienceLabel} · {p.votes} suara · {p.open ? (p.closesAt ? `dibuka sampai ${when(p.closesAt)}` : 'dibuka') : 'ditutup'}
      </p>
      {canVote ? (
        <form
          aria-label="Beri suara"
          onSubmit={(e) => {
            e.preventDefault();
            void vote();
          }}
        >
          <fieldset className="mb-3">
            <legend className="h6">Pilihan Anda</legend>
            {p.options.map((o) => (
              <div className="form-check" key={o.id}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="pilihan"
                  id={`opsi-${o.id}`}
                  checked={choice === o.id}
                  onChange={() => setChoice(o.id)}
                />
                <label className="form-check-label" htmlFor={`opsi-${o.id}`}>
                  {o.label}
                </label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-primary" disabled={choice === null}>
            Kirim suara
          </button>
        </form>
      ) : (
        <>
          {p.myOptionId !== null && <p className="alert alert-success py-2">Anda sudah memberi suara. Terima kasih.</p>}
          <ResultBars options={p.options} total={p.votes} mine={p.myOptionId} />
        </>
      )}
    </section>
  );
}
