/** One assignment: its instructions, the student's submission form and grade, or the teacher's grading list. */
import { useState } from 'react';
import { Link } from 'react-router';
import Swal from 'sweetalert2';
import {
  closeAssignmentContract,
  getAssignmentContract,
  gradeSubmissionContract,
  submitAssignmentContract,
} from '../../../shared/api/classroom/assignments.ts';
import { FileUpload } from '../../components/ui/file-upload.tsx';
import { LoadFailed, Loading } from '../../components/ui/load-state.tsx';
import { call } from '../../lib/api.ts';
import type { FieldErrorMap } from '../../lib/api-failure.ts';
import { useApiData } from '../../lib/use-api-data.ts';
import { act, openFile, routeTo, StatusBadge, when } from './ui.tsx';
import { textToHtml } from './text-html.ts';

type Assignment = Awaited<ReturnType<typeof call<typeof getAssignmentContract>>>;
type Submission = NonNullable<Assignment['mine']>;

function SubmissionView({ s, max }: { s: Submission; max: number }) {
  return (
    <div>
      <div className="small text-body-secondary">
        Dikumpulkan {when(s.submittedAt)}
        {s.late ? ' (terlambat)' : ''}
      </div>
      {/* Sanitised on the server. */}
      {s.body && <div className="border rounded p-2 my-2 text-break" dangerouslySetInnerHTML={{ __html: s.body }} />}
      {s.files.map((f) => (
        <button key={f.id} type="button" className="btn btn-sm btn-outline-secondary me-1 mb-1" onClick={() => openFile(f.id)}>
          {f.name}
        </button>
      ))}
      {s.gradedAt && (
        <div className="alert alert-success mt-2 mb-0">
          <strong>
            Nilai {s.score}/{max}
          </strong>
          {s.feedback ? <div>{s.feedback}</div> : null}
        </div>
      )}
    </div>
  );
}

function SubmitForm({ a, onDone }: { a: Assignment; onDone: () => void }) {
  const [text, setText] = useState('');
  const [uploaded, setUploaded] = useState<{ id: string; name: string }[]>([]);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const send = async () => {
    const input = { body: text ? textToHtml(text) : null, fileIds: uploaded.map((f) => f.id) };
    if (await act(() => call(submitAssignmentContract, { params: { id: a.id }, input }), 'Tugas dikumpulkan', setErrors)) onDone();
  };
  return (
    <form
      aria-label="Kumpulkan tugas"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label className="form-label" htmlFor="sub-text">
        Jawaban
      </label>
      <textarea id="sub-text" className="form-control mb-2" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
      {errors.body && <div className="text-danger small">{errors.body.join(' ')}</div>}
      {a.acceptedTypes.length > 0 && (
        <FileUpload<{ id: string }>
          label={`Lampiran (${a.acceptedTypes.map((t) => t.toUpperCase()).join(', ')})`}
          kind="classroom_file"
          onUploaded={(f, file) => setUploaded((list) => [...list, { id: f.id, name: file.name }])}
        />
      )}
      {errors.fileIds && (
        <div className="text-danger small" role="alert">
          {errors.fileIds.join(' ')}
        </div>
      )}
      {uploaded.length > 0 && <p className="small">Terlampir: {uploaded.map((f) => f.name).join(', ')}</p>}
      <button type="submit" className="btn btn-primary">
        {a.mine ? 'Kirim ulang' : 'Kumpulkan'}
      </button>
    </form>
  );
}

function GradeForm({ s, max, name, onDone }: { s: Submission; max: number; name: string; onDone: () => void }) {
  const [score, setScore] = useState(s.score === null ? '' : String(s.score));
  const [feedback, setFeedback] = useState(s.feedback ?? '');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const save = async () => {
    if (
      await act(
        () => call(gradeSubmissionContract, { params: { id: s.id }, input: { score: Number(score), feedback: feedback || null } }),
        'Nilai disimpan',
        setErrors,
      )
    )
      onDone();
  };
  return (
    <form
      className="row g-2 mt-1"
      aria-label={`Nilai ${name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="col-4 col-md-2">
        <label className="form-label small" htmlFor={`score-${s.id}`}>
          Nilai (maks. {max})
        </label>
        <input id={`score-${s.id}`} className="form-control" type="number" min={0} max={max} value={score} onChange={(e) => setScore(e.target.value)} />
      </div>
      <div className="col-8 col-md-7">
        <label className="form-label small" htmlFor={`fb-${s.id}`}>
          Umpan balik
        </label>
        <input id={`fb-${s.id}`} className="form-control" value={feedback} onChange={(e) => setFeedback(e.target.value)} />
      </div>
      <div className="col-12 col-md-3 d-flex align-items-end">
        <button className="btn btn-success w-100" type="submit">
          Nilai &amp; kembalikan
        </button>
      </div>
      {errors.score && <div className="col-12 text-danger small">{errors.score.join(' ')}</div>}
    </form>
  );
}

export function AssignmentDetail({ id }: { id: number }) {
  const result = useApiData(() => call(getAssignmentContract, { params: { id } }));
  if (result.state === 'loading') return <Loading label="Memuat tugas…" />;
  if (result.state === 'failed') return <LoadFailed message={result.message} onRetry={result.retry} />;
  const a = result.data;
  const close = async () => {
    const sure = await Swal.fire({
      icon: 'warning',
      title: 'Tutup tugas?',
      text: 'Siswa tidak dapat mengumpulkan lagi.',
      showCancelButton: true,
      confirmButtonText: 'Tutup',
      cancelButtonText: 'Batal',
    });
    if (sure.isConfirmed && (await act(() => call(closeAssignmentContract, { params: { id } }), 'Tugas ditutup'))) result.retry();
  };
  const handedIn = a.submissions.filter((s) => s.submission).length;
  return (
    <section>
      <Link to={routeTo('kelas_room_detail', { id: a.roomId })} className="small">
        ← {a.courseName} · {a.sectionName}
      </Link>
      <div className="d-flex flex-wrap gap-2 align-items-center mt-2">
        <h1 className="h4 mb-0 me-auto">{a.title}</h1>
        <StatusBadge status={a.status} />
        {a.canKeep && !a.closed && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void close()}>
            Tutup tugas
          </button>
        )}
      </div>
      <p className="small text-body-secondary">
        Batas {when(a.dueAt)} · nilai maksimal {a.maxScore}
        {a.closed ? ' · ditutup' : ''}
      </p>
      {a.instructions && <div className="mb-2 text-break" dangerouslySetInnerHTML={{ __html: a.instructions }} />}
      {a.rubric && (
        <p className="small">
          <strong>Rubrik:</strong> {a.rubric}
        </p>
      )}

      {a.mine && (
        <div className="card card-body mb-3">
          <h2 className="h6">Kiriman</h2>
          <SubmissionView s={a.mine} max={a.maxScore} />
        </div>
      )}
      {a.canSubmit && (
        <div className="card card-body mb-3">
          <SubmitForm a={a} onDone={result.retry} />
        </div>
      )}

      {a.submissions.length > 0 && (
        <>
          <h2 className="h5">
            Kiriman siswa ({handedIn}/{a.submissions.length})
          </h2>
          <ul className="list-group">
            {a.submissions.map((row) => (
              <li className="list-group-item" key={row.studentId}>
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <strong className="me-auto">{row.studentName}</strong>
                  {!row.submission && <span className="badge text-bg-light">Belum mengumpulkan</span>}
                  {row.submission?.late && <span className="badge text-bg-secondary">Terlambat</span>}
                </div>
                {row.submission && <SubmissionView s={row.submission} max={a.maxScore} />}
                {row.submission && a.canKeep && <GradeForm s={row.submission} max={a.maxScore} name={row.studentName} onDone={result.retry} />}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
