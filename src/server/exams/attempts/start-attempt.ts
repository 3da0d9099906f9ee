import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { layoutAttempt } from '../../../shared/exams/shuffle.ts';
import type { AppDeps } from '../../http/context.ts';
import type { Db } from '../../db/client.ts';
import { createBatcher, perDatabase } from '../../db/batch.ts';
import { arrayParam } from '../../db/sql-arrays.ts';
import { AppError, forbidden, validationError } from '../../http/errors.ts';
import { loadPaper } from '../paper-cache.ts';
import type { FastifyRequest } from 'fastify';
import { bearerToken, findSession } from '../../auth/session.ts';
import { loadSchedule, type ScheduleRow } from '../schedule-cache.ts';
import { checkSafeExamBrowser } from '../seb.ts';
import type { AttemptActor } from './attempt-access.ts';
import { attemptFacts } from './attempt-facts.ts';
import { touch } from './presence.ts';

export { startInput } from '../../../shared/exams/attempt-inputs.ts';
import type { startInput } from '../../../shared/exams/attempt-inputs.ts';

/**
 * "Mulai": checks the window, the block and the token, then draws the student's order once and stores it.
 * Pressing it again (another tab, another device, a retry after a lost answer) resumes the same attempt.
 * The full path: one read of the attempt and one conditional update (startQuickly below skips the read).
 */
export async function startAttempt(deps: AppDeps, actor: AttemptActor, input: z.output<typeof startInput>) {
  const { attempt, schedule } = actor;
  if (attempt.blocked) throw forbidden(blockedMessage(attempt.blockReason));
  if (attempt.status === 'finished') throw new AppError('conflict', 'Ujian ini sudah selesai Anda kerjakan.');
  if (attempt.status === 'working') {
    touch(attempt.id);
    return { attemptId: attempt.id, status: 'working' as const, resumed: true };
  }
  const now = new Date();
  if (now < schedule.startsAt) throw new AppError('conflict', 'Ujian belum dibuka. Tunggu sampai waktu mulai.');
  if (now > schedule.endsAt) throw new AppError('conflict', 'Waktu ujian sudah berakhir.');
  if (schedule.token && (input.token ?? '').toUpperCase() !== schedule.token) {
    throw validationError({ token: ['Token ujian salah. Tanyakan token kepada pengawas.'] }, 'Token ujian salah.');
  }
  const started = await beginAttempt(deps, attempt, schedule, new Date());
  // Lost the race to another device of the same student: that start stands, and this one resumes it.
  return { attemptId: attempt.id, status: 'working' as const, resumed: !started };
}

/**
 * The quick "Mulai" for a student whose attempt this process already knows (from their list of exams): the
 * session (usually cached), the schedule and the paper (cached) and one statement. Anything unusual — a
 * wrong token, a closed window, an attempt already started or blocked — returns null, and the full path
 * above answers it with the right message.
 */
export async function startQuickly(deps: AppDeps, request: FastifyRequest, attemptId: number, input: z.output<typeof startInput>) {
  const token = bearerToken(request.headers.authorization);
  const facts = attemptFacts(attemptId);
  if (!token || !facts) return null;
  const session = await findSession(deps.db, token);
  if (!session || session.userTypeId !== '5' || session.userId !== facts.userId || session.schoolId !== facts.schoolId) return null;
  const schedule = await loadSchedule(deps.db, facts.scheduleId);
  if (!schedule || schedule.deletedAt) return null;
  checkSafeExamBrowser(request, schedule);
  const now = new Date();
  if (now < schedule.startsAt || now > schedule.endsAt) return null;
  if (schedule.token && (input.token ?? '').toUpperCase() !== schedule.token) return null;
  return (await beginAttempt(deps, { id: attemptId, userId: facts.userId }, schedule, now)) ? { attemptId, status: 'working' as const, resumed: false } : null;
}

/** Draws the student's order and starts the attempt with its event; false if it was not startable. */
async function beginAttempt(deps: AppDeps, attempt: { id: number; userId: number }, schedule: ScheduleRow, now: Date): Promise<boolean> {
  const paper = await loadPaper(deps.db, schedule.id);
  if (!paper.questions.length) throw new AppError('conflict', 'Ujian ini belum memiliki soal.');
  const layout = layoutAttempt(paper.questions, {
    seed: `${schedule.id}:${attempt.id}:${attempt.userId}`,
    shuffleQuestions: schedule.shuffleQuestions,
    shuffleOptions: schedule.shuffleOptions,
  });
  return startBatcher(deps.db)({ attemptId: attempt.id, userId: attempt.userId, layout: JSON.stringify(layout), at: now.toISOString() });
}

interface StartRow {
  attemptId: number;
  userId: number;
  layout: string;
  at: string;
}

/**
 * The starts that arrive together go out as one statement (src/server/db/batch.ts): each attempt starts only
 * if it is still not started and not blocked, and its 'start' event is logged in the same statement. An
 * attempt id twice in one batch (two devices of one student) starts once; both callers see it started.
 */
const startBatcher = perDatabase((db: Db) =>
  createBatcher<StartRow, boolean>(
    async (rows) => {
      // One array parameter per column: a values list of 500 rows was 2,000 placeholders to build (sql-arrays.ts).
      const started = await db.execute<{ id: number }>(sql`
        with v(id, user_id, layout, at) as (
          select id, user_id, layout::jsonb, at::timestamptz
            from unnest(${arrayParam(rows.map((r) => r.attemptId))}::int[], ${arrayParam(rows.map((r) => r.userId))}::int[],
                        ${arrayParam(rows.map((r) => r.layout))}::text[], ${arrayParam(rows.map((r) => r.at))}::text[]) as u(id, user_id, layout, at)),
        -- Locked in id order first, as every batched writer does (see save-answers.ts).
        locked as materialized (
          select sd_exam_attempt_id as id from sd_exam_attempts where sd_exam_attempt_id in (select id from v)
          order by sd_exam_attempt_id for no key update),
        s as (
          update sd_exam_attempts a set status = 'working', started_at = v.at, layout = v.layout, last_seen_at = v.at, updated_at = v.at
          from (select distinct on (id) * from v) v
          where a.sd_exam_attempt_id = v.id and a.sd_exam_attempt_id in (select id from locked)
            and a.sd_user_id = v.user_id and a.status = 'not_started' and not a.blocked
          returning a.sd_exam_attempt_id, a.sd_school_id, a.sd_exam_schedule_id, a.sd_user_id)
        insert into sd_exam_events (sd_school_id, sd_exam_schedule_id, sd_exam_attempt_id, sd_user_id, kind)
        select sd_school_id, sd_exam_schedule_id, sd_exam_attempt_id, sd_user_id, 'start' from s
        returning sd_exam_attempt_id as id`);
      const ids = new Set(started.rows.map((r) => Number(r.id)));
      return rows.map((r) => ids.has(r.attemptId));
    },
    { maxBatch: 500, maxInFlight: 3, isolateFailures: true },
  ),
);

export function blockedMessage(reason: string | null): string {
  return `Ujian Anda diblokir oleh pengawas${reason ? `: ${reason}` : ''}. Hubungi pengawas ruang; jawaban Anda tetap tersimpan.`;
}
