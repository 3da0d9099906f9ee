/**
 * The student's AKM and TKA practice exams (exercises_class_view_akm and the misspelt _new): status, and once
 * the result is shown, the grade with its AKM level. Finished ones open their AKM result; the others the
 * exam's page with the token and "Mulai".
 */
import { Link } from 'react-router';
import { akmLevel } from '../../../../shared/exams/akm-levels.ts';
import { SCHEDULE_KIND_LABELS } from '../../../../shared/exams/access.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { call } from '../../../lib/api.ts';
import { myExamsContract } from '../../../../shared/api/exams/schedules.ts';
import { AKM_KINDS } from '../ui/exam-kinds.ts';
import { formatDateTime } from '../ui/format.ts';
import { StatusBadge } from '../ui/table-head.tsx';

export default function MyAkmScreen() {
  const route = useCurrentRoute();
  const result = useApiData(() => call(myExamsContract));
  if (result.state === 'loading') return <Loading label="Memuat latihan AKM…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const exams = result.data.data.filter((e) => AKM_KINDS.includes(e.kind));
  return (
    <section>
      <h1 className="h4 mb-3">{route?.title ?? 'Daftar Ujian AKM'}</h1>
      {exams.length === 0 && <p className="text-body-secondary">Belum ada latihan AKM atau tryout TKA untuk kelas Anda.</p>}
      <div className="row g-3">
        {exams.map((e) => {
          // The grade is the share of the maximum score in percent: the level's cut-offs read it directly.
          const level = e.grade === null ? null : akmLevel(e.grade, 100);
          const to = e.status === 'finished' ? `/result_exercisedetail_akm/${e.attemptId}` : `/student_exam_akm/${e.attemptId}`;
          return (
            <div className="col-md-6 col-xl-4" key={e.attemptId}>
              <article className="card h-100" aria-labelledby={`akm-${e.attemptId}`}>
                <div className="card-body">
                  <p className="small text-body-secondary mb-1">
                    {SCHEDULE_KIND_LABELS[e.kind]}
                    {e.courseName ? ` · ${e.courseName}` : ''}
                  </p>
                  <h2 id={`akm-${e.attemptId}`} className="h6">
                    <Link to={to}>{e.title}</Link>
                  </h2>
                  <p className="small mb-2">
                    {formatDateTime(e.startsAt)} – {formatDateTime(e.endsAt)} · {e.durationMinutes} menit
                  </p>
                  <StatusBadge status={e.status} blocked={e.blocked} />
                  {e.grade !== null && <span className="ms-2">Nilai: {e.grade}</span>}
                  {level && <span className="badge text-bg-info ms-2">{level.label}</span>}
                </div>
                <div className="card-footer bg-transparent">
                  <Link className={`btn btn-sm ${e.status === 'finished' ? 'btn-outline-primary' : 'btn-primary'}`} to={to}>
                    {e.status === 'finished' ? 'Lihat hasil' : e.status === 'working' ? 'Lanjutkan' : 'Buka'}
                  </Link>
                </div>
              </article>
            </div>
          );
        })}
      </div>
    </section>
  );
}
