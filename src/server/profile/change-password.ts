import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { changePasswordInput } from '../../shared/api/profile.ts';
import { users } from '../db/schema/users.ts';
import { revokeSessions } from '../auth/session-epoch.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';

export { PASSWORD_MIN, changePasswordInput } from '../../shared/api/profile.ts';

/**
 * POST /api/profile/password: the current password must be right (a wrong one counts toward the sign-in
 * throttle of this account, since it is the same secret being guessed). The new hash is stored and the
 * user's other sessions are ended in one transaction; the session making the change stays signed in.
 */
export async function changePassword({ ctx, input }: { ctx: SessionContext; input: z.output<typeof changePasswordInput> }) {
  const { db, deps, ip, session } = ctx;
  const rows = await db.select({ email: users.email, hash: users.passwordHash }).from(users).where(eq(users.id, session.userId)).limit(1);
  const user = rows[0];
  if (!user) throw notFound('Akun tidak ditemukan.');
  const wait = await deps.throttle.retryAfter(user.email, ip);
  if (wait > 0) {
    throw new AppError('too_many_requests', `Terlalu banyak percobaan. Coba lagi dalam ${wait} detik.`, { retryAfterSeconds: wait });
  }
  if (!(await verifyPassword(user.hash, input.current_password))) {
    await deps.throttle.recordFailure(user.email, ip);
    throw validationError({ current_password: ['Password saat ini salah.'] });
  }
  if (input.password === input.current_password) {
    throw validationError({ password: ['Password baru harus berbeda dari password saat ini.'] });
  }
  const problem = passwordProblem(input.password, user.email);
  if (problem) throw validationError({ password: [problem] });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, session.userId));
    await revokeSessions(tx, { userId: session.userId, except: session.tokenHash });
  });
  return { status: true, message: 'Password berhasil diubah. Sesi di perangkat lain telah diakhiri.' };
}
