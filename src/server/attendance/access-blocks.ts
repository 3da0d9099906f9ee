import { and, asc, desc, eq, ilike, isNull, ne } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { revokeSessions } from '../auth/session-epoch.ts';
import { accessBlocks } from '../db/schema/attendance.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { USER_TYPES, type UserTypeId } from '../../shared/user-types.ts';
import { requireAttendance } from './guard.ts';

const typeName = (t: string) => USER_TYPES[t as UserTypeId]?.name ?? t;

/**
 * GET /api/attendance/access-blocks (/blocking_access_rights): the school's blocked accounts (with why and by whom),
 * the log of lifted blocks, and accounts matching a search to block.
 */
export async function listBlocks({ ctx, input }: { ctx: SessionContext; input: { q?: string } }) {
  requireAttendance(ctx, 'accounts.block');
  const schoolId = ctx.session.schoolId;
  const rows = await ctx.db
    .select({
      id: accessBlocks.id,
      userId: accessBlocks.userId,
      fullName: users.fullName,
      userTypeId: users.userTypeId,
      reason: accessBlocks.reason,
      blockedAt: accessBlocks.blockedAt,
      liftedAt: accessBlocks.liftedAt,
    })
    .from(accessBlocks)
    .innerJoin(users, eq(users.id, accessBlocks.userId))
    .where(eq(accessBlocks.schoolId, schoolId))
    .orderBy(desc(accessBlocks.blockedAt))
    .limit(200);
  const q = input.q?.trim();
  const found = q
    ? await ctx.db
        .select({ id: users.id, fullName: users.fullName, email: users.email, userTypeId: users.userTypeId, isActive: users.isActive })
        .from(users)
        .where(
          and(
            eq(users.schoolId, schoolId),
            ne(users.userTypeId, '1'),
            ne(users.id, ctx.session.userId),
            ilike(users.fullName, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
          ),
        )
        .orderBy(asc(users.fullName))
        .limit(20)
    : [];
  return {
    blocks: rows.map((r) => ({ ...r, userType: typeName(r.userTypeId) })),
    found: found.map((f) => ({ ...f, userType: typeName(f.userTypeId) })),
  };
}

/** POST /api/attendance/access-blocks: blocks an account of the school: it cannot sign in, and its open sessions end now. */
export async function blockAccount({ ctx, input }: { ctx: SessionContext; input: { userId: number; reason: string } }) {
  requireAttendance(ctx, 'accounts.block');
  if (input.userId === ctx.session.userId) throw validationError({ userId: ['Anda tidak dapat memblokir akun Anda sendiri.'] });
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.schoolId, ctx.session.schoolId), eq(users.id, input.userId), ne(users.userTypeId, '1')));
    if (!user) throw notFound('Akun tidak ditemukan.');
    const [open] = await tx
      .select({ id: accessBlocks.id })
      .from(accessBlocks)
      .where(and(eq(accessBlocks.userId, user.id), isNull(accessBlocks.liftedAt)));
    if (open) throw new AppError('conflict', `${user.fullName} sudah diblokir.`);
    await tx.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await revokeSessions(tx, { userId: user.id });
    const [row] = await tx
      .insert(accessBlocks)
      .values({ schoolId: ctx.session.schoolId, userId: user.id, reason: input.reason, blockedBy: ctx.session.userId })
      .returning();
    await recordAudit(tx, ctx, { resource: 'access_block', recordId: row.id, action: 'block', after: { userId: user.id, reason: input.reason } });
    return { message: `${user.fullName} diblokir dan dikeluarkan dari semua perangkat.` };
  });
}

/** POST /api/attendance/access-blocks/:id/lift: the account may sign in again. */
export async function liftBlock({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireAttendance(ctx, 'accounts.block');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accessBlocks)
      .where(and(eq(accessBlocks.schoolId, ctx.session.schoolId), eq(accessBlocks.id, id)))
      .for('update');
    if (!row) throw notFound('Blokir tidak ditemukan.');
    if (row.liftedAt) throw new AppError('conflict', 'Blokir ini sudah dibuka.');
    await tx.update(accessBlocks).set({ liftedAt: new Date(), liftedBy: ctx.session.userId }).where(eq(accessBlocks.id, id));
    await tx.update(users).set({ isActive: true }).where(eq(users.id, row.userId));
    await recordAudit(tx, ctx, { resource: 'access_block', recordId: id, action: 'lift', before: { userId: row.userId } });
    return { message: 'Blokir dibuka; akun dapat masuk kembali.' };
  });
}
