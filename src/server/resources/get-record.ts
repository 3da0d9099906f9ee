import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { isRecordId } from '../../shared/ids.ts';
import type { RecordResult, ResourceDef } from '../../shared/resources/types.ts';
import type { Scope } from './binding.ts';
import { bindingOf } from './bindings.ts';
import { findRow, labelsFor } from './read.ts';
import { authorize, scopeOf, withoutSensitive } from './scope.ts';

/** A record id from the path: a positive integer, or 'current' for a singleton (the school's own record). */
export function recordIdOf(def: ResourceDef, scope: Scope, raw: unknown): number {
  if (def.singleton) {
    if (raw !== 'current') throw notFound();
    return scope.schoolId;
  }
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!isRecordId(id)) throw notFound();
  return id;
}

/** One record; another school's record (or another year's) is "not found", never "forbidden". */
export async function getRecord({ ctx, def, rawId }: { ctx: SessionContext; def: ResourceDef; rawId: unknown }): Promise<RecordResult> {
  const scope = scopeOf(ctx.session);
  authorize(def, scope, 'read');
  const binding = bindingOf(def.name);
  const id = recordIdOf(def, scope, rawId);
  await binding.ensure?.(ctx.db, scope);
  const row = await findRow(ctx.db, binding, scope, id);
  if (!row) throw notFound();
  return { data: withoutSensitive(def, scope, [row])[0], labels: await labelsFor(ctx.db, def, [row], scope) };
}
