import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { startAttemptContract } from '../../../../shared/api/exams/attempts.ts';
import { attemptCall, AttemptCallError, type AttemptAuth } from './attempt-client.ts';
import type { AttemptState } from './attempt-types.ts';
import { answerStorageKey, forgetOtherSittings } from './answer-queue.ts';
import { formatDateTime } from '../ui/format.ts';

/** Before "Mulai": what the exam is, the token when one is needed. */
export function StartCard({
  state,
  attemptId,
  auth,
  onStarted,
}: {
  state: AttemptState;
  attemptId: number;
  auth: AttemptAuth;
  onStarted: () => Promise<unknown>;
}) {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const s = state.schedule;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await attemptCall(startAttemptContract, attemptId, auth, { token });
      await onStarted();
    } catch (e) {
      const err = e as AttemptCallError;
      setError(err.fieldErrors?.token?.[0] ?? err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="exam-card">
      <h1 className="h4">{s.title}</h1>
      <dl className="exam-facts">
        <dt>Waktu</dt>
        <dd>{s.durationMinutes} menit</dd>
        <dt>Dibuka</dt>
        <dd>
          {formatDateTime(s.startsAt)} – {formatDateTime(s.endsAt)}
        </dd>
      </dl>
      {state.attempt.blocked ? (
        <p className="alert alert-danger">{state.attempt.blockMessage ?? 'Ujian Anda diblokir oleh pengawas.'}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          {s.tokenRequired && (
            <div className="mb-3">
              <label htmlFor="token-ujian" className="form-label">
                Token ujian
              </label>
              <input
                id="token-ujian"
                className={`form-control form-control-lg text-uppercase${error ? ' is-invalid' : ''}`}
                value={token}
                onChange={(e) => setToken(e.target.value.toUpperCase())}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={12}
                required
                aria-describedby="token-bantuan"
              />
              <div id="token-bantuan" className="form-text">
                Token diberikan oleh pengawas ruang.
              </div>
            </div>
          )}
          {error && (
            <p className="alert alert-danger" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
            {busy ? 'Memulai…' : 'Mulai'}
          </button>
        </form>
      )}
    </section>
  );
}

/** After the exam: thanks, and the score when the schedule shows it. */
export function FinishedCard({ state, attemptId }: { state: AttemptState; attemptId: number }) {
  // Answers this device never got acknowledged (typed offline past the grace period): say so, then let go.
  const [unsent] = useState(() => {
    try {
      const stored = localStorage.getItem(answerStorageKey(attemptId, state.attempt.startedAt)) ?? '{}';
      const entries = Object.values(JSON.parse(stored) as Record<string, { revision: number; acked: number }>);
      return entries.filter((e) => e.revision > e.acked).length;
    } catch {
      return 0;
    }
  });
  useEffect(() => {
    forgetOtherSittings(attemptId);
  }, [attemptId]);
  const r = state.result;
  const reasons: Record<string, string> = {
    submitted: 'Jawaban Anda sudah dikumpulkan.',
    time_up: 'Waktu habis; jawaban yang tersimpan sudah dikumpulkan.',
    forced: 'Pengawas menyelesaikan ujian Anda; jawaban yang tersimpan sudah dikumpulkan.',
    abandoned: 'Ujian ditutup dengan jawaban yang tersimpan.',
  };
  return (
    <section className="exam-card">
      <h1 className="h4">{state.schedule.title}</h1>
      <p className="alert alert-success">{reasons[state.attempt.finishReason ?? 'submitted'] ?? 'Ujian selesai.'}</p>
      {unsent > 0 && (
        <p className="alert alert-warning">{unsent} jawaban di perangkat ini tidak sampai ke server sebelum ujian ditutup. Laporkan kepada pengawas.</p>
      )}
      {r ? (
        <p className="exam-score">
          Nilai: <strong>{r.grade}</strong> ({r.score} dari {r.maxScore} poin)
          {r.pendingEssays > 0 && <span className="d-block small text-body-secondary">{r.pendingEssays} soal uraian belum dinilai guru.</span>}
        </p>
      ) : (
        <p className="text-body-secondary">{state.resultNote ?? 'Nilai akan diumumkan oleh guru.'}</p>
      )}
      <Link className="btn btn-outline-primary" to="/list_student_school_exams">
        Kembali ke daftar ujian
      </Link>
    </section>
  );
}
