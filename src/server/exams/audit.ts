import type { Db } from '../db/client.ts';
import type { SessionContext } from '../http/context.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';

export type { Tx };

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
  await recordAudit(tx, ctx, { resource, recordId, action, before, after });
}
