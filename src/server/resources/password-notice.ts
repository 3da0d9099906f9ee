import { and, desc, eq, ne } from 'drizzle-orm';
import { auditLog } from '../db/schema/audit.ts';
import type { Db } from '../db/client.ts';
import type { Scope, Tx } from './binding.ts';

/**
 * An admin's new password for someone else: its own audit row (who, for whom, when; never the password),
 * which is also how the person is told. There is no messaging layer yet, so the profile shows the latest
 * such row as a notice ("Password Anda diatur oleh admin pada ..."), read at the next sign-in.
 */
export const PASSWORD_SET = { resource: 'account_password', action: 'set_by_admin' } as const;

export async function recordPasswordSet(tx: Tx, scope: Scope, userId: number): Promise<void> {
  await tx.insert(auditLog).values({
    schoolId: scope.schoolId,
    userId: scope.userId,
    resource: PASSWORD_SET.resource,
    recordId: String(userId),
    action: PASSWORD_SET.action,
    before: null,
    after: { byUserId: scope.userId },
  });
}

/** When someone else last set this person's password, or null. */
export async function lastPasswordSetByOther(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: auditLog.createdAt })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.resource, PASSWORD_SET.resource),
        eq(auditLog.recordId, String(userId)),
        eq(auditLog.action, PASSWORD_SET.action),
        ne(auditLog.userId, userId),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row?.at ?? null;
}
