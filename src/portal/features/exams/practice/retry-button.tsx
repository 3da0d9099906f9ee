/**
 * "Ulangi" for a finished practice: asks first, lets the server archive the attempt, then starts it again and
 * opens the exercise (or, when the practice needs a token, reloads the page so the token field shows).
 */
import { useNavigate } from 'react-router';
import { startAttemptContract } from '../../../../shared/api/exams/attempts.ts';
import { attemptCall } from '../take/attempt-client.ts';
import { confirmThen } from '../ui/confirm.ts';
import { retryExercise, takePath } from './practice-api.ts';

export function RetryButton({
  attemptId,
  tokenRequired,
  onRetried,
  className = 'btn btn-primary',
}: {
  attemptId: number;
  tokenRequired: boolean;
  onRetried: () => void;
  className?: string;
}) {
  const navigate = useNavigate();
  const retry = async () => {
    let started = false;
    const ok = await confirmThen('Ulangi latihan?', 'Hasil dan jawaban sebelumnya tetap tersimpan di riwayat percobaan.', 'Ulangi', async () => {
      await retryExercise(attemptId);
      if (tokenRequired) return;
      await attemptCall(startAttemptContract, attemptId, {}, {});
      started = true;
    });
    if (started) navigate(takePath('practice', attemptId));
    else if (ok) onRetried();
  };
  return (
    <button type="button" className={className} onClick={() => void retry()}>
      Ulangi
    </button>
  );
}
