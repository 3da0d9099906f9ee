import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PublicContext } from '../http/context.ts';
import { AppError, validationError } from '../http/errors.ts';
import { hitWindow } from '../auth/rate-limits.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { revokeSessions } from '../auth/session-epoch.ts';
import { hashToken } from '../auth/token.ts';
import { auditLog } from '../db/schema/audit.ts';
import { passwordResets } from '../db/schema/accounts.ts';
import { users } from '../db/schema/users.ts';
import type { resetConfirmInput } from '../../shared/accounts/inputs.ts';
import { normalizeWhatsAppNumber } from '../../shared/messaging/recipient.ts';
import { PASSWORD_SET } from '../resources/password-notice.ts';
import { accountsByPhone } from './find-account.ts';
import { otpMatches } from './reset-secrets.ts';

export const MAX_CODE_ATTEMPTS = 5;
const CONFIRM_PER_ADDRESS = 30;
const WINDOW_MS = 30 * 60 * 1000;

/** How a password was set, as the password-reset log names it (same audit resource as an admin's). */
export const RESET_ACTIONS = { link: 'reset_by_link', otp: 'reset_by_code', invite: 'set_by_invite' } as const;

export const INVALID_LINK = 'Tautan atur ulang tidak valid. Minta tautan baru di halaman Lupa Password.';
export const EXPIRED = 'Tautan atau kode ini sudah kedaluwarsa. Minta yang baru di halaman Lupa Password.';
export const USED = 'Tautan atau kode ini sudah dipakai atau sudah diganti yang lebih baru. Minta yang baru bila masih perlu.';
const TOO_MANY = `Kode salah ${MAX_CODE_ATTEMPTS} kali; kode ini tidak berlaku lagi. Minta kode baru.`;

type Row = typeof passwordResets.$inferSelect;

function refuseSpent(row: Row, now: Date): void {
  if (row.usedAt) throw new AppError('conflict', USED);
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new AppError('conflict', TOO_MANY);
  if (row.expiresAt <= now) throw new AppError('bad_request', EXPIRED);
}

/** The reset row a link's token or a number's code names (refusing unknown, wrong, spent and expired ones). */
async function findSecret(ctx: PublicContext, input: z.output<typeof resetConfirmInput>, now: Date): Promise<Row> {
  if (input.token) {
    const [row] = await ctx.db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.secretHash, hashToken(input.token)), eq(passwordResets.kind, 'link')));
    if (!row) throw new AppError('bad_request', INVALID_LINK);
    refuseSpent(row, now);
    return row;
  }
  const phone = normalizeWhatsAppNumber(input.identity ?? '');
  const ids = phone ? (await accountsByPhone(ctx.db, phone)).map((a) => a.id) : [];
  const rows = ids.length
    ? await ctx.db
        .select()
        .from(passwordResets)
        .where(
          and(inArray(passwordResets.userId, ids), eq(passwordResets.kind, 'otp'), gt(passwordResets.createdAt, new Date(now.getTime() - 24 * 3600 * 1000))),
        )
        .orderBy(desc(passwordResets.createdAt))
        .limit(10)
    : [];
  for (const row of rows) {
    if (await otpMatches(ctx.db, row.secretHash, input.code ?? '')) {
      refuseSpent(row, now);
      return row;
    }
  }
  // A wrong code counts against the newest open code of that number; five wrong ones spend it.
  const open = rows.find((r) => !r.usedAt && r.expiresAt > now);
  if (open)
    await ctx.db
      .update(passwordResets)
      .set({ attempts: sql`${passwordResets.attempts} + 1` })
      .where(eq(passwordResets.id, open.id));
  throw validationError({ code: ['Kode salah atau bukan untuk nomor ini. Periksa pesan WhatsApp terbaru dari kami.'] });
}

/**
 * POST /api/account/password-reset/confirm: sets the new password once. The row is locked and checked again in
 * the transaction (two tabs sending the same link: one wins, the other is told it was used); every session of
 * the account ends in the same transaction, and the password-reset log gets its row.
 */
export async function confirmReset({ ctx, input, now = new Date() }: { ctx: PublicContext; input: z.output<typeof resetConfirmInput>; now?: Date }) {
  const wait = await hitWindow(ctx.db, 'reset-confirm', ctx.ip, CONFIRM_PER_ADDRESS, WINDOW_MS);
  if (wait > 0)
    throw new AppError('too_many_requests', `Terlalu banyak percobaan. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`, { retryAfterSeconds: wait });
  const found = await findSecret(ctx, input, now);
  const [user] = await ctx.db.select({ email: users.email, isActive: users.isActive }).from(users).where(eq(users.id, found.userId));
  if (!user?.isActive) throw new AppError('conflict', 'Akun ini tidak aktif. Hubungi admin sekolah.');
  const problem = passwordProblem(input.password, user.email);
  if (problem) throw validationError({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(passwordResets).where(eq(passwordResets.id, found.id)).for('update');
    refuseSpent(row, now);
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, row.id));
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.userId));
    await revokeSessions(tx, { userId: row.userId });
    await tx.insert(auditLog).values({
      schoolId: row.schoolId,
      userId: row.userId,
      resource: PASSWORD_SET.resource,
      recordId: String(row.userId),
      action: row.purpose === 'invite' ? RESET_ACTIONS.invite : RESET_ACTIONS[row.kind],
      before: null,
      after: { channel: row.channel },
    });
  });
  return { status: true as const, message: 'Password baru tersimpan. Silakan masuk dengan password baru Anda; sesi lain akun ini sudah diakhiri.' };
}
