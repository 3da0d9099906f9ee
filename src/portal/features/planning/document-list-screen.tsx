/**
 * /curriculum_ma, /rpp/index, /rpp1 (RPP satu lembar), /syllabus/index: a teacher's own documents of the year,
 * or the whole school's for the admin and the principal, with their review state and a filter by state.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { listDocumentsContract } from '../../../shared/api/planning/documents.ts';
import {
  CURRICULUM_LABELS,
  KIND_CURRICULUM,
  PLAN_KIND_LABELS,
  PLAN_STATUS_LABELS,
  PLAN_STATUSES,
  type PlanFormat,
  type PlanKind,
  type PlanStatus,
} from '../../../shared/planning/model.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { DOCUMENT_ROUTES, documentAddLink, documentLink } from './plan-routes.ts';
import { StatusBadge } from './status-badge.tsx';
import { moment } from './ui.ts';

export default function DocumentListScreen() {
  const config = DOCUMENT_ROUTES[useCurrentRoute()?.name ?? ''] ?? { kind: 'modul_ajar' as const };
  return <DocumentList key={`${config.kind}:${config.format ?? ''}`} kind={config.kind} format={config.format} />;
}

function DocumentList({ kind, format }: { kind: PlanKind; format?: PlanFormat }) {
  const [status, setStatus] = useState<PlanStatus | ''>('');
  const loaded = useApiData(() => call(listDocumentsContract, { input: { kind, format } }));
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed message={loaded.message} onRetry={loaded.retry} />;
  const data = loaded.data;
  const name = format === 'one_page' ? 'RPP Satu Lembar' : PLAN_KIND_LABELS[kind];
  const rows = data.documents.filter((d) => !status || d.status === status);
  return (
    <section>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <div className="flex-grow-1">
          <h1 className="h4 mb-1">{data.schoolWide ? `${name} Sekolah` : `${name} Saya`}</h1>
          <p className="small text-body-secondary mb-0">
            Tahun ajaran {data.yearLabel} · semester aktif {data.semester} · {CURRICULUM_LABELS[KIND_CURRICULUM[kind]]}
          </p>
        </div>
        {data.canWrite && (
          <Link className="btn btn-primary" to={documentAddLink(kind, format)}>
            Tulis {name}
          </Link>
        )}
      </div>
      <div className="mb-2" style={{ maxWidth: '16rem' }}>
        <label className="form-label small mb-0" htmlFor="saring-status">
          Status
        </label>
        <select id="saring-status" className="form-select form-select-sm" value={status} onChange={(e) => setStatus(e.target.value as PlanStatus | '')}>
          <option value="">Semua status</option>
          {PLAN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {PLAN_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {rows.length === 0 ? (
        <p className="text-body-secondary">{data.canWrite ? `Belum ada ${name.toLowerCase()}. Mulai dengan tombol "Tulis ${name}".` : 'Belum ada dokumen.'}</p>
      ) : (
        <ul className="list-group">
          {rows.map((d) => (
            <li key={d.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
              <div className="flex-grow-1 min-w-0">
                <Link to={documentLink(d.kind, d.id)} className="fw-semibold">
                  {d.title}
                </Link>
                <div className="small text-body-secondary">
                  {d.courseName} · Kelas {d.className} · Semester {d.semester}
                  {data.schoolWide ? ` · ${d.teacherName}` : ''} · diperbarui {moment(d.updatedAt)}
                </div>
              </div>
              <StatusBadge status={d.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
