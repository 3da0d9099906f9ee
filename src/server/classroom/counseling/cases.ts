/** The BK desk: a student asks, a teacher refers, a BK teacher opens, accepts or declines a case. */
import { and, count, eq, inArray, max, min, isNull, gte } from 'drizzle-orm';
import type { z } from 'zod';
import { counselingCases, counselingEntries } from '../../db/schema/counseling.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, forbidden, validationError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import type { openCaseInput, referInput, requestInput } from '../../../shared/api/classroom/counseling.ts';
import { CONDUCT_RECORDERS, CONDUCT_THRESHOLDS, type CaseStatus } from '../../../shared/classroom/counseling.ts';
import { STUDENT } from '../../../shared/classroom/permissions.ts';
import { yearOf } from '../extracurriculars.ts';
import { counselingRole, keepCase, requireCaseReader } from './access.ts';
import { caseSummaries } from './summaries.ts';
import { conductTotals } from './conduct.ts';

const inSchool = (ctx: SessionContext) => eq(counselingCases.schoolId, ctx.session.schoolId);

export async function counselingDesk({ ctx }: { ctx: SessionContext }) {
  const role = await counselingRole(ctx);
  const year = ctx.session.academicYearId;
  const mine =
    role === 'student'
      ? await caseSummaries(ctx.db, and(inSchool(ctx), eq(counselingCases.studentId, ctx.session.userId), eq(counselingCases.source, 'request')))
      : role === 'other'
        ? []
        : await caseSummaries(ctx.db, and(inSchool(ctx), eq(counselingCases.requestedBy, ctx.session.userId), eq(counselingCases.source, 'referral')));
  const waiting = role === 'counselor' || role === 'overseer' ? await caseSummaries(ctx.db, and(inSchool(ctx), eq(counselingCases.status, 'requested'))) : [];
  // What the requester sees of their own: the status and their own words, never who counsels what.
  const conduct = !year
    ? []
    : role === 'student'
      ? await conductTotals(ctx.db, ctx.session.schoolId, year, ctx.session.userId)
      : CONDUCT_RECORDERS.includes(ctx.session.userTypeId as never)
        ? await conductTotals(ctx.db, ctx.session.schoolId, year)
        : [];
  if (role === 'counselor' || role === 'overseer')
    await recordAudit(ctx.db, ctx, { resource: 'counseling.case', recordId: 0, action: 'read_list', after: { waiting: waiting.length } });
  return { role, mine, waiting, conduct, thresholds: [...CONDUCT_THRESHOLDS] };
}

async function schoolStudent(ctx: SessionContext, id: number, field = 'studentId') {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.schoolId, ctx.session.schoolId), eq(users.userTypeId, STUDENT)));
  if (!row) throw validationError({ [field]: ['Siswa tidak ditemukan di sekolah ini.'] });
}

async function insertCase(ctx: SessionContext, values: Omit<typeof counselingCases.$inferInsert, 'schoolId' | 'academicYearId'>, action: string) {
  const academicYearId = yearOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(counselingCases)
      .values({ ...values, schoolId: ctx.session.schoolId, academicYearId })
      .returning({ id: counselingCases.id });
    // The audit row names the case, not its words: the trail is read by more people than BK.
    await recordAudit(tx, ctx, {
      resource: 'counseling.case',
      recordId: row.id,
      action,
      after: { studentId: values.studentId, source: values.source, status: values.status },
    });
    return { id: row.id };
  });
}

export async function requestSession({ ctx, input }: { ctx: SessionContext; input: z.output<typeof requestInput> }) {
  if (ctx.session.userTypeId !== STUDENT) throw forbidden('Permintaan konseling diajukan oleh siswa sendiri.');
  const [{ open }] = await ctx.db
    .select({ open: count() })
    .from(counselingCases)
    .where(
      and(inSchool(ctx), eq(counselingCases.studentId, ctx.session.userId), eq(counselingCases.source, 'request'), eq(counselingCases.status, 'requested')),
    );
  if (open >= 3) throw new AppError('conflict', 'Masih ada tiga permintaan yang menunggu guru BK. Tunggu sampai ditanggapi.');
  return insertCase(
    ctx,
    {
      studentId: ctx.session.userId,
      source: 'request',
      status: 'requested',
      category: input.category,
      title: input.title,
      requestNote: input.note ?? null,
      preferredTime: input.preferredTime ?? null,
      requestedBy: ctx.session.userId,
    },
    'request',
  );
}

export async function referStudent({ ctx, input }: { ctx: SessionContext; input: z.output<typeof referInput> }) {
  if (!CONDUCT_RECORDERS.includes(ctx.session.userTypeId as never)) throw forbidden('Rujukan ke BK dibuat oleh guru.');
  await schoolStudent(ctx, input.studentId);
  return insertCase(
    ctx,
    {
      studentId: input.studentId,
      source: 'referral',
      status: 'requested',
      category: input.category,
      title: input.title,
      requestNote: input.note ?? null,
      preferredTime: input.preferredTime ?? null,
      requestedBy: ctx.session.userId,
    },
    'refer',
  );
}

export async function openCase({ ctx, input }: { ctx: SessionContext; input: z.output<typeof openCaseInput> }) {
  const { canWrite } = await requireCaseReader(ctx);
  if (!canWrite) throw forbidden('Kasus dibuka oleh guru BK.');
  await schoolStudent(ctx, input.studentId);
  return insertCase(
    ctx,
    {
      studentId: input.studentId,
      source: 'counselor',
      status: 'open',
      category: input.category,
      title: input.title,
      counselorId: ctx.session.userId,
      openedAt: new Date(),
    },
    'create',
  );
}

export async function decideCase({ ctx, id, input }: { ctx: SessionContext; id: number; input: { accept: boolean; reason?: string | null } }) {
  await keepCase(ctx, id);
  const status: CaseStatus = input.accept ? 'open' : 'declined';
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(counselingCases)
      .set(input.accept ? { status, counselorId: ctx.session.userId, openedAt: new Date() } : { status, summary: input.reason ?? null, closedAt: new Date() })
      .where(and(eq(counselingCases.id, id), eq(counselingCases.status, 'requested')))
      .returning({ id: counselingCases.id });
    if (!rows.length) throw new AppError('conflict', 'Permintaan ini sudah ditanggapi.');
    await recordAudit(tx, ctx, { resource: 'counseling.case', recordId: id, action: input.accept ? 'accept' : 'decline' });
    return { id, status };
  });
}

export async function listCases({ ctx, input }: { ctx: SessionContext; input: { status?: CaseStatus } }) {
  const { canWrite } = await requireCaseReader(ctx);
  const rows = await caseSummaries(ctx.db, and(inSchool(ctx), input.status ? eq(counselingCases.status, input.status) : undefined));
  const ids = rows.map((r) => r.id);
  const tallies = ids.length
    ? await ctx.db
        .select({ id: counselingEntries.caseId, n: count(), last: max(counselingEntries.happenedOn) })
        .from(counselingEntries)
        .where(inArray(counselingEntries.caseId, ids))
        .groupBy(counselingEntries.caseId)
    : [];
  const next = ids.length
    ? await ctx.db
        .select({ id: counselingEntries.caseId, on: min(counselingEntries.followUpOn) })
        .from(counselingEntries)
        .where(
          and(
            inArray(counselingEntries.caseId, ids),
            eq(counselingEntries.kind, 'follow_up'),
            isNull(counselingEntries.doneAt),
            gte(counselingEntries.followUpOn, '1900-01-01'),
          ),
        )
        .groupBy(counselingEntries.caseId)
    : [];
  await recordAudit(ctx.db, ctx, { resource: 'counseling.case', recordId: 0, action: 'read_list', after: { status: input.status ?? null, rows: rows.length } });
  return {
    canWrite,
    data: rows.map((r) => ({ ...r, entries: tallies.find((t) => t.id === r.id)?.n ?? 0, nextFollowUp: next.find((n) => n.id === r.id)?.on ?? null })),
  };
}
