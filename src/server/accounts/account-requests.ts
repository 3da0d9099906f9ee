import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { accountRequests } from '../db/schema/accounts.ts';
import { sections, studentProfiles } from '../db/schema/master.ts';
import { academicYears } from '../db/schema/schools.ts';
import { users } from '../db/schema/users.ts';
import type { PublicContext, SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { queueMessage } from '../messaging/queue-message.ts';
import { hashAddress } from '../site/client-address.ts';
import { schoolIdOf } from '../site/school-lookup.ts';
import { SELF_SERVICE_TYPES, type accountRequestInput, type approveRequestInput, type rejectRequestInput } from '../../shared/accounts/inputs.ts';
import { normalizeWhatsAppNumber } from '../../shared/messaging/recipient.ts';
import { createAccount } from './create-account.ts';
import { requireDesk } from './guard.ts';
import { issueSecret } from './reset-secrets.ts';

/** The usual public-form limit: a few requests per address per hour (a family asks for two or three accounts). */
export const REQUEST_LIMIT = 5;
const WINDOW_MS = 60 * 60 * 1000;

/** POST /api/account/requests: stored for the school's admin; nothing is created until someone approves. */
export async function submitAccountRequest({ ctx, input }: { ctx: PublicContext; input: z.output<typeof accountRequestInput> }) {
  const schoolId = await schoolIdOf(ctx.db, input.school);
  if (schoolId === null) throw validationError({ school: ['Sekolah tidak ditemukan.'] });
  const ipHash = await hashAddress(ctx.db, ctx.ip);
  await ctx.db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(accountRequests)
      .where(and(eq(accountRequests.ipHash, ipHash), gt(accountRequests.createdAt, new Date(Date.now() - WINDOW_MS))));
    if (n >= REQUEST_LIMIT)
      throw new AppError('too_many_requests', 'Terlalu banyak permintaan akun dari alamat Anda. Silakan coba lagi dalam 1 jam.', { retryAfterSeconds: 3600 });
    await tx.insert(accountRequests).values({
      schoolId,
      userTypeId: input.role,
      fullName: input.fullName,
      gender: input.gender,
      email: input.email?.toLowerCase() ?? null,
      phone: input.phone ?? null,
      nisn: input.nisn ?? null,
      note: input.note ?? null,
      ipHash,
    });
  });
  return {
    status: true as const,
    message: 'Permintaan akun terkirim ke sekolah. Bila disetujui, Anda menerima tautan untuk mengatur password lewat email atau WhatsApp.',
  };
}

const decider = alias(users, 'decider');
const child = alias(users, 'child');

/** GET /api/accounts/requests: the school's requests of one status, newest first, with the current year's rombel. */
export async function listRequests({ ctx, input }: { ctx: SessionContext; input: { status: 'pending' | 'approved' | 'rejected' } }) {
  requireDesk(ctx);
  const schoolId = ctx.session.schoolId;
  const [rows, [{ pending }], sectionRows] = await Promise.all([
    ctx.db
      .select({ r: accountRequests, decidedBy: decider.fullName, childName: child.fullName })
      .from(accountRequests)
      .leftJoin(decider, eq(decider.id, accountRequests.decidedBy))
      .leftJoin(
        studentProfiles,
        and(eq(studentProfiles.schoolId, schoolId), eq(studentProfiles.nisn, accountRequests.nisn), eq(accountRequests.userTypeId, '6')),
      )
      .leftJoin(child, eq(child.id, studentProfiles.userId))
      .where(and(eq(accountRequests.schoolId, schoolId), eq(accountRequests.status, input.status)))
      .orderBy(desc(accountRequests.createdAt))
      .limit(200),
    ctx.db
      .select({ pending: count() })
      .from(accountRequests)
      .where(and(eq(accountRequests.schoolId, schoolId), eq(accountRequests.status, 'pending'))),
    currentSections(ctx.db, schoolId),
  ]);
  return {
    requests: rows.map(({ r, decidedBy, childName }) => ({
      id: r.id,
      userTypeId: r.userTypeId,
      userType: SELF_SERVICE_TYPES[r.userTypeId],
      fullName: r.fullName,
      gender: r.gender,
      email: r.email,
      phone: r.phone,
      nisn: r.nisn,
      note: r.note,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt,
      decidedAt: r.decidedAt,
      decidedBy,
      childName,
    })),
    pending,
    sections: sectionRows,
  };
}

/** The rombel of the school's current academic year, for pickers. */
export async function currentSections(db: Db, schoolId: number) {
  return db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .innerJoin(academicYears, eq(academicYears.id, sections.academicYearId))
    .where(and(eq(sections.schoolId, schoolId), eq(academicYears.isCurrent, true)))
    .orderBy(asc(sections.name));
}

async function pendingRequest(ctx: SessionContext, tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) {
  const [row] = await tx
    .select()
    .from(accountRequests)
    .where(and(eq(accountRequests.id, id), eq(accountRequests.schoolId, ctx.session.schoolId)))
    .for('update');
  if (!row) throw notFound('Permintaan akun tidak ditemukan.');
  if (row.status !== 'pending') throw new AppError('conflict', `Permintaan ini sudah ${row.status === 'approved' ? 'disetujui' : 'ditolak'}.`);
  return row;
}

/**
 * POST /api/accounts/requests/:id/approve: in one transaction the account is made (profile, rombel, child link),
 * the request is marked, and a 3-day set-password link is queued to the requester's email or WhatsApp.
 */
export async function approveRequest({
  ctx,
  id,
  input,
  baseUrl,
}: {
  ctx: SessionContext;
  id: number;
  input: z.output<typeof approveRequestInput>;
  baseUrl: string;
}) {
  requireDesk(ctx);
  return ctx.db.transaction(async (tx) => {
    const row = await pendingRequest(ctx, tx, id);
    const { userId, login } = await createAccount(tx, {
      schoolId: row.schoolId,
      userTypeId: row.userTypeId,
      fullName: row.fullName,
      gender: row.gender,
      email: row.email,
      phone: row.phone,
      nisn: row.nisn,
      sectionId: row.userTypeId === '5' ? (input.sectionId ?? null) : null,
      passwordHash: '',
      byUserId: ctx.session.userId,
      how: 'approved_request',
    });
    const now = new Date();
    await tx
      .update(accountRequests)
      .set({ status: 'approved', decidedBy: ctx.session.userId, decidedAt: now, createdUserId: userId })
      .where(eq(accountRequests.id, row.id));
    const channel = row.email ? ('email' as const) : ('whatsapp' as const);
    await issueSecret(
      tx,
      { userId, schoolId: row.schoolId, fullName: row.fullName, login },
      {
        purpose: 'invite',
        channel,
        kind: 'link',
        to: row.email ?? normalizeWhatsAppNumber(row.phone ?? '') ?? '',
        baseUrl,
        createdBy: ctx.session.userId,
        now,
      },
    );
    await recordAudit(tx, ctx, { resource: 'account_request', recordId: row.id, action: 'approve', after: { userId } });
    return {
      status: true as const,
      message: `Akun ${row.fullName} dibuat (nama masuk ${login}); tautan atur password dikirim lewat ${channel === 'email' ? 'email' : 'WhatsApp'}.`,
      userId,
      login,
    };
  });
}

/** POST /api/accounts/requests/:id/reject: with a reason the requester is told. */
export async function rejectRequest({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof rejectRequestInput> }) {
  requireDesk(ctx);
  await ctx.db.transaction(async (tx) => {
    const row = await pendingRequest(ctx, tx, id);
    await tx
      .update(accountRequests)
      .set({ status: 'rejected', reason: input.reason, decidedBy: ctx.session.userId, decidedAt: new Date() })
      .where(eq(accountRequests.id, row.id));
    const body = `Halo ${row.fullName}, permintaan akun Anda di Sekolahku belum dapat disetujui sekolah: ${input.reason}`;
    const db = tx as unknown as Db;
    if (row.email) await queueMessage(db, { schoolId: row.schoolId, channel: 'email', to: row.email, subject: 'Permintaan akun Sekolahku', body });
    else if (row.phone) await queueMessage(db, { schoolId: row.schoolId, channel: 'whatsapp', to: normalizeWhatsAppNumber(row.phone) ?? row.phone, body });
    await recordAudit(tx, ctx, { resource: 'account_request', recordId: row.id, action: 'reject', after: { reason: input.reason } });
  });
  return { status: true as const, message: 'Permintaan ditolak; peminta diberi tahu alasannya.' };
}
