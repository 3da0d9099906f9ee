/** /ekstrakulikuler_view_detail/:id: one club; its coach and the office see the roster and decide on requests. */
import { Link, useParams } from 'react-router';
import { decideRequestContract, getExtracurricularContract, joinExtracurricularContract } from '../../../shared/api/classroom/extracurriculars.ts';
import { PREDICATE_LABELS } from '../../../shared/classroom/permissions.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { MEMBER_STATUS } from './clubs-screen.tsx';
import { act, routeTo } from './ui.tsx';

export default function ClubScreen() {
  const id = Number(useParams().id);
  const result = useApiData(() => call(getExtracurricularContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat ekstrakurikuler…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const c = result.data;
  const decide = async (memberId: number, approve: boolean) => {
    if (
      await act(() => call(decideRequestContract, { params: { id: memberId }, input: { approve } }), approve ? 'Pendaftaran diterima' : 'Pendaftaran ditolak')
    )
      result.retry();
  };
  const join = async () => {
    if (await act(() => call(joinExtracurricularContract, { params: { id } }), 'Pendaftaran terkirim')) result.retry();
  };
  return (
    <section>
      <Link to={routeTo('ekstrakulikuler_view')} className="small">
        ← Ekstrakurikuler
      </Link>
      <h1 className="h4 mt-2">{c.name}</h1>
      <p className="mb-1">
        {c.schedule ?? 'Jadwal belum diatur'}
        {c.place ? ` · ${c.place}` : ''}
      </p>
      <p className="small text-body-secondary">
        Pembina: {c.coachName ?? '-'} · {c.members} anggota{c.quota ? ` dari kuota ${c.quota}` : ''}
      </p>
      {c.description && <p>{c.description}</p>}
      {c.myStatus && (
        <p>
          <span className={`badge ${MEMBER_STATUS[c.myStatus][1]}`}>{MEMBER_STATUS[c.myStatus][0]}</span>
        </p>
      )}
      {c.canJoin && (
        <button type="button" className="btn btn-primary mb-3" onClick={() => void join()}>
          Daftar
        </button>
      )}
      {c.canCoach && (
        <>
          <div className="d-flex gap-2 align-items-center mb-2">
            <h2 className="h5 mb-0 me-auto">Anggota dan pendaftar</h2>
            <Link className="btn btn-sm btn-outline-primary" to={`${routeTo('ekstrakurikuler')}?id=${c.id}`}>
              Penilaian
            </Link>
          </div>
          {c.roster.length === 0 && <p>Belum ada pendaftar.</p>}
          <ul className="list-group">
            {c.roster.map((m) => (
              <li key={m.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                <div className="me-auto">
                  {m.studentName} <span className="small text-body-secondary">{m.sectionName ?? ''}</span>
                </div>
                <span className={`badge ${MEMBER_STATUS[m.status][1]}`}>{MEMBER_STATUS[m.status][0]}</span>
                {m.predicate && <span className="badge text-bg-light">{PREDICATE_LABELS[m.predicate]}</span>}
                {m.status === 'pending' && (
                  <button type="button" className="btn btn-sm btn-success" onClick={() => void decide(m.id, true)}>
                    Terima<span className="visually-hidden"> {m.studentName}</span>
                  </button>
                )}
                {m.status === 'pending' && (
                  <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void decide(m.id, false)}>
                    Tolak<span className="visually-hidden"> {m.studentName}</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
