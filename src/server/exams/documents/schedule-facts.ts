import { asc, eq } from 'drizzle-orm';
import { SCHEDULE_KIND_LABELS, type ScheduleKind } from '../../../shared/exams/access.ts';
import { examRoomAllocations, examRooms, examSessionTimes } from '../../db/schema/exam-rooms.ts';
import { courses, staffProfiles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { ExamFacts, RoomFacts } from '../../documents/exam-heading.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireReader } from '../guard.ts';
import { seatingOrder } from '../planning/allocations.ts';
import { staffSchedule } from '../proctor/schedule-access.ts';

export interface DocumentRoom extends RoomFacts {
  id: number;
}

export interface DocumentParticipant {
  allocationId: number | null;
  name: string;
  nis: string | null;
  nisn: string | null;
  username: string;
  section: string | null;
  /** Started or finished: the student came to the exam. */
  present: boolean;
}

/**
 * What the exam documents of one schedule print: the exam, its rooms with session and proctor (and the
 * proctor's NIP), and the participants in seating order. Whoever may read the schedule may print it; another
 * school's schedule is "not found".
 */
export async function scheduleDocumentFacts(ctx: SessionContext, scheduleId: number) {
  requireReader(ctx);
  const schedule = await staffSchedule(ctx, scheduleId);
  const [[course], rooms, participants] = await Promise.all([
    schedule.courseId ? ctx.db.select({ name: courses.name }).from(courses).where(eq(courses.id, schedule.courseId)) : Promise.resolve([]),
    ctx.db
      .select({
        id: examRoomAllocations.id,
        name: examRooms.name,
        location: examRooms.location,
        sessionName: examSessionTimes.name,
        sessionStartsAt: examSessionTimes.startsAt,
        sessionEndsAt: examSessionTimes.endsAt,
        proctorName: users.fullName,
        proctorNip: staffProfiles.nip,
      })
      .from(examRoomAllocations)
      .innerJoin(examRooms, eq(examRooms.id, examRoomAllocations.roomId))
      .leftJoin(examSessionTimes, eq(examSessionTimes.id, examRoomAllocations.sessionTimeId))
      .leftJoin(users, eq(users.id, examRoomAllocations.proctorUserId))
      .leftJoin(staffProfiles, eq(staffProfiles.userId, examRoomAllocations.proctorUserId))
      .where(eq(examRoomAllocations.scheduleId, schedule.id))
      .orderBy(asc(examRoomAllocations.id)),
    seatingOrder(ctx, schedule),
  ]);
  const exam: ExamFacts = {
    title: schedule.title,
    kind: SCHEDULE_KIND_LABELS[schedule.kind as ScheduleKind] ?? schedule.kind,
    course: course?.name ?? null,
    startsAt: schedule.startsAt,
    endsAt: schedule.endsAt,
  };
  return {
    exam,
    /** The schedule's free-text room and session stand in when it was never split into rooms. */
    fallbackRoom: { id: 0, name: schedule.room ?? '-', location: null, session: schedule.session, proctorName: null, proctorNip: null } satisfies DocumentRoom,
    rooms: rooms.map(({ sessionName, sessionStartsAt, sessionEndsAt, ...r }): DocumentRoom => ({
      ...r,
      session: sessionName ? `${sessionName}${sessionStartsAt ? ` (${hhmm(sessionStartsAt)}–${hhmm(sessionEndsAt)})` : ''}` : null,
    })),
    participants: participants.map((p): DocumentParticipant => ({
      allocationId: p.allocationId,
      name: p.name,
      nis: p.nis,
      nisn: p.nisn,
      username: p.username,
      section: p.section,
      present: p.status !== 'not_started',
    })),
  };
}

const hhmm = (time: string | null) => (time ?? '').slice(0, 5).replace(':', '.');
