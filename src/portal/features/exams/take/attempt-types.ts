import type { z } from 'zod';
import type { OutputOf } from '../../../../shared/api/contract.ts';
import type { ackSchema, attemptStateContract } from '../../../../shared/api/exams/attempts.ts';

/** GET /api/exams/attempts/:id, as its contract says. */
export type AttemptState = OutputOf<typeof attemptStateContract>;

/** The acknowledgement of one sent answer. */
export type Ack = z.output<typeof ackSchema>;
