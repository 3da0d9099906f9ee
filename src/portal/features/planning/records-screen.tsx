/** /process-records: the supervision trail of the year, newest first: who submitted, reviewed or returned which document, with the note. */
import { useState } from 'react';
import { Link } from 'react-router';
import { processRecordsContract } from '../../../shared/api/planning/supervision.ts';
import { PLAN_EVENT_ACTIONS, PLAN_EVENT_LABELS, PLAN_KIND_LABELS, type PlanEventAction } from '../../../shared/planning/model.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { documentLink } from './plan-routes.ts';
import { StatusBadge } from './status-badge.tsx';
import { moment } from './ui.ts';

export default function RecordsScreen() {
  const [action, setAction] = useState<PlanEventAction | ''>('');
  return <Records key={action} action={action} onAction={setAction} />;
}

function Records({ action, onAction }: { action: PlanEventAction | ''; onAction: (a: PlanEventAction | '') => void }) {
  const loaded = useApiData(() => call(processRecordsContract, { input: { action: action || undefined } }));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const { records, yearLabel } = loaded.data;
  return (
    <section>
      <h1 className="h4 mb-1">Catatan Proses Supervisi</h1>
      <p className="small text-body-secondary">Tahun ajaran {yearLabel} · pengajuan, telaah dan pengembalian perangkat ajar, terbaru di atas.</p>
      <div className="mb-2" style={{ maxWidth: '16rem' }}>
        <label className="form-label small mb-0" htmlFor="catatan-tindakan">
          Tindakan
        </label>
        <select id="catatan-tindakan" className="form-select form-select-sm" value={action} onChange={(e) => onAction(e.target.value as PlanEventAction | '')}>
          <option value="">Semua tindakan</option>
          {PLAN_EVENT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {PLAN_EVENT_LABELS[a]}
            </option>
          ))}
        </select>
      </div>
      {records.length === 0 ? (
        <p className="text-body-secondary">Belum ada catatan.</p>
      ) : (
        <ol className="list-group list-group-numbered">
          {records.map((r) => (
            <li key={r.id} className="list-group-item">
              <div className="d-flex flex-wrap gap-2 align-items-center">
                <span className="flex-grow-1 min-w-0">
                  <strong>{PLAN_EVENT_LABELS[r.action]}</strong> · {moment(r.at)} · oleh {r.userName}
                  <span className="d-block small">
                    {PLAN_KIND_LABELS[r.kind]} <Link to={documentLink(r.kind, r.documentId)}>{r.documentTitle}</Link> · {r.courseName} kelas {r.className} ·{' '}
                    {r.teacherName}
                  </span>
                  {r.note && <span className="d-block small fst-italic">"{r.note}"</span>}
                </span>
                <StatusBadge status={r.status} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
