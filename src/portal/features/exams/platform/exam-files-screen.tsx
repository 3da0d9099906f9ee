/**
 * upload_file_examination: exam files from the platform's super admin (a .seb configuration, a proctor's
 * guide, an answer-sheet template). The super admin uploads and deletes; school staff download what is
 * published to their school or to every school.
 */
import { LoadFailed, Loading } from '../../../components/ui/load-state.tsx';
import { call } from '../../../lib/api.ts';
import { deleteExamFileContract, downloadExamFileContract, listExamFilesContract, type examFileViewSchema } from '../../../../shared/api/exams/platform.ts';
import type { z } from 'zod';
import { useApiData } from '../../../lib/use-api-data.ts';
import { confirmThen, runOrShow } from '../ui/confirm.ts';
import { download } from '../ui/exam-api.ts';
import { formatDateTime } from '../ui/format.ts';
import { ExamFileUpload } from './exam-file-upload.tsx';

type ExamFile = z.output<typeof examFileViewSchema>;

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export default function ExamFilesScreen() {
  const result = useApiData(() => call(listExamFilesContract));
  if (result.state === 'loading') return <Loading label="Memuat berkas ujian…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const { data, canPublish, schools } = result.data;
  const remove = async (f: ExamFile) => {
    if (
      await confirmThen('Hapus berkas?', `${f.title} (${f.fileName}) tidak lagi dapat diunduh sekolah.`, 'Hapus', () =>
        call(deleteExamFileContract, { params: { id: f.id } }),
      )
    )
      result.retry();
  };
  return (
    <section>
      <h1 className="h4 mb-2">Berkas Ujian</h1>
      <p className="text-body-secondary">
        {canPublish ? 'Berkas untuk ujian yang Anda bagikan ke semua sekolah atau satu sekolah.' : 'Berkas ujian dari pengelola platform untuk sekolah Anda.'}
      </p>
      {canPublish && <ExamFileUpload schools={schools} onUploaded={result.retry} />}
      {data.length === 0 && <p className="text-body-secondary">Belum ada berkas ujian.</p>}
      <ul className="list-group">
        {data.map((f) => (
          <li key={f.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
            <div className="me-auto" style={{ minWidth: 0 }}>
              <strong className="d-block text-break">{f.title}</strong>
              <span className="small text-body-secondary text-break">
                {f.fileName} · {sizeOf(f.size)} · {formatDateTime(f.createdAt)}
                {canPublish ? ` · ${f.schoolName ?? 'Semua sekolah'}` : ''}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => void runOrShow(() => download(downloadExamFileContract, { params: { id: f.id } }, f.fileName))}
              aria-label={`Unduh ${f.title}`}
            >
              Unduh
            </button>
            {canPublish && (
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void remove(f)} aria-label={`Hapus ${f.title}`}>
                Hapus
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
