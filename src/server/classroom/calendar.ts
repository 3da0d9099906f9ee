/**
 * The class calendar: a month of the rooms a person follows — dated meetings, assignment deadlines (with the
 * student's state), quizzes closing, and the school's holidays and events from the attendance calendar.
 */
import { and, gte, inArray, lte } from 'drizzle-orm';
import { roomMeetings } from '../db/schema/classroom.ts';
import type { SessionContext } from '../http/context.ts';
import { eventsBetween } from '../attendance/calendar.ts';
import { schoolTimeZone } from '../school/time-zone.ts';
import { toZonedInput } from '../../shared/time/school-time.ts';
import { GUARDIAN, STUDENT } from '../../shared/classroom/permissions.ts';
import { listMyPractice } from '../exams/practice/my-practice.ts';
import { listClassExercises } from '../exams/practice/class-exercises.ts';
import { examAllows } from '../../shared/exams/permissions.ts';
import { myAssignments } from './assignments.ts';
import { listRooms } from './rooms.ts';

type Event = {
  date: string;
  kind: 'meeting' | 'assignment' | 'quiz' | 'holiday' | 'event';
  title: string;
  detail: string | null;
  roomId: number | null;
  targetId: number | null;
  status: 'due' | 'missing' | 'submitted' | 'late' | 'graded' | null;
};

export async function classCalendar({ ctx, input }: { ctx: SessionContext; input: { month?: string } }) {
  const zone = await schoolTimeZone(ctx.db, ctx.session.schoolId);
  const month = input.month ?? toZonedInput(new Date(), zone).slice(0, 7);
  const from = `${month}-01`;
  const to = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const inMonth = (moment: Date | string) => toZonedInput(moment, zone).slice(0, 7) === month;
  const dayOf = (moment: Date | string) => toZonedInput(moment, zone).slice(0, 10);
  const { data: rooms } = await listRooms({ ctx });
  const roomIds = [...new Set(rooms.map((r) => r.id))];
  const roomName = new Map(rooms.map((r) => [r.id, `${r.courseName} · ${r.sectionName}`]));
  const [meetings, assignments, school] = await Promise.all([
    roomIds.length
      ? ctx.db
          .select()
          .from(roomMeetings)
          .where(and(inArray(roomMeetings.roomId, roomIds), gte(roomMeetings.meetingDate, from), lte(roomMeetings.meetingDate, to)))
      : [],
    myAssignments({ ctx }),
    eventsBetween(ctx.db, ctx.session.schoolId, from, to),
  ]);
  const events: Event[] = [];
  for (const m of meetings)
    events.push({
      date: m.meetingDate!,
      kind: 'meeting',
      title: m.title,
      detail: roomName.get(m.roomId) ?? null,
      roomId: m.roomId,
      targetId: m.id,
      status: null,
    });
  for (const a of assignments.data.filter((x) => inMonth(x.dueAt))) {
    events.push({
      date: dayOf(a.dueAt),
      kind: 'assignment',
      title: `Batas tugas: ${a.title}`,
      detail: `${a.courseName} · ${a.sectionName}${a.student && ctx.session.userTypeId === GUARDIAN ? ` · ${a.student.name}` : ''}`,
      roomId: a.roomId,
      targetId: a.id,
      status: a.status,
    });
  }
  if (ctx.session.userTypeId === STUDENT) {
    const { data } = await listMyPractice({ ctx, input: {} });
    for (const q of data.filter((x) => inMonth(x.endsAt)))
      events.push({
        date: dayOf(q.endsAt),
        kind: 'quiz',
        title: `Kuis ditutup: ${q.title}`,
        detail: q.courseName,
        roomId: null,
        targetId: q.scheduleId,
        status: null,
      });
  } else if (roomIds.length && examAllows('results.read', ctx.session.userTypeId) && ctx.session.academicYearId) {
    const staffRooms = rooms.filter((r) => !r.student);
    const { data } = await listClassExercises({ ctx });
    for (const q of data.filter((x) => inMonth(x.endsAt))) {
      const room = staffRooms.find((r) => r.courseName === q.courseName && q.sections.split(', ').includes(r.sectionName));
      if (room)
        events.push({
          date: dayOf(q.endsAt),
          kind: 'quiz',
          title: `Kuis ditutup: ${q.title}`,
          detail: roomName.get(room.id) ?? null,
          roomId: room.id,
          targetId: q.id,
          status: null,
        });
    }
  }
  for (const e of school) {
    const start = e.startDate < from ? from : e.startDate;
    events.push({
      date: start,
      kind: e.isHoliday ? 'holiday' : 'event',
      title: e.title,
      detail: e.endDate !== e.startDate ? `sampai ${e.endDate}` : null,
      roomId: null,
      targetId: null,
      status: null,
    });
  }
  events.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind));
  return { month, events };
}
