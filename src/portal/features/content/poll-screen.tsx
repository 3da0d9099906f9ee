/**
 * /vote_poll_doit/:id and /vote_poll_detail/:id: one poll. The first is where one votes (once, while it is open,
 * if it is meant for one), then sees the results; the second is the results, for the office too.
 */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { getPollContract, votePollContract } from '../../../shared/api/content/polls.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, ResultBars, routeTo, when } from './ui.tsx';

export default function PollScreen() {
  const id = Number(useParams().id);
  const results = useLocation().pathname.startsWith('/vote_poll_detail');
  const result = useApiData(() => call(getPollContract, { params: { id } }));
  const [choice, setChoice] = useState<number | null>(null);
  if (result.state === 'loading') return <Loading label="Memuat jajak pendapat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const p = result.data;
  const canVote = p.canVote && !results;
  // Results show to those who voted, once it is closed, and to the office; others are asked to vote first.
  const seesResults = p.myOptionId !== null || !p.open || p.canEdit;
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
          {seesResults ? <ResultBars options={p.options} total={p.votes} mine={p.myOptionId} /> : <p>Berikan suara Anda untuk melihat hasilnya.</p>}
          {p.canVote && (
            <Link className="btn btn-primary mt-2" to={routeTo('vote_poll_doit', { id: p.id })}>
              Beri suara
            </Link>
          )}
        </>
      )}
    </section>
  );
}
