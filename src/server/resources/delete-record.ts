import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { ResourceDef } from '../../shared/resources/types.ts';
import { audit } from './audit.ts';
import { bindingOf } from './bindings.ts';
import { recordIdOf } from './get-record.ts';
import { findRow } from './read.ts';
import { authorize, scopeOf } from './scope.ts';
import { inTransaction } from './write-support.ts';

/** Deletes a record of the session's school; one still in use answers 409 and stays. */
export async function deleteRecord({ ctx, def, rawId }: { ctx: SessionContext; def: ResourceDef; rawId: unknown }) {
  const scope = scopeOf(ctx.session);
  authorize(def, scope, 'write');
  if (def.singleton) throw notFound();
  const binding = bindingOf(def.name);
  const id = recordIdOf(def, scope, rawId);
  await inTransaction(ctx.db, binding, async (tx) => {
    const before = await findRow(tx, binding, scope, id);
    if (!before) throw notFound();
    await binding.hooks.beforeDelete?.(tx, scope, before);
    await binding.remove(tx, scope, id);
    await audit(tx, scope, def, [{ id, action: 'delete', before, after: null }]);
  });
  await binding.hooks.afterCommit?.(scope, id, 'delete');
  return { status: true, message: `${def.title} dihapus.` };
}
