/** /ekstrakurikuler: the coach's assessment for the rapor, a predikat and a description per member (?id= the club). */
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { assessMemberContract, getExtracurricularContract, listExtracurricularsContract } from '../../../shared/api/classroom/extracurriculars.ts';
import { PREDICATE_LABELS, PREDICATES } from '../../../shared/classroom/permissions.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, routeTo } from './ui.tsx';

export default function ClubAssessmentScreen() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  return id > 0 ? <Assessment key={id} id={id} /> : <PickClub />;
}

function PickClub() {
  const result = useApiData(() => call(listExtracurricularsContract));
  if (result.state === 'loading') return <Loading label="Memuat ekstrakurikuler…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const mine = result.data.data.filter((c) => c.canCoach);
  return (
    <section>
      <h1 className="h4">Penilaian Ekstrakurikuler</h1>
      {mine.length === 0 && <p>Anda belum membina ekstrakurikuler.</p>}
      <ul className="list-group">
        {mine.map((c) => (
          <li key={c.id} className="list-group-item">
            <Link to={`${routeTo('ekstrakurikuler')}?id=${c.id}`}>{c.name}</Link> <span className="small">{c.members} anggota</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Member = Awaited<ReturnType<typeof call<typeof getExtracurricularContract>>>['roster'][number];

function Row({ m }: { m: Member }) {
  const [predicate, setPredicate] = useState<string>(m.predicate ?? '');
  const [description, setDescription] = useState(m.description ?? '');
  const save = () =>
    void act(
      () =>
        call(assessMemberContract, { params: { id: m.id }, input: { predicate: predicate as (typeof PREDICATES)[number], description: description || null } }),
      'Penilaian tersimpan',
    );
  return (
    <form
      className="list-group-item row g-2 mx-0"
      aria-label={`Penilaian ${m.studentName}`}
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      <div className="col-12 col-md-3">
        <strong>{m.studentName}</strong>
        <div className="small">{m.sectionName ?? ''}</div>
      </div>
      <div className="col-5 col-md-2">
        <label className="form-label small" htmlFor={`pred-${m.id}`}>
          Predikat
        </label>
        <select id={`pred-${m.id}`} className="form-select" value={predicate} onChange={(e) => setPredicate(e.target.value)}>
          <option value="">-</option>
          {PREDICATES.map((p) => (
            <option key={p} value={p}>
              {p} ({PREDICATE_LABELS[p]})
            </option>
          ))}
        </select>
      </div>
      <div className="col-7 col-md-5">
        <label className="form-label small" htmlFor={`desc-${m.id}`}>
          Deskripsi
        </label>
        <input id={`desc-${m.id}`} className="form-control" value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="col-12 col-md-2 d-flex align-items-end">
        <button className="btn btn-primary w-100" type="submit">
          Simpan
        </button>
      </div>
    </form>
  );
}

function Assessment({ id }: { id: number }) {
  const result = useApiData(() => call(getExtracurricularContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat anggota…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const members = result.data.roster.filter((m) => m.status === 'approved');
  return (
    <section>
      <Link to={routeTo('ekstrakurikuler')} className="small">
        ← Penilaian Ekstrakurikuler
      </Link>
      <h1 className="h4 mt-2">Penilaian {result.data.name}</h1>
      {!result.data.canCoach && <p>Hanya pembina yang dapat menilai.</p>}
      {members.length === 0 && <p>Belum ada anggota.</p>}
      <div className="list-group">
        {members.map((m) => (
          <Row key={m.id} m={m} />
        ))}
      </div>
    </section>
  );
}
