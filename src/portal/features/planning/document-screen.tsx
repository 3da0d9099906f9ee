/** /curriculum_ma/:id, /edit_rpp?id=, /syllabus/edit_syllabus?id=: one document in the editor (or read-only once submitted). */
import { Link, useParams, useSearchParams } from 'react-router';
import { getDocumentContract } from '../../../shared/api/planning/documents.ts';
import { PLAN_KIND_LABELS } from '../../../shared/planning/model.ts';
import { useCurrentRoute } from '../../app/route-handle.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { DocumentPanel } from './document-panel.tsx';
import { DOCUMENT_ROUTES, documentListLink } from './plan-routes.ts';

export default function DocumentScreen() {
  const config = DOCUMENT_ROUTES[useCurrentRoute()?.name ?? ''] ?? { kind: 'modul_ajar' as const };
  const param = useParams().id;
  const [search] = useSearchParams();
  const raw = param ?? search.get('id') ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const loaded = useApiData(() => (id ? call(getDocumentContract, { params: { id } }) : Promise.reject(new Error('Pilih dokumen dari daftar.'))));
  const back = (
    <p className="mb-1">
      <Link to={documentListLink(config.kind)}>&larr; Daftar {PLAN_KIND_LABELS[config.kind]}</Link>
    </p>
  );
  if (!id)
    return (
      <>
        {back}
        <p>Pilih dokumen dari daftar.</p>
      </>
    );
  if (loaded.state === 'loading') return <Loading label="Memuat dokumen…" />;
  if (loaded.state === 'failed')
    return (
      <>
        {back}
        <LoadFailed message={loaded.message} onRetry={loaded.retry} />
      </>
    );
  return (
    <section>
      <p className="mb-1">
        <Link to={documentListLink(loaded.data.kind, loaded.data.format)}>
          &larr; Daftar {loaded.data.format === 'one_page' ? 'RPP Satu Lembar' : PLAN_KIND_LABELS[loaded.data.kind]}
        </Link>
      </p>
      <DocumentPanel key={id} initial={loaded.data} />
    </section>
  );
}
