/** new_result_exercises_class_detail/:id/:t_proc_result_exam_id: one student's final result with both attempts. */
import { Link, useParams } from 'react-router';
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { call } from '../../../lib/api.ts';
import { finalResultContract } from '../../../../shared/api/exams/records.ts';
import { formatDateTime } from '../ui/format.ts';
import { detailPath, formatGrade } from './records-api.ts';

export default function FinalResultScreen() {
  const params = useParams();
  const scheduleId = Number(params.id);
  const result = useApiData(() => call(finalResultContract, { params: { id: Number(params.t_proc_result_exam_id) }, input: { scheduleId } }));
  if (result.state === 'loading') return <Loading label="Memuat nilai akhir…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { schedule, student, result: r, original, remedials } = result.data;
  return (
    <section>
      <h1 className="h4">Nilai Akhir: {student.name}</h1>
      <p className="text-body-secondary">
        {schedule.title} · {student.section ?? 'tanpa rombel'} · diproses {formatDateTime(r.processedAt)}
        {r.processedByName ? ` oleh ${r.processedByName}` : ''}
      </p>
      <dl className="row mb-4" style={{ maxWidth: '32rem' }}>
        <dt className="col-7">Nilai ujian</dt>
        <dd className="col-5">{r.originalGrade === null ? 'tidak ikut' : formatGrade(r.originalGrade)}</dd>
        <dt className="col-7">Nilai remedial (paling tinggi KKM)</dt>
        <dd className="col-5">{formatGrade(r.remedialGrade)}</dd>
        <dt className="col-7">KKM</dt>
        <dd className="col-5">{r.kkmSet ? r.kkm : `${r.kkm} (bawaan)`}</dd>
        <dt className="col-7">Nilai akhir</dt>
        <dd className="col-5">
          <strong>{formatGrade(r.finalGrade)}</strong>{' '}
          {r.passed ? <span className="badge text-bg-success">Tuntas</span> : <span className="badge text-bg-danger">Belum tuntas</span>}
        </dd>
      </dl>
      <h2 className="h5">Pengerjaan</h2>
      <ul className="list-group mb-3">
        {original && (
          <li className="list-group-item d-flex flex-wrap justify-content-between gap-2">
            <span>
              Ujian: nilai {formatGrade(original.grade)} · selesai {formatDateTime(original.finishedAt)}
            </span>
            {original.status !== 'not_started' && <Link to={detailPath(schedule.id, original.attemptId)}>Lihat jawaban ujian</Link>}
          </li>
        )}
        {remedials.map((m) => (
          <li key={m.attemptId} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
            <span>
              {m.title}: nilai {formatGrade(m.grade)} {m.counted && <span className="badge text-bg-info">dihitung</span>}
            </span>
            {m.status !== 'not_started' && <Link to={detailPath(m.scheduleId, m.attemptId)}>Lihat jawaban remedial</Link>}
          </li>
        ))}
        {remedials.length === 0 && <li className="list-group-item text-body-secondary">Tidak mengikuti remedial.</li>}
      </ul>
      <Link to={`/new_result_exercises_class_detail/${schedule.id}`}>← Kembali ke daftar nilai akhir</Link>
    </section>
  );
}
