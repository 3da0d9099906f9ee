import { auditLog } from '../db/schema/audit.ts';
import type { Db } from '../db/client.ts';
import type { SessionContext } from '../http/context.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One audit row per change to the bank or a schedule, written in the change's transaction. */
export async function auditExam(
  tx: Tx | Db,
  ctx: SessionContext,
  resource: string,
  recordId: number,
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({
    schoolId: ctx.session.schoolId,
    userId: ctx.session.userId,
    resource,
    recordId: String(recordId),
    action,
    before: before ?? null,
    after: after ?? null,
  });
}
