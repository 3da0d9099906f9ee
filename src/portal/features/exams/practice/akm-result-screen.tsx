/**
 * The student's AKM result (result_exercisedetail_akm/:id; :id = attempt id): the score when the schedule
 * shows it, the AKM level with what it means, and the share earned per item type. No key: only a practice
 * (Latihan) has a review, linked from here.
 */
import { Link, useParams } from 'react-router';
import { AKM_LEVELS } from '../../../../shared/exams/akm-levels.ts';
import { ITEM_TYPE_LABELS } from '../../../../shared/exams/item-types.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { formatDateTime } from '../ui/format.ts';
import { TableHead } from '../ui/table-head.tsx';
import { examResult, type ExamResult } from './practice-api.ts';

export default function AkmResultScreen() {
  const { id } = useParams();
  return <AkmResult key={id} attemptId={Number(id)} />;
}

function AkmResult({ attemptId }: { attemptId: number }) {
  const result = useApiData(() => examResult(attemptId));
  if (result.state === 'loading') return <Loading label="Memuat hasil…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedule, attempt, result: r, reviewAvailable } = result.data;
  return (
    <section className="mx-auto" style={{ maxWidth: '48rem' }}>
      <p className="small text-body-secondary mb-1">Hasil{schedule.courseName ? ` · ${schedule.courseName}` : ''}</p>
      <h1 className="h4">{schedule.title}</h1>
      {attempt.status !== 'finished' ? (
        <p className="alert alert-secondary">
          Ujian ini belum selesai Anda kerjakan. <Link to={`/student_exam_akm/${attempt.id}`}>Buka halaman ujian</Link>
        </p>
      ) : r ? (
        <Visible result={r} />
      ) : (
        <p className="alert alert-info">{hiddenMessage(result.data)}</p>
      )}
      {attempt.finishedAt && <p className="small text-body-secondary">Selesai dikerjakan {formatDateTime(attempt.finishedAt)}.</p>}
      {reviewAvailable && (
        <Link className="btn btn-outline-primary me-2" to={`/result_exercisedetail/${attempt.id}`}>
          Lihat pembahasan
        </Link>
      )}
      <Link className="btn btn-link" to="/exercises_class_view_akm">
        Kembali ke daftar AKM
      </Link>
    </section>
  );
}

function hiddenMessage(data: ExamResult): string {
  if (data.schedule.resultVisibility === 'after_window') return `Nilai ditampilkan setelah jadwal ditutup (${formatDateTime(data.schedule.endsAt)}).`;
  return 'Nilai akan diumumkan oleh guru.';
}

function Visible({ result: r }: { result: NonNullable<ExamResult['result']> }) {
  return (
    <>
      <div className="card mb-3">
        <div className="card-body">
          <p className="mb-1">
            Nilai:{' '}
            <strong className="fs-4" data-testid="nilai-akm">
              {r.grade ?? '–'}
            </strong>{' '}
            ({r.score ?? 0} dari {r.maxScore ?? 0} poin)
          </p>
          {r.pendingEssays > 0 && <p className="small text-body-secondary mb-1">{r.pendingEssays} soal uraian belum dinilai guru; nilai dapat bertambah.</p>}
          {r.level && (
            <>
              <p className="mb-1">
                Tingkat kompetensi: <span className="badge text-bg-info fs-6">{r.level.label}</span>
              </p>
              <p className="small mb-0">{r.level.description}</p>
            </>
          )}
        </div>
      </div>
      <h2 className="h6">Per bentuk soal</h2>
      <div className="table-responsive">
        <table className="table table-sm align-middle">
          <TableHead columns={['Bentuk soal', 'Soal', 'Skor', 'Benar']} />
          <tbody>
            {r.byType.map((t) => (
              <tr key={t.type}>
                <td>{ITEM_TYPE_LABELS[t.type]}</td>
                <td>{t.questions}</td>
                <td>
                  {t.score} / {t.max}
                </td>
                <td style={{ minWidth: '7rem' }}>
                  <div
                    className="progress"
                    role="progressbar"
                    aria-label={`${ITEM_TYPE_LABELS[t.type]}: ${t.percent}%`}
                    aria-valuenow={t.percent}
                    aria-valuemin={0}
                    aria-valuemax={100}
                  >
                    <div className="progress-bar" style={{ width: `${t.percent}%` }}>
                      {t.percent}%
                    </div>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details className="small mb-3">
        <summary>Arti tingkat kompetensi</summary>
        <ul className="mb-0">
          {AKM_LEVELS.map((l) => (
            <li key={l.key}>
              <strong>{l.label}</strong> (mulai {l.from}%): {l.description}
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
