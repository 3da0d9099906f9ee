/** One case: its confidential entries (every read audited), notes and follow-ups, the parent contacted, the close. */
import { and, asc, eq, isNull, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { conductPoints, counselingCases, counselingEntries } from '../../db/schema/counseling.ts';
import { guardianProfiles, guardianStudents } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { queueMessage } from '../../messaging/queue-message.ts';
import type { Db } from '../../db/client.ts';
import type { entryInput } from '../../../shared/api/classroom/counseling.ts';
import type { EntryKind } from '../../../shared/classroom/counseling.ts';
import { CASE_NOT_FOUND, keepCase, loadCase, schoolToday } from './access.ts';
import { caseSummaries } from './summaries.ts';

const CLOSED = 'Kasus ini sudah selesai; buka kasus baru bila perlu.';

async function guardiansOf(db: Db, schoolId: number, studentId: number) {
  return db
    .select({ name: users.fullName, phone: guardianProfiles.phone })
    .from(guardianStudents)
    .innerJoin(users, eq(users.id, guardianStudents.guardianId))
    .leftJoin(guardianProfiles, eq(guardianProfiles.userId, guardianStudents.guardianId))
    .where(and(eq(guardianStudents.schoolId, schoolId), eq(guardianStudents.studentId, studentId)))
    .orderBy(users.fullName);
}

export async function getCase({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { row, canWrite } = await loadCase(ctx, id);
  const [[summary], entries, guardians, [points]] = await Promise.all([
    caseSummaries(ctx.db, eq(counselingCases.id, id)),
    ctx.db
      .select({ e: counselingEntries, authorName: users.fullName })
      .from(counselingEntries)
      .innerJoin(users, eq(users.id, counselingEntries.authorId))
      .where(eq(counselingEntries.caseId, id))
      .orderBy(asc(counselingEntries.happenedOn), asc(counselingEntries.id)),
    guardiansOf(ctx.db, ctx.session.schoolId, row.studentId),
    ctx.db
      .select({ total: sum(conductPoints.points) })
      .from(conductPoints)
      .where(and(eq(conductPoints.studentId, row.studentId), eq(conductPoints.academicYearId, row.academicYearId))),
  ]);
  await recordAudit(ctx.db, ctx, { resource: 'counseling.case', recordId: id, action: 'read' });
  return {
    ...summary,
    summary: row.summary,
    entries: entries.map(({ e, authorName }) => ({
      id: e.id,
      kind: e.kind as EntryKind,
      happenedOn: e.happenedOn,
      body: e.body,
      followUpOn: e.followUpOn,
      done: e.doneAt !== null,
      authorName,
    })),
    guardians: guardians.map((g) => ({ name: g.name, hasPhone: !!g.phone })),
    conductTotal: Number(points?.total ?? 0),
    canWrite,
  };
}

async function openCaseRow(ctx: SessionContext, id: number) {
  const row = await keepCase(ctx, id);
  if (row.status !== 'open') throw new AppError('conflict', row.status === 'requested' ? 'Terima permintaan ini dahulu sebelum mencatat.' : CLOSED);
  return row;
}

export async function addEntry({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof entryInput> }) {
  await openCaseRow(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(counselingEntries)
      .values({
        schoolId: ctx.session.schoolId,
        caseId: id,
        kind: input.kind,
        happenedOn: input.happenedOn,
        body: input.body,
        followUpOn: input.kind === 'follow_up' ? (input.followUpOn ?? null) : null,
        authorId: ctx.session.userId,
      })
      .returning({ id: counselingEntries.id });
    await recordAudit(tx, ctx, { resource: 'counseling.entry', recordId: row.id, action: 'create', after: { caseId: id, kind: input.kind } });
    return { id: row.id };
  });
}

export async function completeFollowUp({ ctx, id }: { ctx: SessionContext; id: number }) {
  const [entry] = await ctx.db
    .select({ caseId: counselingEntries.caseId, kind: counselingEntries.kind })
    .from(counselingEntries)
    .where(and(eq(counselingEntries.id, id), eq(counselingEntries.schoolId, ctx.session.schoolId)));
  if (!entry) throw notFound(CASE_NOT_FOUND);
  await openCaseRow(ctx, entry.caseId);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(counselingEntries)
      .set({ doneAt: new Date() })
      .where(and(eq(counselingEntries.id, id), eq(counselingEntries.kind, 'follow_up'), isNull(counselingEntries.doneAt)))
      .returning({ id: counselingEntries.id });
    if (!rows.length) throw new AppError('conflict', 'Tindak lanjut ini sudah ditandai selesai.');
    await recordAudit(tx, ctx, { resource: 'counseling.entry', recordId: id, action: 'done' });
    return { id };
  });
}

/** The parent is told through the outbox (WhatsApp); the case keeps what was sent and to how many numbers. */
export async function contactParent({ ctx, id, input }: { ctx: SessionContext; id: number; input: { message: string } }) {
  const row = await openCaseRow(ctx, id);
  const phones = [...new Set((await guardiansOf(ctx.db, ctx.session.schoolId, row.studentId)).flatMap((g) => (g.phone ? [g.phone] : [])))];
  if (!phones.length) throw new AppError('conflict', 'Orang tua/wali siswa ini belum memiliki nomor HP di data sekolah.');
  const today = await schoolToday(ctx);
  const body = `Yth. Orang tua/wali,\n${input.message}\n\n— Guru BK`;
  await ctx.db.transaction(async (tx) => {
    for (const to of phones)
      await queueMessage(tx as unknown as Db, { schoolId: ctx.session.schoolId, userId: ctx.session.userId, channel: 'whatsapp', to, body });
    const [entry] = await tx
      .insert(counselingEntries)
      .values({ schoolId: ctx.session.schoolId, caseId: id, kind: 'parent_contact', happenedOn: today, body: input.message, authorId: ctx.session.userId })
      .returning({ id: counselingEntries.id });
    await recordAudit(tx, ctx, { resource: 'counseling.entry', recordId: entry.id, action: 'parent_message', after: { caseId: id, queued: phones.length } });
  });
  return { queued: phones.length, message: `Pesan masuk antrean WhatsApp untuk ${phones.length} nomor orang tua/wali.` };
}

export async function closeCase({ ctx, id, input }: { ctx: SessionContext; id: number; input: { summary: string } }) {
  await openCaseRow(ctx, id);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(counselingCases)
      .set({ status: 'closed', summary: input.summary, closedAt: new Date() })
      .where(and(eq(counselingCases.id, id), eq(counselingCases.status, 'open')))
      .returning({ id: counselingCases.id });
    if (!rows.length) throw new AppError('conflict', CLOSED);
    await recordAudit(tx, ctx, { resource: 'counseling.case', recordId: id, action: 'close' });
    return { id };
  });
}
