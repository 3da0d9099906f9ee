import { eq } from 'drizzle-orm';
import { examAttempts } from '../../db/schema/exams.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { signExamLink } from '../exam-link.ts';
import { requireManager } from '../guard.ts';
import { ownSchedule } from '../proctor/schedule-access.ts';

/** Signed /webpageujian links for every participant, for the school's mobile app; valid until the window closes. */
export async function participantLinks({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  const schedule = await ownSchedule(ctx, input.id);
  const rows = await ctx.db
    .select({ attemptId: examAttempts.id, userId: examAttempts.userId, name: users.fullName })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .where(eq(examAttempts.scheduleId, schedule.id));
  const ttl = Math.max(60, Math.ceil((schedule.endsAt.getTime() - Date.now()) / 1000) + 3600);
  const data = [];
  for (const r of rows) {
    const link = await signExamLink(ctx.db, ctx.session.schoolId, { scheduleId: schedule.id, attemptId: r.attemptId, userId: r.userId }, ttl);
    data.push({ ...r, path: link.path, expires: link.expires });
  }
  return { data };
}
