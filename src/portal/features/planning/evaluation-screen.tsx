/**
 * /curriculum_class_evaluation/:id/…/:id9: the principal's review of one document (ids: document, rombel,
 * subject, teacher, year, semester, kind number, revision when linked, origin 1 = class detail, 2 = process
 * records). The document shows read-only with the review panel; a newer revision than the link's is said.
 */
import { Link, useParams } from 'react-router';
import { getDocumentContract } from '../../../shared/api/planning/documents.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { DocumentPanel } from './document-panel.tsx';
import { classDetailLink } from './plan-routes.ts';
import { routeTo } from './ui.ts';

const num = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : 0);

export default function EvaluationScreen() {
  const p = useParams();
  const ids = {
    document: num(p.id),
    section: num(p.id2),
    course: num(p.id3),
    teacher: num(p.id4),
    semester: num(p.id6),
    revision: num(p.id8),
    origin: num(p.id9),
  };
  const loaded = useApiData(() => call(getDocumentContract, { params: { id: ids.document } }));
  const back =
    ids.origin === 2 || !ids.section ? (
      <Link to={routeTo('process_records')}>&larr; Catatan proses</Link>
    ) : (
      <Link to={`${classDetailLink(ids.section, ids.course, ids.teacher)}${ids.semester ? `?semester=${ids.semester}` : ''}`}>&larr; Dokumen kelas ajar</Link>
    );
  if (loaded.state === 'loading') return <Loading label="Memuat dokumen…" />;
  if (loaded.state === 'failed')
    return (
      <>
        <p className="mb-1">{back}</p>
        <LoadFailed message={loaded.message} onRetry={loaded.retry} />
      </>
    );
  const changed = ids.revision > 0 && loaded.data.revision !== ids.revision;
  return (
    <section>
      <p className="mb-1">{back}</p>
      <p className="small text-body-secondary mb-1">Evaluasi perangkat ajar</p>
      {changed && (
        <div className="alert alert-info py-2" role="status">
          Dokumen sudah berubah sejak tautan ini dibuat; yang tampil adalah versi terbaru.
        </div>
      )}
      <DocumentPanel key={loaded.data.id} initial={loaded.data} />
    </section>
  );
}
