/**
 * result_exercises_class_detail_history/:id/:sd_exam_enroll_user_id: one student's attempts at a schedule —
 * the current one and each archived one, newest first — each with its answers (archived answers from the copy
 * kept when the attempt was reset or retried).
 */
import { useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { ReviewQuestionCard } from '../results/review-question.tsx';
import { call } from '../../../lib/api.ts';
import { studentHistoryContract } from '../../../../shared/api/exams/records.ts';
import { formatDateTime } from '../ui/format.ts';
import { ARCHIVE_REASONS } from './archive-reasons.ts';
import { formatGrade } from './records-api.ts';

export default function HistoryStudentScreen() {
  const params = useParams();
  const result = useApiData(() =>
    call(studentHistoryContract, { params: { id: Number(params.sd_exam_enroll_user_id) }, input: { scheduleId: Number(params.id) } }),
  );
  if (result.state === 'loading') return <Loading label="Memuat riwayat siswa…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedule, student, current, archived } = result.data;
  const attempts = [
    {
      key: 'now',
      title: `Pengerjaan ke-${current.attemptNo} (sekarang)`,
      note: current.status === 'finished' ? `selesai ${formatDateTime(current.finishedAt)}` : 'belum selesai',
      grade: current.grade,
      questions: current.questions,
    },
    ...[...archived].reverse().map((a) => ({
      key: String(a.id),
      title: `Pengerjaan ke-${a.attemptNo} (${ARCHIVE_REASONS[a.reason] ?? a.reason})`,
      note: `mulai ${formatDateTime(a.startedAt)}, diarsipkan ${formatDateTime(a.archivedAt)}${a.byName ? ` oleh ${a.byName}` : ''}`,
      grade: a.grade,
      questions: a.questions,
    })),
  ];
  return (
    <section>
      <h1 className="h4">Riwayat {student.name}</h1>
      <p className="text-body-secondary">
        {schedule.title} · {attempts.length} pengerjaan
      </p>
      {attempts.map((a, i) => (
        <details key={a.key} className="card mb-3" open={i === 0 || undefined}>
          <summary className="card-header">
            <strong>{a.title}</strong> · nilai {formatGrade(a.grade)} · {a.note}
          </summary>
          <div className="card-body">
            {a.questions.map((q) => (
              <ReviewQuestionCard key={q.id} question={q} scoring={null} />
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}
