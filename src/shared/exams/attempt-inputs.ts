/**
 * What the exam screen sends for one attempt (start, answers, finish, leave/return events). Shared so the
 * contracts (src/shared/api/exams/attempts.ts) and the services read one definition.
 */
import { z } from 'zod';
import { recordId } from '../ids.ts';
import { answerValueSchema } from './answer-schema.ts';

export const startInput = z.object({ token: z.string().trim().max(12).optional() });

/**
 * One answer: the question's revision (it grows with every change the student makes on any device) and an
 * idempotency key made by the browser for that revision (src/server/exams/attempts/save-answers.ts).
 */
export const answerInput = z.object({
  questionId: recordId,
  revision: z.number().int().min(1).max(1_000_000),
  key: z.string().min(8).max(64),
  value: answerValueSchema.nullable(),
  flagged: z.boolean().default(false),
});
export const saveAnswersInput = z.object({ answers: z.array(answerInput).min(1).max(100) });

/** "Selesai" carries the last answers not yet acknowledged. */
export const finishInput = z.object({ answers: z.array(answerInput).max(100).default([]) });

export const eventInput = z.object({ kind: z.enum(['leave', 'return']) });
