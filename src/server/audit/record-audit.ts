import { auditLog } from '../db/schema/audit.ts';
import type { Db } from '../db/client.ts';
import type { SessionContext } from '../http/context.ts';

/** A transaction handle, or the database itself for a single statement. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * One audit row per change (who, which school, which record, before and after), written inside the change's
 * own transaction so a change is never stored without its row. Every module's workflow writes go through here;
 * the resource engine writes the same table for plain lists (src/server/resources/audit.ts).
 */
export async function recordAudit(
  tx: Tx | Db,
  ctx: SessionContext,
  entry: { resource: string; recordId: number | string; action: string; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    schoolId: ctx.session.schoolId,
    userId: ctx.session.userId,
    resource: entry.resource,
    recordId: String(entry.recordId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
