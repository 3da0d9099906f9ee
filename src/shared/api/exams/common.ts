/** Shapes shared by the exam contracts. */
import { z } from 'zod';
import { pathIdSchema } from '../common.ts';

export const EXAMS_TAG = 'Ujian';
export const idParams = z.object({ id: pathIdSchema });

/** A done action that says so, with the id it touched when there is one. */
export const savedAnswerSchema = z.object({ id: z.number(), message: z.string() });
export const doneAnswerSchema = z.object({ message: z.string() });
