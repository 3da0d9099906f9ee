/** /extracul_admission_approval: every sign-up waiting for the coach (the office sees all clubs). */
import { decideRequestContract, pendingRequestsContract } from '../../../shared/api/classroom/extracurriculars.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, when } from './ui.tsx';

export default function ClubRequestsScreen() {
  const result = useApiData(() => call(pendingRequestsContract));
  if (result.state === 'loading') return <Loading label="Memuat pendaftaran…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const decide = async (id: number, approve: boolean) => {
    if (await act(() => call(decideRequestContract, { params: { id }, input: { approve } }), approve ? 'Pendaftaran diterima' : 'Pendaftaran ditolak'))
      result.retry();
  };
  return (
    <section>
      <h1 className="h4">Persetujuan Pendaftaran Ekstrakurikuler</h1>
      {result.data.data.length === 0 && <p>Tidak ada pendaftaran yang menunggu.</p>}
      <ul className="list-group">
        {result.data.data.map((m) => (
          <li key={m.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <div className="me-auto">
              <strong>{m.studentName}</strong> <span className="small">{m.sectionName ?? ''}</span>
              <div className="small text-body-secondary">
                {m.clubName} · mendaftar {when(m.requestedAt)}
              </div>
            </div>
            <button type="button" className="btn btn-sm btn-success" onClick={() => void decide(m.id, true)}>
              Terima<span className="visually-hidden"> {m.studentName}</span>
            </button>
            <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void decide(m.id, false)}>
              Tolak<span className="visually-hidden"> {m.studentName}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
