/**
 * /struktur_organisasi: the school's organisation chart as nested boxes (a nested list for screen readers); on a
 * phone the levels stack. The office edits the boxes on /struktur_test.
 */
import { Link } from 'react-router';
import { orgChartContract } from '../../../shared/api/classroom/org-chart.ts';
import type { OutputOf } from '../../../shared/api/contract.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { ScrollRegion } from './form-kit.tsx';
import { routeTo } from './ui.tsx';
import './org-chart.css';

type Position = OutputOf<typeof orgChartContract>['positions'][number];

export default function OrgChartScreen() {
  const result = useApiData(() => call(orgChartContract));
  if (result.state === 'loading') return <Loading label="Memuat struktur organisasi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { positions, canEdit } = result.data;
  return (
    <section>
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <h1 className="h4 mb-0 me-auto">Struktur Organisasi</h1>
        {canEdit && (
          <Link className="btn btn-sm btn-outline-primary" to={routeTo('struktur_test')}>
            Ubah bagan
          </Link>
        )}
      </div>
      {positions.length === 0 ? (
        <p>Bagan belum diisi.</p>
      ) : (
        <ScrollRegion label="Bagan struktur organisasi">
          <Level positions={positions} parentId={null} />
        </ScrollRegion>
      )}
    </section>
  );
}

function Level({ positions, parentId }: { positions: Position[]; parentId: number | null }) {
  const here = positions.filter((p) => p.parentId === parentId);
  return (
    <ul className={parentId === null ? 'org-chart' : undefined}>
      {here.map((p) => (
        <li key={p.id}>
          <div className="org-box">
            <div className="fw-semibold">{p.title}</div>
            <div>{p.holderName ?? '—'}</div>
            {p.holderNip && <div className="small text-body-secondary">NIP {p.holderNip}</div>}
          </div>
          {positions.some((c) => c.parentId === p.id) && <Level positions={positions} parentId={p.id} />}
        </li>
      ))}
    </ul>
  );
}
