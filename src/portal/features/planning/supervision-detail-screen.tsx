/**
 * /curriculum_class_detail/:id/:id2/:id3 (rombel, subject, teacher): the planning documents of one teaching class
 * this semester with their state and the principal's note, each opening in the review screen.
 */
import { Link, useParams, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { supervisionClassContract } from '../../../shared/api/planning/supervision.ts';
import { PLAN_KIND_LABELS } from '../../../shared/planning/model.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { $yearId } from '../../lib/session-store.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { documentLink, evaluationLink } from './plan-routes.ts';
import { StatusBadge } from './status-badge.tsx';
import { moment, routeTo } from './ui.ts';

const num = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);

export default function SupervisionDetailScreen() {
  const p = useParams();
  const [search] = useSearchParams();
  const ids = { sectionId: num(p.id), courseId: num(p.id2), teacherId: num(p.id3) };
  const semester = search.get('semester') === '1' ? '1' : search.get('semester') === '2' ? '2' : undefined;
  const yearId = Number(useStore($yearId)) || 0;
  const loaded = useApiData(() => call(supervisionClassContract, { params: ids, input: { semester } }));
  const back = (
    <p className="mb-1">
      <Link to={routeTo('curriculum_class')}>&larr; Supervisi perangkat ajar</Link>
    </p>
  );
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed')
    return (
      <>
        {back}
        <LoadFailed message={loaded.message} onRetry={loaded.retry} />
      </>
    );
  const d = loaded.data;
  return (
    <section>
      {back}
      <h1 className="h4 mb-1">
        {d.courseName} · {d.sectionName}
      </h1>
      <p className="small text-body-secondary">
        Guru {d.teacherName} · Kelas {d.className} · Semester {d.semester} · {d.yearLabel}
      </p>
      <ul className="list-inline small">
        {d.kinds.map((k) => (
          <li key={k.kind} className="list-inline-item">
            {PLAN_KIND_LABELS[k.kind]}: <StatusBadge status={k.state} />
          </li>
        ))}
      </ul>
      {d.documents.length === 0 ? (
        <p className="text-body-secondary">Guru belum menulis dokumen perencanaan untuk kelas ini pada semester ini.</p>
      ) : (
        <ul className="list-group">
          {d.documents.map((doc) => (
            <li key={doc.id} className="list-group-item">
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <div className="flex-grow-1 min-w-0">
                  <span className="badge text-bg-light border me-1">{PLAN_KIND_LABELS[doc.kind]}</span>
                  <Link
                    to={evaluationLink({
                      document: doc.id,
                      section: ids.sectionId,
                      course: ids.courseId,
                      teacher: ids.teacherId,
                      year: yearId || doc.academicYearId,
                      semester: Number(d.semester),
                      kind: doc.kind,
                      revision: doc.revision,
                      origin: 1,
                    })}
                    className="fw-semibold"
                  >
                    {doc.title}
                  </Link>
                  <div className="small text-body-secondary">
                    diperbarui {moment(doc.updatedAt)}
                    {doc.submittedAt ? ` · diajukan ${moment(doc.submittedAt)}` : ''}
                  </div>
                </div>
                <StatusBadge status={doc.status} />
              </div>
              {doc.reviewNote && <p className="small mb-0 mt-1">Catatan: {doc.reviewNote}</p>}
              <Link className="small" to={documentLink(doc.kind, doc.id)}>
                Buka di daftar dokumen
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
