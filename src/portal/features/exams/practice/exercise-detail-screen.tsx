/**
 * One class exercise for the student (exercises_class_view_detail/:id; :id = schedule id): instructions,
 * window, size, "Mulai" / "Lanjutkan" / "Ulangi", and every attempt with its score. resultexercises/:id shows
 * the same attempts as the exercise's results page.
 */
import { Link, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useCurrentRoute } from '../../../app/route-handle.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { formatDateTime } from '../ui/format.ts';
import { StatusBadge, TableHead } from '../ui/table-head.tsx';
import { exerciseDetail, takePath, type ExerciseDetail } from './practice-api.ts';
import { RetryButton } from './retry-button.tsx';
import { StartExam } from './start-exam.tsx';

export default function ExerciseDetailScreen() {
  const { id } = useParams();
  return <Detail key={id} scheduleId={Number(id)} />;
}

function Detail({ scheduleId }: { scheduleId: number }) {
  const route = useCurrentRoute();
  const resultsPage = route?.name === 'resultexercises';
  const result = useApiData(() => exerciseDetail(scheduleId));
  if (result.state === 'loading') return <Loading label="Memuat latihan…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedule: s, attempt: a } = result.data;
  const now = new Date(result.data.serverTime).getTime();
  const open = now >= new Date(s.startsAt).getTime() && now <= new Date(s.endsAt).getTime();
  return (
    <section>
      <p className="small text-body-secondary mb-1">Latihan{s.courseName ? ` · ${s.courseName}` : ''}</p>
      <h1 className="h4">{resultsPage ? `Hasil: ${s.title}` : s.title}</h1>
      {!resultsPage && (
        <>
          <p>
            <StatusBadge status={a.status} blocked={a.blocked} />
          </p>
          <div className="card mb-3">
            <div className="card-body">
              <h2 className="h6">Petunjuk</h2>
              <ul className="small mb-2">
                <li>
                  Kerjakan {s.questionCount} soal dalam {s.durationMinutes} menit. Jawaban tersimpan otomatis.
                </li>
                <li>Setelah selesai, nilai dan pembahasan (kunci jawaban) langsung terlihat.</li>
                <li>Latihan boleh diulang selama masih dibuka; setiap hasil tetap tersimpan di riwayat.</li>
                {s.tokenRequired && <li>Perlu token dari guru untuk memulai.</li>}
              </ul>
              <p className="small mb-3">
                Dibuka {formatDateTime(s.startsAt)} sampai {formatDateTime(s.endsAt)}
              </p>
              <NextStep detail={result.data} open={open} onChanged={result.retry} />
            </div>
          </div>
        </>
      )}
      <Attempts detail={result.data} />
      <div className="d-flex flex-wrap gap-3 mt-2">
        {resultsPage ? <Link to={`/exercises_class_view_detail/${s.id}`}>Rincian latihan</Link> : <Link to={`/resultexercises/${s.id}`}>Semua hasil</Link>}
        <Link to={s.courseId ? `/exercises/${s.courseId}` : '/exercises_class_view'}>Kembali ke daftar latihan</Link>
      </div>
    </section>
  );
}

function NextStep({ detail, open, onChanged }: { detail: ExerciseDetail; open: boolean; onChanged: () => void }) {
  const { schedule: s, attempt: a } = detail;
  if (a.blocked) return <p className="alert alert-danger mb-0">Latihan Anda diblokir oleh guru. Hubungi guru Anda.</p>;
  if (a.status === 'working') {
    return (
      <Link className="btn btn-primary" to={takePath('practice', a.id)}>
        Lanjutkan
      </Link>
    );
  }
  if (!open)
    return (
      <p className="text-body-secondary small mb-0">
        {a.status === 'not_started' && new Date(s.startsAt) > new Date(detail.serverTime) ? 'Latihan belum dibuka.' : 'Latihan sudah ditutup.'}
      </p>
    );
  if (a.status === 'not_started') return <StartExam attemptId={a.id} kind="practice" tokenRequired={s.tokenRequired} compact />;
  return (
    <div className="d-flex flex-wrap gap-2">
      <RetryButton attemptId={a.id} tokenRequired={s.tokenRequired} onRetried={onChanged} />
      <Link className="btn btn-outline-primary" to={`/result_exercisedetail/${a.id}`}>
        Lihat pembahasan
      </Link>
    </div>
  );
}

/** Every attempt, newest first: the current one (when started) and the archived ones. */
function Attempts({ detail }: { detail: ExerciseDetail }) {
  const { attempt: a, history } = detail;
  const rows = [
    ...(a.status === 'not_started'
      ? []
      : [
          {
            key: 'kini',
            no: a.attemptNo,
            status: a.status,
            finishedAt: a.finishedAt,
            grade: a.grade,
            score: a.score,
            maxScore: a.maxScore,
            note: a.status === 'working' ? 'sedang dikerjakan' : '',
            review: a.status === 'finished' ? `/result_exercisedetail/${a.id}` : null,
          },
        ]),
    ...history.map((h) => ({
      key: String(h.id),
      no: h.attemptNo,
      status: h.status,
      finishedAt: h.finishedAt,
      grade: h.grade,
      score: h.score,
      maxScore: h.maxScore,
      note: h.reason === 'reset' ? 'direset guru' : '',
      review: `/result_exercisedetail/${a.id}?riwayat=${h.id}`,
    })),
  ];
  return (
    <section aria-labelledby="riwayat-percobaan">
      <h2 id="riwayat-percobaan" className="h5">
        Percobaan saya
      </h2>
      {rows.length === 0 ? (
        <p className="text-body-secondary">Belum ada percobaan untuk latihan ini.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <TableHead columns={['Ke-', 'Selesai', 'Nilai']} actions />
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <td>{r.no}</td>
                  <td className="small">
                    {r.status === 'finished' ? formatDateTime(r.finishedAt) : '–'}
                    {r.note && <span className="d-block text-body-secondary">{r.note}</span>}
                  </td>
                  <td>
                    {r.grade !== null ? <strong>{r.grade}</strong> : '–'}
                    {r.grade !== null && (
                      <span className="small text-body-secondary">
                        {' '}
                        ({r.score}/{r.maxScore})
                      </span>
                    )}
                  </td>
                  <td>
                    {r.review && (
                      <Link className="btn btn-sm btn-outline-primary" to={r.review} aria-label={`Pembahasan percobaan ke-${r.no}`}>
                        Pembahasan
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
