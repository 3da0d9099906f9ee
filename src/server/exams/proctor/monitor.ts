import { and, desc, eq, sql } from 'drizzle-orm';
import { deadlineOf } from '../../../shared/exams/timer.ts';
import type { Db } from '../../db/client.ts';
import { examAnswers, examAttempts, examEvents, examScheduleQuestions } from '../../db/schema/exams.ts';
import { examRoomAllocations, examRooms } from '../../db/schema/exam-rooms.ts';
import { classMaps, sections } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { finishIfExpired } from '../attempts/grade-attempt.ts';
import { unflushedSeen } from '../attempts/presence.ts';
import { requireReader } from '../guard.ts';
import { staffSchedule } from './schedule-access.ts';

/**
 * The proctor's live view, polled every few seconds (see docs/decisions/0007-exam-engine.md for why polling
 * rather than a stream). One snapshot per schedule is computed at most once a second and shared by every
 * proctor watching it, so sixty proctors cost what one does.
 */
const SNAPSHOT_MS = 1000;
const snapshots = new Map<number, { at: number; data: Promise<Snapshot> }>();

type Snapshot = Awaited<ReturnType<typeof readSnapshot>>;

export async function monitorSchedule({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const schedule = await staffSchedule(ctx, input.id);
  const snapshot = await sharedSnapshot(ctx.db, schedule);
  // A proctor allocated to a room opens the monitor on that room (the snapshot is shared, so this is added per user).
  const mine = snapshot.rooms.find((r) => r.proctorUserId === ctx.session.userId);
  return { ...snapshot, myRoomAllocationId: mine?.id ?? null };
}

function sharedSnapshot(db: Db, schedule: Awaited<ReturnType<typeof staffSchedule>>): Promise<Snapshot> {
  const hit = snapshots.get(schedule.id);
  if (hit && Date.now() - hit.at < SNAPSHOT_MS) return hit.data;
  const data = readSnapshot(db, schedule);
  snapshots.set(schedule.id, { at: Date.now(), data });
  data.catch(() => snapshots.delete(schedule.id));
  return data;
}

export function forgetSnapshot(scheduleId: number): void {
  snapshots.delete(scheduleId);
}

async function readSnapshot(db: Db, schedule: Awaited<ReturnType<typeof staffSchedule>>) {
  const answered = db
    .select({
      attemptId: examAnswers.attemptId,
      answered: sql<number>`count(*) filter (where ${examAnswers.answered})::int`.as('answered'),
      flagged: sql<number>`count(*) filter (where ${examAnswers.flagged})::int`.as('flagged'),
    })
    .from(examAnswers)
    .innerJoin(examAttempts, eq(examAttempts.id, examAnswers.attemptId))
    .where(eq(examAttempts.scheduleId, schedule.id))
    .groupBy(examAnswers.attemptId)
    .as('answered');
  const [rows, [{ total }], events, rooms] = await Promise.all([
    db
      .select({
        attemptId: examAttempts.id,
        userId: examAttempts.userId,
        name: users.fullName,
        section: sections.name,
        status: examAttempts.status,
        blocked: examAttempts.blocked,
        blockReason: examAttempts.blockReason,
        extraMinutes: examAttempts.extraMinutes,
        startedAt: examAttempts.startedAt,
        finishedAt: examAttempts.finishedAt,
        finishReason: examAttempts.finishReason,
        lastSeenAt: examAttempts.lastSeenAt,
        leaveCount: examAttempts.leaveCount,
        grade: examAttempts.grade,
        pendingEssays: examAttempts.pendingEssays,
        roomAllocationId: examAttempts.roomAllocationId,
        answered: sql<number>`coalesce(${answered.answered}, 0)`,
        flagged: sql<number>`coalesce(${answered.flagged}, 0)`,
      })
      .from(examAttempts)
      .innerJoin(users, eq(users.id, examAttempts.userId))
      .leftJoin(classMaps, and(eq(classMaps.userId, examAttempts.userId), eq(classMaps.academicYearId, schedule.academicYearId)))
      .leftJoin(sections, eq(sections.id, classMaps.sectionId))
      .leftJoin(answered, eq(answered.attemptId, examAttempts.id))
      .where(eq(examAttempts.scheduleId, schedule.id))
      .orderBy(sections.name, users.fullName),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(examScheduleQuestions)
      .where(eq(examScheduleQuestions.scheduleId, schedule.id)),
    db
      .select({
        id: examEvents.id,
        attemptId: examEvents.attemptId,
        userId: examEvents.userId,
        kind: examEvents.kind,
        detail: examEvents.detail,
        createdAt: examEvents.createdAt,
      })
      .from(examEvents)
      .where(eq(examEvents.scheduleId, schedule.id))
      .orderBy(desc(examEvents.id))
      .limit(30),
    db
      .select({ id: examRoomAllocations.id, name: examRooms.name, proctorUserId: examRoomAllocations.proctorUserId })
      .from(examRoomAllocations)
      .innerJoin(examRooms, eq(examRooms.id, examRoomAllocations.roomId))
      .where(eq(examRoomAllocations.scheduleId, schedule.id))
      .orderBy(examRooms.name),
  ]);
  const now = new Date();
  for (const r of rows) {
    // Abandoned attempts are finished when anyone looks, not only by the sweep.
    if (
      await finishIfExpired(
        db,
        { id: r.attemptId, scheduleId: schedule.id, status: r.status, startedAt: r.startedAt, extraMinutes: r.extraMinutes },
        schedule,
        now,
      )
    ) {
      r.status = 'finished';
      r.finishReason = 'time_up';
    }
  }
  const students = rows.map((r) => {
    const seen = unflushedSeen(r.attemptId);
    return {
      ...r,
      lastSeenAt: seen && (!r.lastSeenAt || seen > r.lastSeenAt) ? seen : r.lastSeenAt,
      deadline: r.startedAt
        ? deadlineOf({ startedAt: r.startedAt, durationMinutes: schedule.durationMinutes, extraMinutes: r.extraMinutes, windowEnd: schedule.endsAt })
        : null,
    };
  });
  const counts = { not_started: 0, working: 0, finished: 0, blocked: 0 };
  for (const s of students) counts[s.blocked ? 'blocked' : (s.status as keyof typeof counts)]++;
  return {
    serverNow: now,
    schedule: {
      id: schedule.id,
      title: schedule.title,
      kind: schedule.kind,
      token: schedule.token,
      startsAt: schedule.startsAt,
      endsAt: schedule.endsAt,
      durationMinutes: schedule.durationMinutes,
    },
    totalQuestions: total,
    rooms,
    counts,
    students,
    events,
  };
}
