import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';

/** Every attempt at the remedial schedules of a schedule (kind 'remedial', parent_schedule_id = it). */
export async function remedialAttemptsOf(db: Db, schoolId: number, scheduleId: number) {
  return db
    .select({
      attemptId: examAttempts.id,
      scheduleId: examSchedules.id,
      title: examSchedules.title,
      userId: examAttempts.userId,
      status: examAttempts.status,
      grade: examAttempts.grade,
      pendingEssays: examAttempts.pendingEssays,
    })
    .from(examAttempts)
    .innerJoin(examSchedules, eq(examSchedules.id, examAttempts.scheduleId))
    .where(
      and(eq(examSchedules.schoolId, schoolId), eq(examSchedules.parentId, scheduleId), eq(examSchedules.kind, 'remedial'), isNull(examSchedules.deletedAt)),
    );
}

export type RemedialAttempt = Awaited<ReturnType<typeof remedialAttemptsOf>>[number];
