import { and, desc, eq, inArray } from 'drizzle-orm';
import { RESET_ACTIONS } from '../accounts/confirm-reset.ts';
import { auditLog } from '../db/schema/audit.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { PASSWORD_SET } from '../resources/password-notice.ts';
import { USER_TYPES, type UserTypeId } from '../../shared/user-types.ts';
import { forbidden } from '../http/errors.ts';

/** Passwords the owner set through the accounts module (issue 20): the log says how. */
const SELF_SERVICE: Record<string, string> = {
  [RESET_ACTIONS.link]: 'Pemilik akun (tautan email)',
  [RESET_ACTIONS.otp]: 'Pemilik akun (kode WhatsApp)',
  [RESET_ACTIONS.invite]: 'Pemilik akun (tautan undangan)',
};

/**
 * GET /api/attendance/password-log (/log/reset-password): whose password someone else set, by whom and when (the
 * audit rows the accounts module writes; never a password), newest first. For the admins and support staff who
 * answer "I cannot sign in".
 */
export async function passwordLog({ ctx }: { ctx: SessionContext }) {
  if (!['1', '2', '8'].includes(ctx.session.userTypeId)) throw forbidden('Hanya admin dan staf pendukung yang dapat membuka log ini.');
  const rows = await ctx.db
    .select({ id: auditLog.id, recordId: auditLog.recordId, byUserId: auditLog.userId, at: auditLog.createdAt, action: auditLog.action })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.schoolId, ctx.session.schoolId),
        eq(auditLog.resource, PASSWORD_SET.resource),
        inArray(auditLog.action, [PASSWORD_SET.action, ...Object.values(RESET_ACTIONS)]),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(300);
  const ids = [...new Set(rows.flatMap((r) => [Number(r.recordId), r.byUserId]).filter((x): x is number => Number.isInteger(x) && x > 0))];
  const people = ids.length
    ? await ctx.db.select({ id: users.id, name: users.fullName, type: users.userTypeId }).from(users).where(inArray(users.id, ids))
    : [];
  const who = new Map(people.map((p) => [p.id, p]));
  return {
    entries: rows.map((r) => {
      const target = who.get(Number(r.recordId));
      return {
        id: Number(r.id),
        at: r.at,
        userName: target?.name ?? '(akun dihapus)',
        userType: target ? (USER_TYPES[target.type as UserTypeId]?.name ?? target.type) : '',
        byName: SELF_SERVICE[r.action] ?? ((r.byUserId && who.get(r.byUserId)?.name) || '(sistem)'),
      };
    }),
  };
}
