/**
 * Rapat: the office or the principal calls a meeting and invites teachers and staff (told by WhatsApp when they
 * have a number); on the day the secretary takes attendance and writes the minutes and decisions.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { meetingAttendees, meetings } from '../../db/schema/school-life.ts';
import { staffProfiles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { Db } from '../../db/client.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { queueMessage } from '../../messaging/queue-message.ts';
import type { attendanceInput, meetingInput, minutesInput } from '../../../shared/api/classroom/meetings.ts';
import { ATTENDANCE_LABELS, MEETING_KIND_LABELS, schoolLifeAllows } from '../../../shared/classroom/school-life.ts';
import type { Paper } from '../../../shared/documents/paper.ts';
import { renderMeetingMinutes } from '../../documents/meeting-minutes.ts';
import { pdfFilename, type PdfFile } from '../../documents/pdf-file.ts';
import { loadSchoolProfile } from '../../documents/school-profile.ts';
import { dayAndDate } from '../../documents/school-time.ts';
import { schoolToday } from '../counseling/access.ts';

const STAFF_TYPES = ['2', '3', '4', '7', '8', '9', '10', '11'];
const NOT_FOUND = 'Rapat tidak ditemukan.';
type Kind = 'dinas';
type Status = 'invited';
const leader = alias(users, 'leader');
const secretary = alias(users, 'secretary');

const manages = (ctx: SessionContext) => schoolLifeAllows('meetings.manage', ctx.session.userTypeId);

export async function listMeetings({ ctx }: { ctx: SessionContext }) {
  const { db, session } = ctx;
  if (!STAFF_TYPES.includes(session.userTypeId) && !manages(ctx)) throw forbidden('Rapat untuk guru dan staf sekolah.');
  const all = manages(ctx);
  const tallies = db
    .select({
      meetingId: meetingAttendees.meetingId,
      invited: count().as('invited'),
      present: sql<number>`count(*) filter (where ${meetingAttendees.status} = 'present')::int`.as('present'),
    })
    .from(meetingAttendees)
    .where(eq(meetingAttendees.schoolId, session.schoolId))
    .groupBy(meetingAttendees.meetingId)
    .as('tallies');
  const mine = alias(meetingAttendees, 'mine');
  const rows = await db
    .select({ m: meetings, invited: tallies.invited, present: tallies.present, myStatus: mine.status })
    .from(meetings)
    .leftJoin(tallies, eq(tallies.meetingId, meetings.id))
    .leftJoin(mine, and(eq(mine.meetingId, meetings.id), eq(mine.userId, session.userId)))
    .where(and(eq(meetings.schoolId, session.schoolId), all ? undefined : sql`${mine.userId} is not null`))
    .orderBy(desc(meetings.meetingDate), desc(meetings.id));
  const staff = all
    ? await db
        .select({ id: users.id, name: users.fullName, type: users.userTypeId })
        .from(users)
        .where(and(eq(users.schoolId, session.schoolId), inArray(users.userTypeId, STAFF_TYPES), eq(users.isActive, true)))
        .orderBy(asc(users.fullName))
    : [];
  return {
    data: rows.map(({ m, invited, present, myStatus }) => ({
      id: m.id,
      title: m.title,
      kind: m.kind as Kind,
      meetingDate: m.meetingDate,
      startTime: m.startTime,
      place: m.place,
      held: m.heldAt !== null,
      invited: Number(invited ?? 0),
      present: Number(present ?? 0),
      myStatus: (myStatus as Status | null) ?? null,
    })),
    canManage: all,
    staff: staff.map((s) => ({ id: s.id, name: s.name, teacher: s.type === '3' })),
  };
}

export async function createMeeting({ ctx, input }: { ctx: SessionContext; input: z.output<typeof meetingInput> }) {
  if (!manages(ctx)) throw forbidden('Rapat dijadwalkan admin, kepala sekolah atau TU.');
  const { db, session } = ctx;
  const types = input.invite === 'all_teachers' ? ['3'] : STAFF_TYPES;
  const people = await db
    .select({ id: users.id, phone: staffProfiles.phone })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .where(
      and(
        eq(users.schoolId, session.schoolId),
        inArray(users.userTypeId, types),
        eq(users.isActive, true),
        input.invite === 'chosen' ? inArray(users.id, input.inviteeIds.length ? input.inviteeIds : [0]) : undefined,
      ),
    );
  if (input.invite === 'chosen' && people.length !== new Set(input.inviteeIds).size)
    throw validationError({ inviteeIds: ['Ada peserta yang bukan guru atau staf sekolah ini.'] });
  if (!people.length) throw validationError({ inviteeIds: ['Pilih minimal satu peserta.'] });
  for (const [field, id] of [
    ['leaderId', input.leaderId],
    ['secretaryId', input.secretaryId],
  ] as const) {
    if (id && !people.some((p) => p.id === id)) throw validationError({ [field]: ['Pilih dari peserta yang diundang.'] });
  }
  const time = input.startTime.replace(':', '.');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(meetings)
      .values({
        schoolId: session.schoolId,
        title: input.title,
        kind: input.kind,
        meetingDate: input.meetingDate,
        startTime: time,
        place: input.place,
        agenda: input.agenda,
        leaderId: input.leaderId ?? null,
        secretaryId: input.secretaryId ?? null,
        createdBy: session.userId,
      })
      .returning({ id: meetings.id });
    await tx.insert(meetingAttendees).values(people.map((p) => ({ meetingId: row.id, userId: p.id, schoolId: session.schoolId })));
    const body = `Undangan ${MEETING_KIND_LABELS[input.kind].toLowerCase()}: ${input.title}, ${input.meetingDate} pukul ${time} di ${input.place}.\nAcara:\n${input.agenda}`;
    const phones = [...new Set(people.flatMap((p) => (p.phone ? [p.phone] : [])))];
    for (const to of phones) await queueMessage(tx as unknown as Db, { schoolId: session.schoolId, userId: session.userId, channel: 'whatsapp', to, body });
    await recordAudit(tx, ctx, { resource: 'meeting', recordId: row.id, action: 'create', after: { ...input, inviteeIds: undefined, invited: people.length } });
    return { id: row.id, invited: people.length, notified: phones.length };
  });
}

/** A meeting of the school for a manager or an invitee; everyone else 404. */
export async function openMeeting(ctx: SessionContext, id: number) {
  const [row] = await ctx.db
    .select({ m: meetings, leaderName: leader.fullName, secretaryName: secretary.fullName })
    .from(meetings)
    .leftJoin(leader, eq(leader.id, meetings.leaderId))
    .leftJoin(secretary, eq(secretary.id, meetings.secretaryId))
    .where(and(eq(meetings.id, id), eq(meetings.schoolId, ctx.session.schoolId)));
  if (!row) throw notFound(NOT_FOUND);
  const attendees = await ctx.db
    .select({ id: users.id, name: users.fullName, status: meetingAttendees.status, nip: staffProfiles.nip })
    .from(meetingAttendees)
    .innerJoin(users, eq(users.id, meetingAttendees.userId))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, meetingAttendees.userId))
    .where(eq(meetingAttendees.meetingId, id))
    .orderBy(asc(users.fullName));
  const invited = attendees.some((a) => a.id === ctx.session.userId);
  if (!manages(ctx) && !invited) throw notFound(NOT_FOUND);
  const canManage = manages(ctx) || row.m.secretaryId === ctx.session.userId;
  return { ...row, attendees, canManage };
}

export async function getMeeting({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { m, leaderName, secretaryName, attendees, canManage } = await openMeeting(ctx, id);
  const me = attendees.find((a) => a.id === ctx.session.userId);
  return {
    id: m.id,
    title: m.title,
    kind: m.kind as Kind,
    meetingDate: m.meetingDate,
    startTime: m.startTime,
    place: m.place,
    held: m.heldAt !== null,
    invited: attendees.length,
    present: attendees.filter((a) => a.status === 'present').length,
    myStatus: (me?.status as Status | undefined) ?? null,
    agenda: m.agenda,
    minutes: m.minutes,
    decisions: m.decisions,
    leaderName,
    secretaryName,
    attendees: attendees.map((a) => ({ id: a.id, name: a.name, status: a.status as Status })),
    canManage,
  };
}

async function keepMeeting(ctx: SessionContext, id: number) {
  const found = await openMeeting(ctx, id);
  if (!found.canManage) throw forbidden('Daftar hadir dan notulen diisi pengelola rapat atau notulisnya.');
  if (found.m.meetingDate > (await schoolToday(ctx))) throw new AppError('conflict', 'Rapat ini belum berlangsung; isi daftar hadir dan notulen pada harinya.');
  return found;
}

export async function saveAttendance({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof attendanceInput> }) {
  const { attendees } = await keepMeeting(ctx, id);
  const invited = new Set(attendees.map((a) => a.id));
  const stranger = input.statuses.find((s) => !invited.has(s.userId));
  if (stranger) throw validationError({ statuses: ['Ada nama yang tidak diundang ke rapat ini.'] });
  return ctx.db.transaction(async (tx) => {
    for (const status of ['present', 'excused', 'absent'] as const) {
      const ids = input.statuses.filter((s) => s.status === status).map((s) => s.userId);
      if (ids.length)
        await tx
          .update(meetingAttendees)
          .set({ status })
          .where(and(eq(meetingAttendees.meetingId, id), inArray(meetingAttendees.userId, ids)));
    }
    const [{ present }] = await tx
      .select({ present: sql<number>`count(*) filter (where ${meetingAttendees.status} = 'present')::int` })
      .from(meetingAttendees)
      .where(eq(meetingAttendees.meetingId, id));
    await recordAudit(tx, ctx, { resource: 'meeting', recordId: id, action: 'attendance', after: { present } });
    return { present };
  });
}

export async function saveMinutes({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof minutesInput> }) {
  const { m } = await keepMeeting(ctx, id);
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(meetings)
      .set({ minutes: input.minutes, decisions: input.decisions, heldAt: m.heldAt ?? new Date() })
      .where(eq(meetings.id, id));
    await recordAudit(tx, ctx, { resource: 'meeting', recordId: id, action: 'minutes', before: { minutes: m.minutes, decisions: m.decisions }, after: input });
    return { id };
  });
}

/** GET /api/meetings/:id/minutes.pdf: whoever may open the meeting may print its minutes. */
export async function minutesPdf({ ctx, id, paper }: { ctx: SessionContext; id: number; paper: Paper }): Promise<PdfFile> {
  const { m, leaderName, secretaryName, attendees } = await openMeeting(ctx, id);
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const nipOf = (userId: number | null) => attendees.find((a) => a.id === userId)?.nip ?? null;
  const bytes = await renderMeetingMinutes({
    school,
    paper,
    meeting: {
      title: m.title,
      kindLabel: MEETING_KIND_LABELS[m.kind as Kind],
      dayAndDate: dayAndDate(new Date(`${m.meetingDate}T12:00:00Z`), 'UTC'),
      startTime: m.startTime,
      place: m.place,
      agenda: m.agenda,
      minutes: m.minutes,
      decisions: m.decisions,
    },
    leader: { name: leaderName, nip: nipOf(m.leaderId) },
    secretary: { name: secretaryName, nip: nipOf(m.secretaryId) },
    attendees: attendees.map((a) => ({ name: a.name, statusLabel: ATTENDANCE_LABELS[a.status as Status] })),
    date: m.heldAt ?? new Date(),
  });
  return { filename: pdfFilename('notulen', `${m.title} ${m.meetingDate}`, paper), bytes };
}
