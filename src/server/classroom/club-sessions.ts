/**
 * Extracurricular meetings: the coach records each session with what was done and who came (H/S/I/A); the
 * report sums a year of sessions per club and member beside the predikat that goes into the rapor.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { extracurricularAttendance, extracurricularMembers, extracurricularSessions, extracurriculars } from '../db/schema/classroom.ts';
import { users } from '../db/schema/users.ts';
import type { Db } from '../db/client.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden, notFound, validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { PRESENCE, sessionInput } from '../../shared/api/classroom/club-sessions.ts';
import { PREDICATE_LABELS, STUDENT } from '../../shared/classroom/permissions.ts';
import type { Paper } from '../../shared/documents/paper.ts';
import { renderClubReport } from '../documents/club-report.ts';
import { pdfFilename, type PdfFile } from '../documents/pdf-file.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import { coaches, openClub, rosterRows, yearOf } from './extracurriculars.ts';

type Presence = (typeof PRESENCE)[number];
type Predicate = 'SB' | 'B' | 'C' | 'K';

async function members(ctx: SessionContext, clubIds: number[], year: number) {
  return rosterRows(
    ctx,
    and(
      inArray(extracurricularMembers.extracurricularId, clubIds.length ? clubIds : [0]),
      eq(extracurricularMembers.academicYearId, year),
      eq(extracurricularMembers.status, 'approved'),
    ),
  );
}

async function sessionsOf(db: Db, clubIds: number[], year: number) {
  const sessions = clubIds.length
    ? await db
        .select()
        .from(extracurricularSessions)
        .where(and(inArray(extracurricularSessions.extracurricularId, clubIds), eq(extracurricularSessions.academicYearId, year)))
        .orderBy(asc(extracurricularSessions.sessionDate))
    : [];
  const marks = sessions.length
    ? await db
        .select()
        .from(extracurricularAttendance)
        .where(
          inArray(
            extracurricularAttendance.sessionId,
            sessions.map((s) => s.id),
          ),
        )
    : [];
  return { sessions, marks };
}

export async function clubSessions({ ctx, id }: { ctx: SessionContext; id: number }) {
  const club = await openClub(ctx, id);
  const year = yearOf(ctx);
  const canRecord = coaches(ctx, club);
  const [roster, { sessions, marks }, [coach]] = await Promise.all([
    members(ctx, [club.id], year),
    sessionsOf(ctx.db, [club.id], year),
    club.coachId ? ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, club.coachId)) : [],
  ]);
  // A student sees only their own mark; the roster and each member's attendance are the coach's.
  const own = (studentId: number) => canRecord || (ctx.session.userTypeId === STUDENT && studentId === ctx.session.userId);
  return {
    club: { id: club.id, name: club.name, schedule: club.schedule, place: club.place, coachName: coach?.name ?? null },
    members: canRecord ? roster.map((m) => ({ id: m.studentId, name: m.studentName, sectionName: m.sectionName })) : [],
    sessions: sessions.map((s) => {
      const mine = marks.filter((m) => m.sessionId === s.id);
      return {
        id: s.id,
        sessionDate: s.sessionDate,
        activity: s.activity,
        notes: s.notes,
        present: mine.filter((m) => m.status === 'H').length,
        total: mine.length,
        attendance: mine.filter((m) => own(m.studentId)).map((m) => ({ studentId: m.studentId, status: m.status as Presence })),
      };
    }),
    canRecord,
  };
}

async function keepClub(ctx: SessionContext, id: number) {
  const club = await openClub(ctx, id);
  if (!coaches(ctx, club)) throw forbidden('Pertemuan dicatat pembina ekstrakurikuler ini atau admin.');
  return club;
}

async function checkMembers(ctx: SessionContext, clubId: number, year: number, ids: number[]) {
  const roster = await members(ctx, [clubId], year);
  const known = new Set(roster.map((m) => m.studentId));
  if (ids.some((x) => !known.has(x))) throw validationError({ attendance: ['Ada siswa yang bukan anggota ekstrakurikuler ini.'] });
  return roster;
}

export async function recordSession({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof sessionInput> }) {
  const club = await keepClub(ctx, id);
  const year = yearOf(ctx);
  const roster = await checkMembers(
    ctx,
    club.id,
    year,
    input.attendance.map((a) => a.studentId),
  );
  const given = new Map(input.attendance.map((a) => [a.studentId, a.status]));
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(extracurricularSessions)
      .values({
        schoolId: ctx.session.schoolId,
        extracurricularId: club.id,
        academicYearId: year,
        sessionDate: input.sessionDate,
        activity: input.activity,
        notes: input.notes ?? null,
        recordedBy: ctx.session.userId,
      })
      .onConflictDoNothing()
      .returning({ id: extracurricularSessions.id });
    if (!row) throw new AppError('conflict', 'Pertemuan pada tanggal ini sudah dicatat; perbaiki kehadirannya di daftar pertemuan.');
    if (roster.length)
      await tx
        .insert(extracurricularAttendance)
        .values(roster.map((m) => ({ sessionId: row.id, studentId: m.studentId, schoolId: ctx.session.schoolId, status: given.get(m.studentId) ?? 'A' })));
    await recordAudit(tx, ctx, {
      resource: 'extracurricular.session',
      recordId: row.id,
      action: 'create',
      after: { clubId: club.id, sessionDate: input.sessionDate, present: [...given.values()].filter((s) => s === 'H').length },
    });
    return { id: row.id };
  });
}

export async function updateAttendance({
  ctx,
  id,
  input,
}: {
  ctx: SessionContext;
  id: number;
  input: { attendance: { studentId: number; status: Presence }[] };
}) {
  const [session] = await ctx.db
    .select()
    .from(extracurricularSessions)
    .where(and(eq(extracurricularSessions.id, id), eq(extracurricularSessions.schoolId, ctx.session.schoolId)));
  if (!session) throw notFound('Pertemuan tidak ditemukan.');
  const club = await keepClub(ctx, session.extracurricularId);
  await checkMembers(
    ctx,
    club.id,
    session.academicYearId,
    input.attendance.map((a) => a.studentId),
  );
  return ctx.db.transaction(async (tx) => {
    for (const a of input.attendance) {
      await tx
        .insert(extracurricularAttendance)
        .values({ sessionId: id, studentId: a.studentId, schoolId: ctx.session.schoolId, status: a.status })
        .onConflictDoUpdate({ target: [extracurricularAttendance.sessionId, extracurricularAttendance.studentId], set: { status: a.status } });
    }
    const rows = await tx
      .select({ status: extracurricularAttendance.status })
      .from(extracurricularAttendance)
      .where(eq(extracurricularAttendance.sessionId, id));
    await recordAudit(tx, ctx, { resource: 'extracurricular.session', recordId: id, action: 'attendance', after: input });
    return { present: rows.filter((r) => r.status === 'H').length };
  });
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

/** The year's report: managers and the principal see every club, a coach their own clubs. */
export async function clubReport({ ctx }: { ctx: SessionContext }) {
  const year = yearOf(ctx);
  const leads = ['1', '2', '4'].includes(ctx.session.userTypeId);
  if (!leads && ctx.session.userTypeId !== '3') throw forbidden('Laporan ekstrakurikuler untuk pembina, admin dan kepala sekolah.');
  const clubs = await ctx.db
    .select({ id: extracurriculars.id, name: extracurriculars.name, coachId: extracurriculars.coachId, coachName: users.fullName })
    .from(extracurriculars)
    .leftJoin(users, eq(users.id, extracurriculars.coachId))
    .where(and(eq(extracurriculars.schoolId, ctx.session.schoolId), leads ? undefined : eq(extracurriculars.coachId, ctx.session.userId)))
    .orderBy(asc(extracurriculars.name));
  const ids = clubs.map((c) => c.id);
  const [roster, { sessions, marks }] = await Promise.all([members(ctx, ids, year), sessionsOf(ctx.db, ids, year)]);
  return {
    clubs: clubs.map((c) => {
      const held = sessions.filter((s) => s.extracurricularId === c.id);
      const heldIds = new Set(held.map((s) => s.id));
      const clubMarks = marks.filter((m) => heldIds.has(m.sessionId));
      const list = roster
        .filter((m) => m.clubId === c.id)
        .map((m) => {
          const own = clubMarks.filter((x) => x.studentId === m.studentId);
          const present = own.filter((x) => x.status === 'H').length;
          return {
            studentId: m.studentId,
            name: m.studentName,
            sectionName: m.sectionName,
            present,
            attendancePct: pct(present, own.length),
            predicate: m.predicate as Predicate | null,
            description: m.description,
          };
        });
      const count = (p: Predicate) => list.filter((m) => m.predicate === p).length;
      return {
        id: c.id,
        name: c.name,
        coachName: c.coachName,
        members: list.length,
        sessions: held.length,
        attendancePct: pct(clubMarks.filter((x) => x.status === 'H').length, clubMarks.length),
        assessed: list.filter((m) => m.predicate).length,
        predicates: { SB: count('SB'), B: count('B'), C: count('C'), K: count('K') },
        roster: list,
      };
    }),
  };
}

export async function clubReportPdf({ ctx, id, paper }: { ctx: SessionContext; id: number; paper: Paper }): Promise<PdfFile> {
  const { clubs } = await clubReport({ ctx });
  const club = clubs.find((c) => c.id === id);
  if (!club) throw notFound('Ekstrakurikuler tidak ditemukan.');
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const bytes = await renderClubReport({
    school,
    paper,
    club: { name: club.name, coachName: club.coachName, sessions: club.sessions, attendancePct: club.attendancePct },
    members: club.roster.map((m) => ({
      name: m.name,
      sectionName: m.sectionName,
      attendance: m.attendancePct === null ? '-' : `${m.present}/${club.sessions} (${m.attendancePct}%)`,
      predicate: m.predicate ? `${m.predicate} (${PREDICATE_LABELS[m.predicate]})` : '-',
      description: m.description,
    })),
    date: new Date(),
  });
  return { filename: pdfFilename('laporan-ekskul', club.name, paper), bytes };
}
