/**
 * Taking a practice (do_exercise/:id; :id = attempt id) on the exam screen itself — start card, paper, answer
 * queue, clock, navigator. What differs from an exam: once finished, the student goes straight to the review
 * with the key instead of a "wait for the teacher" card.
 */
import { Navigate } from 'react-router';
import ExamScreen from '../take/exam-screen.tsx';

export default function DoExerciseScreen() {
  return <ExamScreen renderFinished={(attemptId) => <Navigate to={`/result_exercisedetail/${attemptId}`} replace />} />;
}
