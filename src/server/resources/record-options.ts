import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { isRecordId } from '../../shared/ids.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import type { OptionItem, ResourceDef } from '../../shared/resources/types.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { bindingOf } from './bindings.ts';
import { findRows, searchCondition } from './read.ts';
import { authorize, scopeOf } from './scope.ts';

const optionsQuery = z.object({
  q: z.string().max(100, 'Kata pencarian terlalu panjang.').default(''),
  // ?ids=3,7: the names of records already chosen in a form.
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'Daftar id tidak valid.')
    .transform((v) => v.split(',').map(Number))
    .refine((ids) => ids.every(isRecordId), 'Daftar id tidak valid.')
    .optional(),
});

export const OPTIONS_LIMIT = 50;

/** GET /api/resources/<name>/options: the records a picker offers (id and name), searched like the list. */
export async function recordOptions({ ctx, def, query }: { ctx: SessionContext; def: ResourceDef; query: Record<string, unknown> }) {
  const scope = scopeOf(ctx.session);
  authorize(def, scope, 'read');
  if (def.singleton) throw notFound();
  const parsed = optionsQuery.safeParse(query);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error));
  const binding = bindingOf(def.name);
  const label = binding.columns(scope)[def.labelField];
  const condition = parsed.data.ids ? inArray(binding.id, parsed.data.ids) : searchCondition(binding, scope, parsed.data.q);
  const rows = await findRows(ctx.db, binding, scope, [condition], { order: [asc(label), asc(binding.id)], limit: OPTIONS_LIMIT });
  const hint = binding.hint;
  const data: (OptionItem & { hint?: string })[] = rows.map((r) => ({
    value: String(r.id),
    label: String(r[def.labelField] ?? ''),
    ...(hint && r[hint] ? { hint: String(r[hint]) } : {}),
  }));
  return { data, more: rows.length === OPTIONS_LIMIT && !parsed.data.ids };
}
