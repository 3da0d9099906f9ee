import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { RecordResult, ResourceDef } from '../../shared/resources/types.ts';
import { audit } from './audit.ts';
import { bindingOf } from './bindings.ts';
import { findRow, labelsFor } from './read.ts';
import { authorize, scopeOf, withoutSensitive } from './scope.ts';
import { checkReferences, inTransaction, parseValues, requireYear } from './write-support.ts';

/** Adds a record to the session's school (and year); the school never comes from the body. */
export async function createRecord({ ctx, def, body }: { ctx: SessionContext; def: ResourceDef; body: unknown }): Promise<RecordResult> {
  const scope = scopeOf(ctx.session);
  authorize(def, scope, 'write');
  if (def.singleton) throw notFound();
  requireYear(def, scope);
  const binding = bindingOf(def.name);
  const values = parseValues(def, body);
  await binding.hooks.prepare?.(scope, values, null);
  const row = await inTransaction(ctx.db, binding, async (tx) => {
    await checkReferences(tx, def, values, scope);
    await binding.hooks.beforeWrite?.(tx, scope, values, null);
    const id = await binding.create(tx, scope, values);
    await binding.hooks.afterWrite?.(tx, scope, id, values, null);
    const after = await findRow(tx, binding, scope, id);
    await audit(tx, scope, def, [{ id, action: 'create', before: null, after }]);
    return after!;
  });
  return { data: withoutSensitive(def, scope, [row])[0], labels: await labelsFor(ctx.db, def, [row], scope) };
}
