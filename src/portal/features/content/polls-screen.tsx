/** /vote_poll: the polls meant for me with their results; the office creates and edits them. */
import { Link } from 'react-router';
import { listPollsContract } from '../../../shared/api/content/polls.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ResultBars, routeTo, when } from './ui.tsx';

export default function PollsScreen() {
  const result = useApiData(() => call(listPollsContract));
  if (result.state === 'loading') return <Loading label="Memuat jajak pendapat…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { data, canWrite } = result.data;
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 me-auto mb-0">Jajak Pendapat</h1>
        {canWrite && (
          <Link className="btn btn-primary" to={routeTo('vote_poll_add')}>
            Buat jajak pendapat
          </Link>
        )}
      </div>
      {data.length === 0 && <p>Belum ada jajak pendapat untuk Anda.</p>}
      <div className="row g-3">
        {data.map((p) => (
          <div className="col-12 col-lg-6" key={p.id}>
            <article className="border rounded p-3 h-100" aria-labelledby={`poll-${p.id}`}>
              <h2 className="h6" id={`poll-${p.id}`}>
                {p.question}
              </h2>
              <p className="small text-body-secondary">
                {p.audienceLabel} · {p.votes} suara · {p.open ? (p.closesAt ? `dibuka sampai ${when(p.closesAt)}` : 'dibuka') : 'ditutup'}
              </p>
              {p.myOptionId !== null || !p.open || canWrite ? (
                <ResultBars options={p.options} total={p.votes} mine={p.myOptionId} />
              ) : (
                <p>Berikan suara Anda untuk melihat hasilnya.</p>
              )}
              <div className="d-flex flex-wrap gap-2 mt-2">
                {p.canVote && (
                  <Link className="btn btn-sm btn-primary" to={routeTo('vote_poll_doit', { id: p.id })} aria-label={`Beri suara: ${p.question}`}>
                    Beri suara
                  </Link>
                )}
                <Link className="btn btn-sm btn-outline-secondary" to={routeTo('vote_poll_detail', { id: p.id })} aria-label={`Hasil: ${p.question}`}>
                  Hasil
                </Link>
                {p.canEdit && (
                  <Link className="btn btn-sm btn-outline-primary" to={`${routeTo('vote_poll_edit')}?id=${p.id}`} aria-label={`Ubah: ${p.question}`}>
                    Ubah
                  </Link>
                )}
              </div>
            </article>
          </div>
        ))}
      </div>
    </section>
  );
}
