import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { RecordResult, ResourceDef } from '../../shared/resources/types.ts';
import { audit } from './audit.ts';
import type { Row, Scope, Tx } from './binding.ts';
import { bindingOf } from './bindings.ts';
import { findRow, labelsFor } from './read.ts';
import { authorize, scopeOf, withoutSensitive } from './scope.ts';
import { checkReferences, inTransaction, parseValues, requireYear } from './write-support.ts';

/** Adds a record to the session's school (and year); the school never comes from the body. */
export async function createRecord({ ctx, def, body }: { ctx: SessionContext; def: ResourceDef; body: unknown }): Promise<RecordResult> {
  const scope = scopeOf(ctx.session);
  const binding = bindingOf(def.name);
  const prepared = await prepareRecord(scope, def, body);
  const row = await inTransaction(ctx.db, binding, (tx) => insertPrepared(tx, scope, def, prepared));
  await binding.hooks.afterCommit?.(scope, Number(row.id), 'create');
  return { data: withoutSensitive(def, scope, [row])[0], labels: await labelsFor(ctx.db, def, [row], scope) };
}

/** Authorises and validates a new record, and runs its prepare hook (a password's hash), outside any transaction. */
export async function prepareRecord(scope: Scope, def: ResourceDef, body: unknown) {
  authorize(def, scope, 'write');
  if (def.singleton) throw notFound();
  requireYear(def, scope);
  const values = parseValues(def, body);
  await bindingOf(def.name).hooks.prepare?.(scope, values, null);
  return values;
}

/**
 * The write of a prepared record inside a caller's transaction, with its hooks and audit row: a workflow that
 * makes several records at once (PPDB re-registration: a student and a guardian) uses the engine's own rules.
 * Its afterCommit hook is the caller's to run once its own transaction committed.
 */
export async function insertPrepared(tx: Tx, scope: Scope, def: ResourceDef, values: Record<string, unknown>): Promise<Row> {
  const binding = bindingOf(def.name);
  await checkReferences(tx, def, values, scope);
  await binding.hooks.beforeWrite?.(tx, scope, values, null);
  const id = await binding.create(tx, scope, values);
  await binding.hooks.afterWrite?.(tx, scope, id, values, null);
  const after = await findRow(tx, binding, scope, id);
  await audit(tx, scope, def, [{ id, action: 'create', before: null, after }]);
  return after!;
}
