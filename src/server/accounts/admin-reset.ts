import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { revokeSessions } from '../auth/session-epoch.ts';
import { guardianProfiles, staffProfiles, studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound, validationError } from '../http/errors.ts';
import { recordPasswordSet } from '../resources/password-notice.ts';
import { scopeOf } from '../resources/scope.ts';
import type { adminResetLinkInput, adminSetPasswordInput } from '../../shared/accounts/inputs.ts';
import { mayManageAccount } from '../../shared/accounts/permissions.ts';
import { normalizeWhatsAppNumber } from '../../shared/messaging/recipient.ts';
import { USER_TYPES, type UserTypeId } from '../../shared/user-types.ts';
import { profilePhone } from './find-account.ts';
import { requireDesk } from './guard.ts';
import { issueSecret } from './reset-secrets.ts';

const typeName = (t: string) => USER_TYPES[t as UserTypeId]?.name ?? t;
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function accountQuery(ctx: SessionContext) {
  return ctx.db
    .select({
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      userTypeId: users.userTypeId,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
      phone: profilePhone,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .leftJoin(guardianProfiles, eq(guardianProfiles.userId, users.id));
}

/** GET /api/accounts/users: the school's accounts by name, email or NISN (never another school's). */
export async function searchAccounts({ ctx, input }: { ctx: SessionContext; input: { q: string } }) {
  requireDesk(ctx);
  const q = like(input.q.trim());
  const rows = await accountQuery(ctx)
    .where(
      and(
        eq(users.schoolId, ctx.session.schoolId),
        ne(users.id, ctx.session.userId),
        or(ilike(users.fullName, q), ilike(users.email, q), ilike(studentProfiles.nisn, q)),
      ),
    )
    .orderBy(asc(users.fullName))
    .limit(20);
  return {
    users: rows
      .filter((r) => mayManageAccount(ctx.session.userTypeId, r.userTypeId))
      .map(({ passwordHash, ...r }) => ({ ...r, userType: typeName(r.userTypeId), hasPassword: passwordHash !== '' })),
  };
}

async function targetOf(ctx: SessionContext, id: number) {
  const [row] = await accountQuery(ctx).where(and(eq(users.schoolId, ctx.session.schoolId), eq(users.id, id)));
  if (!row) throw notFound('Akun tidak ditemukan.');
  if (row.id === ctx.session.userId) throw forbidden('Ganti password Anda sendiri di halaman Profil Saya.');
  if (!mayManageAccount(ctx.session.userTypeId, row.userTypeId)) throw forbidden(`Password ${typeName(row.userTypeId)} hanya dapat diatur oleh admin.`);
  return row;
}

/** POST /api/accounts/users/:id/password: the desk types a new password; the account's sessions end; the log gets its row. */
export async function setAccountPassword({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof adminSetPasswordInput> }) {
  requireDesk(ctx);
  const target = await targetOf(ctx, id);
  const problem = passwordProblem(input.password, target.email);
  if (problem) throw validationError({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, target.id));
    await revokeSessions(tx, { userId: target.id });
    await recordPasswordSet(tx, scopeOf(ctx.session), target.id);
  });
  return { status: true as const, message: `Password ${target.fullName} sudah diganti; semua sesinya diakhiri. Sampaikan password baru secara langsung.` };
}

/** POST /api/accounts/users/:id/reset-link: a 3-day, single-use link to set a password, by email or WhatsApp. */
export async function sendResetLink({
  ctx,
  id,
  input,
  baseUrl,
}: {
  ctx: SessionContext;
  id: number;
  input: z.output<typeof adminResetLinkInput>;
  baseUrl: string;
}) {
  requireDesk(ctx);
  const target = await targetOf(ctx, id);
  const to = input.channel === 'email' ? (target.email.includes('@') ? target.email : null) : normalizeWhatsAppNumber(target.phone ?? '');
  if (!to)
    throw validationError({ channel: [input.channel === 'email' ? 'Akun ini tidak memakai email.' : 'Akun ini tidak punya nomor WhatsApp di profilnya.'] });
  await ctx.db.transaction(async (tx) => {
    await issueSecret(
      tx,
      { userId: target.id, schoolId: ctx.session.schoolId, fullName: target.fullName, login: target.email },
      {
        purpose: 'invite',
        channel: input.channel,
        kind: 'link',
        to,
        baseUrl,
        createdBy: ctx.session.userId,
      },
    );
    await recordAudit(tx, ctx, { resource: 'account_password', recordId: target.id, action: 'link_sent', after: { channel: input.channel } });
  });
  return {
    status: true as const,
    message: `Tautan atur password dikirim ke ${input.channel === 'email' ? 'email' : 'WhatsApp'} ${target.fullName}. Berlaku 3 hari, sekali pakai.`,
  };
}
