/**
 * Who sat an attempt and how it went, above the per-student result and the AKM report: rombel, start and
 * finish, minutes used of the allowed ones, how often the student left the exam page, and the score.
 */
import { StatusBadge } from '../ui/table-head.tsx';
import { formatDateTime } from '../ui/format.ts';
import { formatGrade, type AttemptDetail } from './records-api.ts';

const FINISH_REASONS: Record<string, string> = {
  submitted: 'dikumpulkan siswa',
  time_up: 'waktu habis',
  forced: 'diselesaikan pengawas',
  abandoned: 'ditutup otomatis',
};

export function AttemptHeader({ detail }: { detail: AttemptDetail }) {
  const { schedule, student, attempt: a } = detail;
  const allowed = schedule.durationMinutes + a.extraMinutes;
  return (
    <header className="mb-3">
      <h1 className="h4 mb-1">{student.name}</h1>
      <p className="text-body-secondary mb-2">
        {schedule.title} · {student.section ?? 'tanpa rombel'} · <StatusBadge status={a.status} blocked={false} />
      </p>
      <dl className="row mb-0 small" style={{ maxWidth: '40rem' }}>
        <dt className="col-5 col-sm-4">Mulai</dt>
        <dd className="col-7 col-sm-8">{formatDateTime(a.startedAt)}</dd>
        <dt className="col-5 col-sm-4">Selesai</dt>
        <dd className="col-7 col-sm-8">
          {formatDateTime(a.finishedAt)}
          {a.finishReason && FINISH_REASONS[a.finishReason] ? ` (${FINISH_REASONS[a.finishReason]})` : ''}
        </dd>
        <dt className="col-5 col-sm-4">Waktu dipakai</dt>
        <dd className="col-7 col-sm-8">
          {a.usedMinutes === null ? '–' : `${a.usedMinutes} dari ${allowed} menit`}
          {a.extraMinutes > 0 ? ` (termasuk tambahan ${a.extraMinutes} menit)` : ''}
        </dd>
        <dt className="col-5 col-sm-4">Keluar halaman</dt>
        <dd className="col-7 col-sm-8">{a.leaveCount > 0 ? <span className="badge text-bg-warning">{a.leaveCount} kali</span> : 'tidak pernah'}</dd>
        <dt className="col-5 col-sm-4">Skor</dt>
        <dd className="col-7 col-sm-8">{a.score === null ? '–' : `${formatGrade(a.score)} dari ${formatGrade(a.maxScore)} poin`}</dd>
        <dt className="col-5 col-sm-4">Nilai</dt>
        <dd className="col-7 col-sm-8">
          <strong data-testid="nilai-siswa">{formatGrade(a.grade)}</strong>
          {a.pendingEssays > 0 && <span className="badge text-bg-warning ms-2">{a.pendingEssays} uraian belum dinilai</span>}
        </dd>
      </dl>
    </header>
  );
}
