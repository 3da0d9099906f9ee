/** /kelas_room_detail/:id/:meeting/:sd_map_routine_id: one material; a student's first opening is recorded. */
import { Link, useParams } from 'react-router';
import { getMaterialContract } from '../../../shared/api/classroom/rooms.ts';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { openFile, routeTo } from './ui.tsx';

export default function MaterialScreen() {
  const params = useParams();
  const result = useApiData(() => call(getMaterialContract, { params: { id: Number(params.sd_map_routine_id) } }));
  if (result.state === 'loading') return <Loading label="Memuat materi…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const m = result.data;
  return (
    <article>
      <Link to={routeTo('kelas_room_detail_2', { id: m.roomId, sd_class_rout_detail_id: m.meetingId })} className="small">
        ← {m.courseName} · {m.meetingTitle}
      </Link>
      <h1 className="h4 mt-2">{m.title}</h1>
      {m.embedUrl && (
        <div className="ratio ratio-16x9 mb-3">
          <iframe
            src={m.embedUrl}
            title={m.title}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            sandbox="allow-scripts allow-same-origin allow-presentation"
          />
        </div>
      )}
      {/* Sanitised on the server (sanitize-html, a fixed list of tags, no attributes that run code). */}
      {m.body && <div className="mb-3 text-break" dangerouslySetInnerHTML={{ __html: m.body }} />}
      {m.url && m.kind !== 'video' && (
        <p>
          <a href={m.url} target="_blank" rel="noopener noreferrer">
            Buka tautan: {m.url}
          </a>
        </p>
      )}
      {m.fileId && (
        <button type="button" className="btn btn-outline-primary" onClick={() => openFile(m.fileId!)}>
          Unduh {m.fileName ?? 'berkas'}
        </button>
      )}
    </article>
  );
}
