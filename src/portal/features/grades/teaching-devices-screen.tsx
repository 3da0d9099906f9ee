/**
 * /teaching_device_subjects: the teacher's perangkat ajar per subject: for each subject they teach this year (the
 * office and the principal: every subject with documents), how many silabus, RPP and modul ajar exist and in which
 * state (draf, menunggu telaah, ditelaah, dikembalikan), and which subject still has none. Read from the planning
 * module's document list; each kind opens its own list to write or submit.
 */
import { Link } from 'react-router';
import { listClassesContract } from '../../../shared/api/grades/classes.ts';
import { listDocumentsContract } from '../../../shared/api/planning/documents.ts';
import { PLAN_KIND_LABELS, PLAN_KINDS, PLAN_STATUS_LABELS, type PlanKind, type PlanStatus } from '../../../shared/planning/model.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { routeTo } from '../../lib/route-to.ts';
import { useApiData } from '../../lib/use-api-data.ts';

const LIST_ROUTE: Record<PlanKind, string> = { silabus: 'syllabus_index', rpp: 'rpp_index', modul_ajar: 'curriculum_ma' };
const TONE: Record<PlanStatus, string> = { draft: 'secondary', submitted: 'warning', reviewed: 'success', returned: 'danger' };

export default function TeachingDevicesScreen() {
  const loaded = useApiData(async () => {
    const [classes, ...docs] = await Promise.all([
      call(listClassesContract, { input: { scope: 'mine' } }),
      ...PLAN_KINDS.map((kind) => call(listDocumentsContract, { input: { kind } })),
    ]);
    return { classes, docs: docs.flatMap((d) => d.documents), yearLabel: docs[0]?.yearLabel ?? classes.yearLabel, wide: docs[0]?.schoolWide ?? false };
  });
  if (loaded.state === 'loading') return <Loading label="Memuat perangkat ajar…" />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const { classes, docs, yearLabel, wide } = loaded.data;
  const subjects = [...new Set([...classes.classes.map((c) => c.courseName), ...docs.map((d) => d.courseName)])].sort();
  const missing = subjects.filter((s) => !docs.some((d) => d.courseName === s)).length;
  return (
    <section>
      <h1 className="h4">Perangkat Ajar per Mata Pelajaran</h1>
      <p className="small text-body-secondary">
        Tahun ajaran {yearLabel}
        {wide ? ' · seluruh sekolah' : ''} · {subjects.length} mapel · {missing} belum punya perangkat ajar.
      </p>
      <div className="d-flex flex-wrap gap-2 mb-2">
        {PLAN_KINDS.map((k) => (
          <Link key={k} className="btn btn-sm btn-outline-primary" to={routeTo(LIST_ROUTE[k])}>
            {PLAN_KIND_LABELS[k]}
          </Link>
        ))}
      </div>
      {subjects.length === 0 ? (
        <p>Belum ada mapel yang Anda ajar pada tahun ajaran ini.</p>
      ) : (
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        <div className="table-responsive border rounded" role="region" aria-label="Perangkat ajar per mapel" tabIndex={0}>
          <table className="table table-sm table-bordered small mb-0">
            <thead className="table-light">
              <tr>
                <th scope="col">Mata pelajaran</th>
                <th scope="col">Kelas ajar</th>
                {PLAN_KINDS.map((k) => (
                  <th scope="col" key={k}>
                    {PLAN_KIND_LABELS[k]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {subjects.map((s) => (
                <tr key={s}>
                  <th scope="row" className="fw-normal">
                    {s}
                  </th>
                  <td>
                    {classes.classes
                      .filter((c) => c.courseName === s)
                      .map((c) => c.sectionName)
                      .join(', ') || '–'}
                  </td>
                  {PLAN_KINDS.map((k) => {
                    const mine = docs.filter((d) => d.courseName === s && d.kind === k);
                    return (
                      <td key={k}>
                        {mine.length === 0 ? (
                          <span className="text-danger">Belum ada</span>
                        ) : (
                          mine.map((d) => (
                            <div key={d.id}>
                              <span className={`badge text-bg-${TONE[d.status]} me-1`}>{PLAN_STATUS_LABELS[d.status]}</span>
                              {d.title}
                              {wide ? <span className="text-body-secondary"> · {d.teacherName}</span> : null}
                            </div>
                          ))
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
