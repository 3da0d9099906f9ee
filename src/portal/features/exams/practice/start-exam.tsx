/**
 * "Mulai" with the token when one is needed, shared by the exam's page (student_exam…), the student's exam
 * lists and the class exercises: POST /api/exams/attempts/:id/start, then the exam. A wrong token or a closed
 * window comes back as the server's Indonesian message under the field.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { startAttemptContract } from '../../../../shared/api/exams/attempts.ts';
import { attemptCall, AttemptCallError } from '../take/attempt-client.ts';
import { takePath } from './practice-api.ts';

interface Props {
  attemptId: number;
  kind: string;
  tokenRequired: boolean;
  /** A smaller form, for a card in a list. */
  compact?: boolean;
  label?: string;
}

export function StartExam({ attemptId, kind, tokenRequired, compact = false, label = 'Mulai' }: Props) {
  const navigate = useNavigate();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await attemptCall(startAttemptContract, attemptId, {}, tokenRequired ? { token } : {});
      navigate(takePath(kind, attemptId));
    } catch (e) {
      const err = e as AttemptCallError;
      setError(err.fieldErrors?.token?.[0] ?? err.message);
      setBusy(false);
    }
  };
  const fieldId = `token-${attemptId}`;
  const size = compact ? '' : ' form-control-lg';
  return (
    <form onSubmit={submit} noValidate className={compact ? 'd-flex flex-wrap gap-2 align-items-start' : ''}>
      {tokenRequired && (
        <div className={compact ? 'flex-grow-1' : 'mb-3'}>
          <label htmlFor={fieldId} className={compact ? 'visually-hidden' : 'form-label'}>
            Token ujian
          </label>
          <input
            id={fieldId}
            className={`form-control${size} text-uppercase${error ? ' is-invalid' : ''}`}
            value={token}
            onChange={(e) => setToken(e.target.value.toUpperCase())}
            placeholder={compact ? 'Token ujian' : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={12}
            required
            aria-describedby={`${fieldId}-info`}
          />
          <div id={`${fieldId}-info`} className={compact ? 'visually-hidden' : 'form-text'}>
            Token diberikan oleh pengawas ruang.
          </div>
        </div>
      )}
      <button type="submit" className={`btn btn-primary${compact ? '' : ' btn-lg w-100'}`} disabled={busy}>
        {busy ? 'Memulai…' : label}
      </button>
      {error && (
        <p className="text-danger small w-100 mb-0 mt-1" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
