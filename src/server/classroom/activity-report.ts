/**
 * The class activity report: for a period (two weeks by default) and optionally one rombel, each meeting held,
 * material posted and assignment given in the rooms the person follows as staff, with a tally per teacher.
 */
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { roomAssignments, roomMaterials, roomMeetings, roomSubmissions } from '../db/schema/classroom.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, validationError } from '../http/errors.ts';
import { schoolDay, schoolTimeZone } from '../school/time-zone.ts';
import { toZonedInput } from '../../shared/time/school-time.ts';
import { GUARDIAN, STUDENT } from '../../shared/classroom/permissions.ts';
import { listRooms } from './rooms.ts';

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export async function activityReport({ ctx, input }: { ctx: SessionContext; input: { from?: string; to?: string; sectionId?: number } }) {
  if (ctx.session.userTypeId === STUDENT || ctx.session.userTypeId === GUARDIAN) throw forbidden('Laporan kegiatan kelas untuk guru dan pimpinan sekolah.');
  const zone = await schoolTimeZone(ctx.db, ctx.session.schoolId);
  const to = input.to ?? toZonedInput(new Date(), zone).slice(0, 10);
  const from = input.from ?? addDays(to, -13);
  if (from > to) throw validationError({ from: ['Tanggal awal harus sebelum tanggal akhir.'] });
  if (Date.parse(to) - Date.parse(from) > 92 * 86_400_000) throw validationError({ to: ['Rentang paling panjang tiga bulan.'] });
  const start = schoolDay(zone, from).from;
  const end = schoolDay(zone, to).to;
  const { data: all } = await listRooms({ ctx });
  const sections = [...new Map(all.map((r) => [r.sectionId, { id: r.sectionId, name: r.sectionName }])).values()].sort((a, b) => a.name.localeCompare(b.name));
  const rooms = all.filter((r) => !input.sectionId || r.sectionId === input.sectionId);
  const ids = rooms.map((r) => r.id);
  const room = new Map(rooms.map((r) => [r.id, r]));
  const day = (m: Date) => toZonedInput(m, zone).slice(0, 10);
  const [meetings, materials, assignments] = ids.length
    ? await Promise.all([
        ctx.db
          .select()
          .from(roomMeetings)
          .where(
            and(
              inArray(roomMeetings.roomId, ids),
              sql`coalesce(${roomMeetings.meetingDate}::date, (${roomMeetings.createdAt} at time zone ${zone})::date) between ${from}::date and ${to}::date`,
            ),
          ),
        ctx.db
          .select({
            id: roomMaterials.id,
            title: roomMaterials.title,
            kind: roomMaterials.kind,
            createdAt: roomMaterials.createdAt,
            roomId: roomMeetings.roomId,
            meetingTitle: roomMeetings.title,
          })
          .from(roomMaterials)
          .innerJoin(roomMeetings, eq(roomMeetings.id, roomMaterials.meetingId))
          .where(and(inArray(roomMeetings.roomId, ids), gte(roomMaterials.createdAt, start), lt(roomMaterials.createdAt, end))),
        ctx.db
          .select({
            id: roomAssignments.id,
            title: roomAssignments.title,
            createdAt: roomAssignments.createdAt,
            dueAt: roomAssignments.dueAt,
            roomId: roomAssignments.roomId,
            handedIn: count(roomSubmissions.id),
          })
          .from(roomAssignments)
          .leftJoin(roomSubmissions, eq(roomSubmissions.assignmentId, roomAssignments.id))
          .where(and(inArray(roomAssignments.roomId, ids), gte(roomAssignments.createdAt, start), lt(roomAssignments.createdAt, end)))
          .groupBy(roomAssignments.id),
      ])
    : [[], [], []];
  const base = (roomId: number) => ({
    sectionName: room.get(roomId)!.sectionName,
    courseName: room.get(roomId)!.courseName,
    teacherName: room.get(roomId)!.teacherName,
    roomId,
  });
  const rows = [
    ...meetings.map((m) => ({ ...base(m.roomId), date: m.meetingDate ?? day(m.createdAt), kind: 'meeting' as const, title: m.title, detail: null })),
    ...materials.map((m) => ({ ...base(m.roomId), date: day(m.createdAt), kind: 'material' as const, title: m.title, detail: m.meetingTitle })),
    ...assignments.map((a) => ({
      ...base(a.roomId),
      date: day(a.createdAt),
      kind: 'assignment' as const,
      title: a.title,
      detail: `batas ${day(a.dueAt)} · ${a.handedIn} dikumpulkan`,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.sectionName.localeCompare(b.sectionName) || a.courseName.localeCompare(b.courseName));
  const teachers = new Map<string, { name: string; meetings: number; materials: number; assignments: number }>();
  for (const r of rows) {
    const t = teachers.get(r.teacherName) ?? { name: r.teacherName, meetings: 0, materials: 0, assignments: 0 };
    if (r.kind === 'meeting') t.meetings += 1;
    else if (r.kind === 'material') t.materials += 1;
    else t.assignments += 1;
    teachers.set(r.teacherName, t);
  }
  return { from, to, sections, rows, teachers: [...teachers.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}
