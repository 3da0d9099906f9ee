import { auditLog } from '../db/schema/audit.ts';
import type { ResourceDef } from '../../shared/resources/types.ts';
import type { Row, Scope, Tx } from './binding.ts';
import { forgetCounts } from './list-cache.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'import';

/** One audit row per changed record, in the transaction of the change. Rows never hold a password. */
export async function audit(tx: Tx, scope: Scope, def: ResourceDef, entries: { id: number; action: AuditAction; before: Row | null; after: Row | null }[]) {
  // Every change passes here: the school's cached list totals are stale from now on.
  forgetCounts(scope.schoolId);
  for (let i = 0; i < entries.length; i += 500) {
    await tx.insert(auditLog).values(
      entries.slice(i, i + 500).map((e) => ({
        schoolId: def.scope === 'platform' ? null : scope.schoolId,
        userId: scope.userId,
        resource: def.name,
        recordId: String(e.id),
        action: e.action,
        before: e.before,
        after: e.after,
      })),
    );
  }
}
