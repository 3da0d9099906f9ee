/**
 * The duty officers' daily log (jurnal piket): the teachers on the roster for that weekday, or the office, note
 * late students, students leaving with permission, absent teachers and incidents, and close the day with a summary.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { dutyLogEntries, dutyLogs, dutyRosters } from '../../db/schema/school-life.ts';
import { classMaps, sections } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { Tx } from '../../audit/record-audit.ts';
import type { SessionContext } from '../../http/context.ts';
import { forbidden, validationError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import type { dutyEntryInput } from '../../../shared/api/classroom/duty.ts';
import { schoolLifeAllows, WEEKDAY_LABELS, weekdayOf, type DutyEntryKind } from '../../../shared/classroom/school-life.ts';
import { STUDENT, TEACHER } from '../../../shared/classroom/permissions.ts';
import { schoolToday } from '../counseling/access.ts';

const person = alias(users, 'person');
const recorder = alias(users, 'recorder');

/** The teachers on the roster for a date's weekday in the session's year. */
export async function officersOn(ctx: SessionContext, date: string) {
  if (!ctx.session.academicYearId) return [];
  return ctx.db
    .select({ id: users.id, name: users.fullName })
    .from(dutyRosters)
    .innerJoin(users, eq(users.id, dutyRosters.userId))
    .where(
      and(
        eq(dutyRosters.schoolId, ctx.session.schoolId),
        eq(dutyRosters.academicYearId, ctx.session.academicYearId),
        eq(dutyRosters.kind, 'teacher'),
        eq(dutyRosters.weekday, weekdayOf(date)),
      ),
    )
    .orderBy(asc(users.fullName));
}

async function access(ctx: SessionContext, date: string) {
  if (!schoolLifeAllows('duty.read', ctx.session.userTypeId)) throw forbidden('Jurnal piket untuk guru dan staf sekolah.');
  const today = await schoolToday(ctx);
  const officers = await officersOn(ctx, date);
  const canWrite = date <= today && (schoolLifeAllows('duty.manage', ctx.session.userTypeId) || officers.some((o) => o.id === ctx.session.userId));
  return { officers, canWrite, today };
}

export async function getDutyLog({ ctx, input }: { ctx: SessionContext; input: { date?: string } }) {
  const date = input.date ?? (await schoolToday(ctx));
  const { officers, canWrite } = await access(ctx, date);
  const [log] = await ctx.db
    .select({ id: dutyLogs.id, summary: dutyLogs.summary, by: users.fullName })
    .from(dutyLogs)
    .leftJoin(users, eq(users.id, dutyLogs.updatedBy))
    .where(and(eq(dutyLogs.schoolId, ctx.session.schoolId), eq(dutyLogs.dutyDate, date)));
  const entries = log
    ? await ctx.db
        .select({
          id: dutyLogEntries.id,
          kind: dutyLogEntries.kind,
          personName: person.fullName,
          sectionName: sections.name,
          atTime: dutyLogEntries.atTime,
          description: dutyLogEntries.description,
          recordedByName: recorder.fullName,
        })
        .from(dutyLogEntries)
        .innerJoin(recorder, eq(recorder.id, dutyLogEntries.recordedBy))
        .leftJoin(person, eq(person.id, dutyLogEntries.personId))
        .leftJoin(classMaps, and(eq(classMaps.userId, dutyLogEntries.personId), eq(classMaps.academicYearId, ctx.session.academicYearId ?? 0)))
        .leftJoin(sections, eq(sections.id, classMaps.sectionId))
        .where(eq(dutyLogEntries.logId, log.id))
        .orderBy(asc(dutyLogEntries.atTime), asc(dutyLogEntries.id))
    : [];
  return {
    date,
    weekdayLabel: WEEKDAY_LABELS[weekdayOf(date)],
    officers,
    summary: log?.summary ?? null,
    updatedByName: log?.by ?? null,
    entries: entries.map((e) => ({ ...e, kind: e.kind as DutyEntryKind })),
    canWrite,
  };
}

async function writable(ctx: SessionContext, date: string) {
  const { canWrite, today } = await access(ctx, date);
  if (date > today) throw validationError({ date: ['Jurnal piket diisi pada hari itu atau sesudahnya.'] });
  if (!canWrite) throw forbidden('Jurnal piket diisi guru piket hari itu, admin atau TU.');
}

/** The day's log row, made on its first entry. */
async function logOf(tx: Tx, ctx: SessionContext, date: string, summary?: string) {
  const [row] = await tx
    .insert(dutyLogs)
    .values({ schoolId: ctx.session.schoolId, dutyDate: date, summary: summary ?? null, updatedBy: ctx.session.userId })
    .onConflictDoUpdate({
      target: [dutyLogs.schoolId, dutyLogs.dutyDate],
      set: summary === undefined ? { updatedAt: new Date() } : { summary, updatedBy: ctx.session.userId, updatedAt: new Date() },
    })
    .returning({ id: dutyLogs.id });
  return row.id;
}

export async function addDutyEntry({ ctx, input }: { ctx: SessionContext; input: z.output<typeof dutyEntryInput> }) {
  await writable(ctx, input.date);
  if (input.personId) {
    const wanted = input.kind === 'teacher_absent' ? [TEACHER] : [STUDENT];
    const [who] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.personId), eq(users.schoolId, ctx.session.schoolId), inArray(users.userTypeId, wanted)));
    if (!who) throw validationError({ personId: [input.kind === 'teacher_absent' ? 'Pilih guru sekolah ini.' : 'Pilih siswa sekolah ini.'] });
  } else if (input.kind !== 'incident') {
    throw validationError({ personId: [input.kind === 'teacher_absent' ? 'Pilih guru yang berhalangan.' : 'Pilih siswanya.'] });
  }
  return ctx.db.transaction(async (tx) => {
    const logId = await logOf(tx, ctx, input.date);
    const [row] = await tx
      .insert(dutyLogEntries)
      .values({
        schoolId: ctx.session.schoolId,
        logId,
        kind: input.kind,
        personId: input.personId ?? null,
        atTime: input.atTime ? input.atTime.replace(':', '.') : null,
        description: input.description,
        recordedBy: ctx.session.userId,
      })
      .returning({ id: dutyLogEntries.id });
    await recordAudit(tx, ctx, { resource: 'duty.log_entry', recordId: row.id, action: 'create', after: input });
    return { id: row.id };
  });
}

export async function saveDutySummary({ ctx, input }: { ctx: SessionContext; input: { date: string; summary: string } }) {
  await writable(ctx, input.date);
  return ctx.db.transaction(async (tx) => {
    const id = await logOf(tx, ctx, input.date, input.summary);
    await recordAudit(tx, ctx, { resource: 'duty.log', recordId: id, action: 'summary', after: input });
    return { date: input.date };
  });
}
