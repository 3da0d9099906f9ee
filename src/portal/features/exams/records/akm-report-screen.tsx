/**
 * examination/result-akm/detail_new/:id/:id2 (schedule, attempt): the AKM report of one student — the level
 * their score reaches (src/shared/exams/akm-levels.ts) with what it means, the share right per item type and
 * per stimulus (reading text), so a teacher sees where the student struggles, and the questions one by one.
 */
import { Link, useParams } from 'react-router';
import { AKM_LEVELS } from '../../../../shared/exams/akm-levels.ts';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { call } from '../../../lib/api.ts';
import { akmReportContract } from '../../../../shared/api/exams/records.ts';
import type { OutputOf } from '../../../../shared/api/contract.ts';
import { AttemptHeader } from './attempt-header.tsx';
import { QuestionTable } from './question-table.tsx';
import { detailPath, formatGrade } from './records-api.ts';
import { ShareBar } from './share-bar.tsx';

type AkmReport = OutputOf<typeof akmReportContract>;

export default function AkmReportScreen() {
  const params = useParams();
  const result = useApiData(() => call(akmReportContract, { params: { id: Number(params.id2) }, input: { scheduleId: Number(params.id) } }));
  if (result.state === 'loading') return <Loading label="Memuat laporan AKM…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const report = result.data;
  const { attempt, schedule, level } = report;
  return (
    <section>
      <AttemptHeader detail={report} />
      <Link className="btn btn-sm btn-outline-secondary mb-3" to={detailPath(schedule.id, attempt.id)}>
        Lembar jawaban lengkap
      </Link>
      <h2 className="h5">Level kompetensi</h2>
      {level ? (
        <div className="card mb-4" aria-label="Level kompetensi siswa">
          <div className="card-body">
            <p className="mb-1">
              <span className="badge text-bg-primary fs-6">{level.label}</span>
            </p>
            <p className="mb-3">{level.description}</p>
            <ol className="list-unstyled d-flex flex-wrap gap-1 mb-0 small">
              {AKM_LEVELS.map((l) => (
                <li key={l.key} className={`badge ${l.key === level.key ? 'text-bg-primary' : 'text-bg-light border'}`}>
                  {l.label} ({l.from}%+)
                </li>
              ))}
            </ol>
          </div>
        </div>
      ) : (
        <p className="alert alert-light border">Level belum dapat ditentukan: siswa belum selesai atau soal belum punya bobot.</p>
      )}
      <div className="row g-4 mb-4">
        <div className="col-12 col-lg-6">
          <Shares title="Per jenis soal" groups={report.byType} />
        </div>
        <div className="col-12 col-lg-6">
          <Shares title="Per stimulus" groups={report.byStimulus} />
        </div>
      </div>
      <h2 className="h5">Jawaban per soal</h2>
      <QuestionTable questions={report.questions} attempt={attempt} onSaved={result.retry} />
    </section>
  );
}

/** The share right of each group: a bar and the figures, as a list that reads on a phone. */
function Shares({ title, groups }: { title: string; groups: AkmReport['byType'] }) {
  return (
    <section aria-label={title}>
      <h3 className="h6">{title}</h3>
      {groups.length === 0 && <p className="small text-body-secondary">Belum ada soal.</p>}
      <ul className="list-unstyled mb-0">
        {groups.map((g) => (
          <li key={g.key} className="mb-2">
            <div className="d-flex justify-content-between gap-2 small">
              <span>
                {g.label} <span className="text-body-secondary">({g.questions} soal)</span>
              </span>
              <strong>{g.percent === null ? 'belum dinilai' : `${formatGrade(g.percent)}% benar`}</strong>
            </div>
            <ShareBar percent={g.percent} label={`${g.label}: ${g.percent ?? 0}% benar`} />
            <span className="visually-hidden">
              skor {formatGrade(g.score)} dari {formatGrade(g.max)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
