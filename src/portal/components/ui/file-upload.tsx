/**
 * The one upload control: pick a file (or several), see each one's progress, read the server's answer. The
 * size is checked here first so a school's slow line does not carry megabytes the server will refuse; the
 * server checks again, and checks the type by the file's first bytes.
 */
import { useId, useState } from 'react';
import { FILE_KIND_RULES, acceptOf, tooLargeMessage, type FileKind } from '../../../shared/files/file-kinds.ts';
import { failureText, toFailure } from '../../lib/api-failure.ts';
import { filesOfKind, uploadFile, type UploadTarget } from '../../lib/upload.ts';

interface Row {
  name: string;
  percent: number;
  state: 'sending' | 'done' | 'failed';
  message?: string;
}

interface Props<T> {
  label: string;
  kind: FileKind;
  /** The call that receives the file; by default the shared upload (POST /api/files?kind=<kind>). */
  target?: UploadTarget;
  multiple?: boolean;
  hint?: string;
  onUploaded?: (answer: T, file: File) => void;
  /** The line shown when a file is in; defaults to "Selesai". */
  doneMessage?: (answer: T) => string;
}

export function FileUpload<T>({ label, kind, target, multiple = false, hint, onUploaded, doneMessage }: Props<T>) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const update = (index: number, row: Partial<Row>) => setRows((all) => all.map((r, i) => (i === index ? { ...r, ...row } : r)));

  const send = async (list: FileList | null) => {
    const picked = [...(list ?? [])];
    if (!picked.length) return;
    setRows(picked.map((f) => ({ name: f.name, percent: 0, state: 'sending' })));
    // One at a time: a batch of photos on a school's line should not compete with itself.
    for (const [index, file] of picked.entries()) {
      if (file.size > FILE_KIND_RULES[kind].maxBytes) {
        update(index, { state: 'failed', message: tooLargeMessage(kind) });
        continue;
      }
      try {
        const answer = await uploadFile<T>(target ?? filesOfKind(kind), file, {
          onProgress: (percent) => update(index, { percent }),
        });
        update(index, {
          state: 'done',
          percent: 100,
          message: doneMessage?.(answer) ?? 'Selesai.',
        });
        onUploaded?.(answer, file);
      } catch (error) {
        const failure = toFailure(error);
        update(index, {
          state: 'failed',
          message: failureText(failure),
        });
      }
    }
  };

  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} type="file" className="form-control" accept={acceptOf(kind)} multiple={multiple} onChange={(e) => void send(e.target.files)} />
      {hint && <div className="form-text">{hint}</div>}
      {rows.length > 0 && (
        <ul className="list-unstyled mt-2 mb-0" aria-label={`Unggahan ${label}`}>
          {rows.map((row, index) => (
            <li key={`${row.name}-${index}`} className="mb-2">
              <div className="d-flex justify-content-between small">
                <span className="text-break">{row.name}</span>
                <span>{row.state === 'sending' ? `${row.percent}%` : row.state === 'done' ? 'Berhasil' : 'Gagal'}</span>
              </div>
              <div
                className="progress"
                role="progressbar"
                aria-label={`Kemajuan unggah ${row.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={row.percent}
              >
                <div
                  className={`progress-bar${row.state === 'failed' ? ' bg-danger' : row.state === 'done' ? ' bg-success' : ''}`}
                  style={{
                    width: `${row.state === 'failed' ? 100 : row.percent}%`,
                  }}
                />
              </div>
              {row.message && (
                <div className={`small ${row.state === 'failed' ? 'text-danger' : 'text-success'}`} role={row.state === 'failed' ? 'alert' : 'status'}>
                  {row.message}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
