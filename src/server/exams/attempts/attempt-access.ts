import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isRecordId } from '../../../shared/ids.ts';
import { createLoader, perDatabase } from '../../db/batch.ts';
import { anyOf } from '../../db/sql-arrays.ts';
import { bearerToken, findSession } from '../../auth/session.ts';
import { examAttempts } from '../../db/schema/exams.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError, forbidden, notFound, unauthenticated } from '../../http/errors.ts';
import { verifyExamLink } from '../exam-link.ts';
import { loadSchedule, type ScheduleRow } from '../schedule-cache.ts';
import { checkSafeExamBrowser } from '../seb.ts';

export type AttemptRow = typeof examAttempts.$inferSelect;

export interface AttemptActor {
  attempt: AttemptRow;
  schedule: ScheduleRow;
  userId: number;
}

/**
 * Who may act on an attempt: the student who owns it, by their session, or whoever holds a valid signed
 * /webpageujian link for it (X-Exam-Link: "exp.signature"). Anyone else gets "not found", so ids cannot be
 * probed. A schedule that requires Safe Exam Browser is checked on every call.
 */
export async function attemptActor(deps: AppDeps, request: FastifyRequest, attemptId: number): Promise<AttemptActor> {
  const token = bearerToken(request.headers.authorization);
  const link = request.headers['x-exam-link'];
  if (!token && typeof link !== 'string') throw unauthenticated();
  // The attempt and the session are read at the same time (each batched with other students' reads).
  const [attempt, session] = await Promise.all([attemptLoader(deps.db)(attemptId), token ? findSession(deps.db, token) : null]);
  if (token) {
    if (!session) throw unauthenticated();
    if (session.userTypeId !== '5') throw forbidden('Halaman ujian hanya untuk siswa.');
    if (!attempt || attempt.userId !== session.userId || attempt.schoolId !== session.schoolId) throw notFound('Ujian tidak ditemukan.');
  } else {
    const ok =
      attempt &&
      (await verifyExamLink(deps.db, attempt.schoolId, { scheduleId: attempt.scheduleId, attemptId: attempt.id, userId: attempt.userId }, link as string));
    if (!ok) throw new AppError('unauthenticated', 'Tautan ujian tidak sah atau sudah kedaluwarsa. Minta tautan baru.');
  }
  if (!attempt) throw notFound('Ujian tidak ditemukan.');
  const schedule = await loadSchedule(deps.db, attempt.scheduleId);
  if (!schedule || schedule.deletedAt) throw notFound('Ujian tidak ditemukan.');
  checkSafeExamBrowser(request, schedule);
  return { attempt, schedule, userId: attempt.userId };
}

/** Attempts read together: every save, fetch and submit of an exam hall starts with this read. */
const attemptLoader = perDatabase((db: Db) =>
  createLoader<number, AttemptRow>(
    async (ids) =>
      new Map(
        (
          await db
            .select()
            .from(examAttempts)
            .where(anyOf(examAttempts.id, ids, 'int'))
        ).map((a) => [a.id, a]),
      ),
    {
      maxBatch: 500,
      maxInFlight: 3,
      accepts: isRecordId,
    },
  ),
);
