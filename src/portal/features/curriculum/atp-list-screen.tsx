/**
 * /curriculum_atp (the school's ATPs; a teacher sees those of the subjects they teach first) and /curriculum_atp_def
 * (the platform's reference ATPs: the superadmin keeps them, a school copies one for its course).
 */
import { Link, useNavigate } from 'react-router';
import { listAtpsContract, copyAtpContract } from '../../../shared/api/curriculum/atp.ts';
import { getCourseProfilesContract } from '../../../shared/api/curriculum/structure.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { ImportPanel } from './import-panel.tsx';
import { act, loadSubjects, OwnerBadge, PHASES, phaseLabel, routeTo, useLoad, useQueryState } from './ui.tsx';
import { useApiData } from '../../lib/use-api-data.ts';

export default function AtpListScreen() {
  const route = useCurrentRoute();
  const def = route?.name === 'curriculum_atp_def';
  const navigate = useNavigate();
  const [query, setQuery] = useQueryState(['subjectId', 'phase', 'mine']);
  const input = {
    owner: def ? 'platform' : 'school',
    ...(query.subjectId ? { subjectId: query.subjectId } : {}),
    ...(query.phase ? { phase: query.phase } : {}),
    ...(query.mine === '1' ? { mine: '1' } : {}),
  };
  const atps = useLoad(() => call(listAtpsContract, { input: input as never }), JSON.stringify(input));
  const subjects = useApiData(loadSubjects);
  const editRoute = def ? 'curriculum_atp_def_1' : 'curriculum_atp_1';
  const copy = (id: number, subjectId: number) =>
    void act(async () => {
      const profiles = await call(getCourseProfilesContract);
      const course = profiles.courses.find((c) => c.subjectId === subjectId && c.isActive);
      const made = await call(copyAtpContract, { params: { id }, input: { courseId: course?.courseId ?? null } });
      void navigate(routeTo('curriculum_atp_1', { id: made.id }));
    }, 'ATP disalin ke sekolah');
  const ready = atps.state === 'ready' ? atps.data : null;
  const canAdd = ready ? (def ? ready.canEditPlatform : ready.canEditSchool) : false;
  return (
    <section>
      <h1 className="h4">{route?.title ?? 'ATP'}</h1>
      <p className="small text-body-secondary">
        {def
          ? 'ATP referensi platform per mapel dan fase. Sekolah menyalinnya lalu menyesuaikan urutan, alokasi, dan rumusan TP pada salinannya.'
          : 'Alur tujuan pembelajaran sekolah: TP berurutan per mapel dan fase, dengan alokasi kelas, semester, dan JP.'}
      </p>
      <form className="row g-2 align-items-end mb-3" aria-label="Saring ATP" onSubmit={(e) => e.preventDefault()}>
        <div className="col-6 col-md-3">
          <label className="form-label small mb-1" htmlFor="atp-subject">
            Mata pelajaran
          </label>
          <select id="atp-subject" className="form-select form-select-sm" value={query.subjectId} onChange={(e) => setQuery('subjectId', e.target.value)}>
            <option value="">Semua</option>
            {subjects.state === 'ready' &&
              subjects.data.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label small mb-1" htmlFor="atp-phase">
            Fase
          </label>
          <select id="atp-phase" className="form-select form-select-sm" value={query.phase} onChange={(e) => setQuery('phase', e.target.value)}>
            <option value="">Semua</option>
            {PHASES.map((p) => (
              <option key={p} value={p}>
                {phaseLabel(p)}
              </option>
            ))}
          </select>
        </div>
        {!def && (
          <div className="col-12 col-md-3 form-check ms-2">
            <input
              id="atp-mine"
              type="checkbox"
              className="form-check-input"
              checked={query.mine === '1'}
              onChange={(e) => setQuery('mine', e.target.checked ? '1' : '')}
            />
            <label className="form-check-label small" htmlFor="atp-mine">
              Hanya mapel yang saya ampu
            </label>
          </div>
        )}
      </form>
      {canAdd && (
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Link to={routeTo(def ? 'curriculum_atp_def_add' : 'curriculum_atp_add')} className="btn btn-primary btn-sm">
            Tambah ATP
          </Link>
          <ImportPanel kind="tp" owner={def ? 'platform' : 'school'} onImported={atps.retry} />
        </div>
      )}
      {atps.state === 'loading' && <Loading />}
      {atps.state === 'failed' && <LoadFailed message={atps.message} onRetry={atps.retry} />}
      {ready && ready.data.length === 0 && <p className="text-body-secondary">Belum ada ATP untuk pilihan ini.</p>}
      <ul className="list-unstyled">
        {ready?.data.map((a) => (
          <li key={a.id} className="portal-card mb-2">
            <div className="d-flex flex-wrap align-items-center gap-2">
              <h2 className="h6 mb-0 flex-grow-1">
                <Link to={routeTo(editRoute, { id: a.id })}>{a.title}</Link>
              </h2>
              <OwnerBadge owner={a.owner} />
              {ready.myCourseIds.includes(a.courseId ?? -1) && <span className="badge text-bg-info">Mapel saya</span>}
            </div>
            <p className="small text-body-secondary mb-1">
              {a.subjectName} · {phaseLabel(a.phase)}
              {a.courseName ? ` · ${a.courseName}` : ''} · {a.tpCount} TP
            </p>
            {def &&
              ready.canEditSchool &&
              !ready.canEditPlatform &&
              (a.copyId ? (
                <Link to={routeTo('curriculum_atp_1', { id: a.copyId })} className="small">
                  Buka salinan sekolah
                </Link>
              ) : (
                <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => copy(a.id, a.subjectId)}>
                  Salin ke sekolah
                </button>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
