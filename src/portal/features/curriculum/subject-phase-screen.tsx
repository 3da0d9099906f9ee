/** /detail/cp_atp/:id/:id2: one subject in one phase: its CP per element, and each ATP's TPs under those elements. */
import { Link, useParams } from 'react-router';
import { getSubjectPhaseContract } from '../../../shared/api/curriculum/structure.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { OwnerBadge, phaseLabel, routeTo, semesterLabel } from './ui.tsx';

export default function SubjectPhaseScreen() {
  const { id, id2 } = useParams();
  const valid = /^\d{1,9}$/.test(id ?? '') && /^[A-F]$/.test(id2 ?? '');
  const data = useApiData(() =>
    valid ? call(getSubjectPhaseContract, { params: { id: Number(id) }, input: { phase: id2 as 'E' } }) : Promise.reject(new Error('invalid')),
  );
  const back = (
    <Link to={routeTo('cp_atp')} className="small d-inline-block mb-2">
      ← Kembali ke CP dan ATP
    </Link>
  );
  if (!valid) return <p>{back} Pilih mapel dan fase dari daftar.</p>;
  if (data.state === 'loading') return <Loading />;
  if (data.state === 'failed')
    return (
      <>
        {back}
        <LoadFailed message={data.message} onRetry={data.retry} />
      </>
    );
  const d = data.data;
  return (
    <section>
      {back}
      <h1 className="h4">
        {d.subject.name} · {phaseLabel(d.phase)}
      </h1>
      <h2 className="h5 mt-3 d-flex align-items-center gap-2">
        Capaian Pembelajaran <OwnerBadge owner={d.cpOwner} />
      </h2>
      {d.cps.length === 0 && <p className="text-body-secondary">Belum ada CP untuk fase ini.</p>}
      <dl>
        {d.cps.map((c) => (
          <div key={c.id} className="mb-2">
            <dt>{c.element}</dt>
            <dd className="small mb-0">{c.description}</dd>
          </div>
        ))}
      </dl>
      <h2 className="h5 mt-4">Alur Tujuan Pembelajaran</h2>
      {d.atps.length === 0 && <p className="text-body-secondary">Belum ada ATP untuk mapel dan fase ini.</p>}
      {d.atps.map((a) => (
        <section key={a.id} className="portal-card mb-3" aria-label={a.title}>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <h3 className="h6 mb-0 flex-grow-1">
              <Link to={routeTo(a.owner === 'platform' ? 'curriculum_atp_def_1' : 'curriculum_atp_1', { id: a.id })}>{a.title}</Link>
            </h3>
            <OwnerBadge owner={a.owner} />
            {a.courseName && <span className="small text-body-secondary">{a.courseName}</span>}
          </div>
          <ol className="small mb-0 ps-3">
            {a.tps.map((t) => (
              <li key={t.id} className="mb-1">
                <span className="fw-semibold">{t.code}</span> {t.description}
                <span className="text-body-secondary">
                  {' '}
                  — {t.element ?? 'tanpa elemen'}, kelas {t.grade ?? '–'}, {semesterLabel(t.semester)}, {t.hours ?? '–'} JP
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
