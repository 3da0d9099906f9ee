/**
 * The exam screen (do_exercise_class, do_exercise_class_akm, webpageujian), without the portal's chrome.
 * Built for a cheap phone on a flaky connection: one page (a question, or a stimulus with its questions) at a
 * time, big touch targets, the server's clock, and "Tersimpan"/"Belum tersimpan" always in sight.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Loading, LoadFailed } from '../../../components/ui/load-state.tsx';
import { attemptStateContract } from '../../../../shared/api/exams/attempts.ts';
import { attemptCall, AttemptCallError, type AttemptAuth } from './attempt-client.ts';
import type { AttemptState } from './attempt-types.ts';
import { ExamPaper } from './exam-paper.tsx';
import { StartCard, FinishedCard } from './exam-cards.tsx';
import './exam.css';

interface Props {
  /** What a finished attempt shows instead of the exam's card (a practice goes to its review). */
  renderFinished?: (attemptId: number) => ReactNode;
}

export default function ExamScreen({ renderFinished }: Props = {}) {
  const params = useParams();
  const [search] = useSearchParams();
  const attemptId = Number(params.id ?? params.exam_enroll_user_id);
  const sig = search.get('sig');
  const auth = useRef<AttemptAuth>(sig ? { link: `${search.get('exp')}.${sig}` } : {}).current;
  const [state, setState] = useState<{ data: AttemptState; receivedAt: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async () => {
    const sent = Date.now();
    try {
      const data = await attemptCall(attemptStateContract, attemptId, auth);
      setState({ data, receivedAt: (sent + Date.now()) / 2 });
      setFailure(null);
      return data;
    } catch (error) {
      setFailure(error instanceof AttemptCallError ? error.message : 'Gagal memuat ujian.');
      return null;
    }
  }, [attemptId, auth]);

  useEffect(() => {
    void load();
  }, [load]);

  if (!Number.isInteger(attemptId) || attemptId <= 0) return <LoadFailed message="Alamat ujian tidak valid." onRetry={() => location.reload()} />;
  if (!state) return failure ? <LoadFailed message={failure} onRetry={() => void load()} /> : <Loading label="Memuat ujian…" />;
  const { data } = state;
  if (data.attempt.status === 'not_started') return <StartCard state={data} attemptId={attemptId} auth={auth} onStarted={load} />;
  if (data.attempt.status === 'finished') return renderFinished ? renderFinished(attemptId) : <FinishedCard state={data} attemptId={attemptId} />;
  return <ExamPaper key={data.attempt.startedAt} state={data} receivedAt={state.receivedAt} attemptId={attemptId} auth={auth} reload={load} />;
}
