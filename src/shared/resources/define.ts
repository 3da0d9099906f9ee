import { z } from 'zod';
import { unstorableText } from '../safe-text.ts';
import type { ColumnDef, FieldDef, FilterDef, ResourceDef } from './types.ts';

type Refinement = (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;

export interface ResourceInput extends Omit<ResourceDef, 'schema' | 'filters' | 'columns' | 'sortable' | 'search'> {
  columns: readonly (ColumnDef | string)[];
  search?: readonly string[];
  sortable?: readonly string[];
  filters?: readonly (FilterDef | string)[];
  /** Rules across fields (an end date after the start date). */
  refine?: Refinement;
}

/** Builds a definition: the zod schema from the fields, and checks that every name it mentions is a field. */
export function defineResource(input: ResourceInput): ResourceDef {
  const byName = new Map(input.fields.map((f) => [f.name, f]));
  const known = (name: string, where: string) => {
    if (!byName.has(name) && name !== 'id') throw new Error(`Resource ${input.name}: ${where} names unknown field ${name}`);
    return name;
  };
  const shape = Object.fromEntries(input.fields.filter((f) => !f.readOnly).map((f) => [f.name, f.schema]));
  const base = z.object(shape) as unknown as z.ZodType<Record<string, unknown>>;
  const schema = storableOnly(input.refine ? base.superRefine(input.refine as never) : base);
  const columns = input.columns.map((c) => (typeof c === 'string' ? { field: c } : c));
  for (const c of columns) known(c.field, 'columns');
  const filters = (input.filters ?? []).map((f) =>
    typeof f === 'string' ? { field: known(f, 'filters'), label: byName.get(f)!.label } : { ...f, field: known(f.field, 'filters') },
  );
  const { refine: _refine, ...rest } = input;
  const def: ResourceDef = {
    ...rest,
    schema,
    columns,
    search: (input.search ?? [input.labelField]).map((s) => known(s, 'search')),
    sortable: (input.sortable ?? columns.map((c) => c.field)).map((s) => known(s, 'sortable')),
    filters,
  };
  known(def.defaultSort.field, 'defaultSort');
  known(def.labelField, 'labelField');
  return def;
}

/**
 * The API refuses unstorable text (a NUL, a lone surrogate) for every endpoint; the definition refuses it too,
 * because a spreadsheet import reaches the schema without passing through the API's input.
 */
function storableOnly(schema: z.ZodType<Record<string, unknown>>): z.ZodType<Record<string, unknown>> {
  const checked = z.preprocess((value, ctx) => {
    for (const [path, messages] of Object.entries(unstorableText(value) ?? {})) {
      ctx.addIssue({ code: 'custom', message: messages[0], path: path === '_' ? [] : path.split('.') });
    }
    return value;
  }, schema);
  return checked as unknown as z.ZodType<Record<string, unknown>>;
}

export function fieldOf(def: ResourceDef, name: string): FieldDef | undefined {
  return def.fields.find((f) => f.name === name);
}
