import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { RecordResult, ResourceDef } from '../../shared/resources/types.ts';
import { audit } from './audit.ts';
import { bindingOf } from './bindings.ts';
import { recordIdOf } from './get-record.ts';
import { findRow, labelsFor } from './read.ts';
import { authorize, scopeOf, withoutSensitive } from './scope.ts';
import { checkReferences, inTransaction, parseValues } from './write-support.ts';

/** Changes a record of the session's school: 404 when it is another school's, 422 on bad input. */
export async function updateRecord({ ctx, def, rawId, body }: { ctx: SessionContext; def: ResourceDef; rawId: unknown; body: unknown }): Promise<RecordResult> {
  const scope = scopeOf(ctx.session);
  authorize(def, scope, 'write');
  const binding = bindingOf(def.name);
  const id = recordIdOf(def, scope, rawId);
  await binding.ensure?.(ctx.db, scope);
  const existing = await findRow(ctx.db, binding, scope, id);
  if (!existing) throw notFound();
  const values = parseValues(def, body, existing);
  await binding.hooks.prepare?.(scope, values, existing);
  const row = await inTransaction(ctx.db, binding, async (tx) => {
    const before = await findRow(tx, binding, scope, id);
    if (!before) throw notFound();
    await checkReferences(tx, def, values, scope);
    await binding.hooks.beforeWrite?.(tx, scope, values, before);
    await binding.update(tx, scope, id, values);
    await binding.hooks.afterWrite?.(tx, scope, id, values, before);
    const after = await findRow(tx, binding, scope, id);
    await audit(tx, scope, def, [{ id, action: 'update', before, after }]);
    return after!;
  });
  await binding.hooks.afterCommit?.(scope, id, 'update');
  return { data: withoutSensitive(def, scope, [row])[0], labels: await labelsFor(ctx.db, def, [row], scope) };
}
