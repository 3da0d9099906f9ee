/** The student's exams (list_student_school_exams, the AKM list and the iOS variants). */
import { Link } from 'react-router';
import { SCHEDULE_KIND_LABELS } from '../../../../shared/exams/access.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { myExamsContract } from '../../../../shared/api/exams/schedules.ts';
import { call } from '../../../lib/api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { examPath, kindsForRoute } from '../ui/exam-kinds.ts';
import { examPagePath } from '../practice/practice-api.ts';
import { formatDateTime } from '../ui/format.ts';
import { StatusBadge } from '../ui/table-head.tsx';

export default function MyExamsScreen() {
  const route = useCurrentRoute();
  const kinds = kindsForRoute(route?.name);
  const result = useApiData(() => call(myExamsContract));
  if (result.state === 'loading') return <Loading label="Memuat daftar ujian…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const now = new Date(result.data.serverTime).getTime();
  const exams = result.data.data.filter((e) => kinds.includes(e.kind));
  return (
    <section>
      <h1 className="h4 mb-3">{route?.title ?? 'Daftar Ujian'}</h1>
      {exams.length === 0 && <p className="text-body-secondary">Belum ada ujian untuk kelas Anda.</p>}
      <div className="row g-3">
        {exams.map((e) => {
          const open = now >= new Date(e.startsAt).getTime() && now <= new Date(e.endsAt).getTime();
          return (
            <div className="col-md-6 col-xl-4" key={e.attemptId}>
              <article className="card h-100" aria-labelledby={`ujian-${e.attemptId}`}>
                <div className="card-body">
                  <p className="small text-body-secondary mb-1">
                    {SCHEDULE_KIND_LABELS[e.kind]}
                    {e.courseName ? ` · ${e.courseName}` : ''}
                  </p>
                  <h2 id={`ujian-${e.attemptId}`} className="h6">
                    {e.title}
                  </h2>
                  <p className="small mb-2">
                    {formatDateTime(e.startsAt)} – {formatDateTime(e.endsAt)}
                    <br />
                    {e.durationMinutes} menit{e.session ? ` · ${e.session}` : ''}
                    {e.room ? ` · ${e.room}` : ''}
                    {e.tokenRequired ? ' · pakai token' : ''}
                  </p>
                  <StatusBadge status={e.status} blocked={e.blocked} />
                  {e.status === 'finished' && e.grade !== null && <span className="ms-2">Nilai: {e.grade}</span>}
                  {e.resultNote && <p className="small text-body-secondary mt-2 mb-0">{e.resultNote}</p>}
                </div>
                <div className="card-footer bg-transparent">
                  {/* The exam's page (student_exam…) holds the rules, the token and "Mulai": practice/start-exam.tsx, shared with the practice screens. */}
                  {e.status === 'finished' ? (
                    <Link className="btn btn-outline-secondary btn-sm" to={examPagePath(route?.name, e.kind, e.attemptId)}>
                      Lihat hasil
                    </Link>
                  ) : open ? (
                    <Link
                      className="btn btn-primary"
                      to={e.status === 'working' ? examPath(e.kind, e.attemptId) : examPagePath(route?.name, e.kind, e.attemptId)}
                    >
                      {e.status === 'working' ? 'Lanjutkan' : 'Kerjakan'}
                    </Link>
                  ) : (
                    <span className="small text-body-secondary">{now < new Date(e.startsAt).getTime() ? 'Belum dibuka' : 'Sudah ditutup'}</span>
                  )}
                </div>
              </article>
            </div>
          );
        })}
      </div>
    </section>
  );
}
