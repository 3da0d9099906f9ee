/**
 * The student's class exercises (exercises_class_view), grouped by course; /exercises/:id shows one course's.
 * Each card: status, attempts and best grade, and the next step — start, continue, or the review.
 */
import { Link, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { formatDateTime } from '../ui/format.ts';
import { StatusBadge } from '../ui/table-head.tsx';
import { myExercises, takePath, type MyExercise } from './practice-api.ts';
import { StartExam } from './start-exam.tsx';

export default function MyExercisesScreen() {
  const { id } = useParams();
  // A new course id in the address is a new list.
  return <Exercises key={id ?? 'semua'} courseId={id ? Number(id) : undefined} />;
}

function Exercises({ courseId }: { courseId?: number }) {
  const route = useCurrentRoute();
  const result = useApiData(() => myExercises(courseId));
  if (result.state === 'loading') return <Loading label="Memuat latihan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { data, course, serverTime } = result.data;
  const now = new Date(serverTime).getTime();
  const groups = new Map<string, { courseId: number | null; items: MyExercise[] }>();
  for (const e of data) {
    const name = e.courseName ?? 'Tanpa mata pelajaran';
    const group = groups.get(name) ?? { courseId: e.courseId, items: [] };
    group.items.push(e);
    groups.set(name, group);
  }
  return (
    <section>
      <h1 className="h4 mb-1">{course ? `Latihan ${course.name}` : (route?.title ?? 'Latihan Kelas')}</h1>
      {course && (
        <Link className="small d-inline-block mb-3" to="/exercises_class_view">
          Semua latihan
        </Link>
      )}
      {data.length === 0 && (
        <p className="text-body-secondary mt-3">Belum ada latihan untuk kelas Anda. Latihan muncul di sini setelah guru menjadwalkannya.</p>
      )}
      {[...groups.entries()].map(([name, group]) => (
        <section key={name} className="mt-3" aria-labelledby={`mapel-${group.courseId ?? 0}`}>
          <h2 id={`mapel-${group.courseId ?? 0}`} className="h5 d-flex flex-wrap align-items-baseline gap-2">
            {name}
            {!course && group.courseId && (
              <Link className="small fw-normal" to={`/exercises/${group.courseId}`}>
                Lihat semua
              </Link>
            )}
          </h2>
          <div className="row g-3">
            {group.items.map((e) => (
              <div className="col-md-6 col-xl-4" key={e.attemptId}>
                <ExerciseCard e={e} now={now} />
              </div>
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}

function ExerciseCard({ e, now }: { e: MyExercise; now: number }) {
  const open = now >= new Date(e.startsAt).getTime() && now <= new Date(e.endsAt).getTime();
  return (
    <article className="card h-100" aria-labelledby={`latihan-${e.attemptId}`}>
      <div className="card-body">
        <h3 id={`latihan-${e.attemptId}`} className="h6">
          <Link to={`/exercises_class_view_detail/${e.scheduleId}`}>{e.title}</Link>
        </h3>
        <p className="small mb-2">
          Sampai {formatDateTime(e.endsAt)}
          <br />
          {e.questionCount} soal · {e.durationMinutes} menit
        </p>
        <StatusBadge status={e.status} blocked={e.blocked} />
        <span className="small ms-2">
          {e.attempts > 0 ? `Dikerjakan ${e.attempts}×` : 'Belum pernah dikerjakan'}
          {e.bestGrade !== null && (
            <>
              {' '}
              · Nilai terbaik <strong>{e.bestGrade}</strong>
            </>
          )}
        </span>
      </div>
      <div className="card-footer bg-transparent d-flex flex-wrap gap-2">
        {e.status === 'working' ? (
          <Link className="btn btn-primary btn-sm" to={takePath('practice', e.attemptId)}>
            Lanjutkan
          </Link>
        ) : e.status === 'not_started' && open && !e.blocked ? (
          <StartExam attemptId={e.attemptId} kind="practice" tokenRequired={e.tokenRequired} compact />
        ) : e.status === 'finished' ? (
          <Link className="btn btn-outline-primary btn-sm" to={`/result_exercisedetail/${e.attemptId}`}>
            Pembahasan
          </Link>
        ) : (
          <span className="small text-body-secondary align-self-center">
            {now < new Date(e.startsAt).getTime() ? `Dibuka ${formatDateTime(e.startsAt)}` : 'Sudah ditutup'}
          </span>
        )}
        <Link className="btn btn-outline-secondary btn-sm" to={`/exercises_class_view_detail/${e.scheduleId}`}>
          Rincian
        </Link>
      </div>
    </article>
  );
}
