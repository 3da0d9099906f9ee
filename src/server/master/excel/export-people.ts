import { asc } from 'drizzle-orm';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { bindingOf } from '../../resources/bindings.ts';
import { findRows, labelsFor } from '../../resources/read.ts';
import { authorize, scopeOf } from '../../resources/scope.ts';
import { columnsOf, excelDef } from './columns.ts';
import { sectionNames, studentNisns } from './lookups.ts';
import { peopleWorkbook } from './workbook.ts';

async function listsFor(ctx: SessionContext, kind: string): Promise<Record<string, string[]>> {
  if (kind !== 'students') return {};
  return { sd_section_id: [...(await sectionNames(ctx.db, scopeOf(ctx.session))).keys()] };
}

/** GET /api/master/excel/<kind>/template: the empty workbook with its drop-down lists and instructions. */
export async function peopleTemplate({ ctx, kind }: { ctx: SessionContext; kind: string }): Promise<Buffer> {
  const def = excelDef(kind);
  if (!def) throw notFound();
  authorize(def, scopeOf(ctx.session), 'write');
  const { book } = peopleWorkbook(def, columnsOf(def), await listsFor(ctx, kind));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** GET /api/master/excel/<kind>/export: every person of the kind in the school, in the template's columns. */
export async function peopleExport({ ctx, kind }: { ctx: SessionContext; kind: string }): Promise<Buffer> {
  const def = excelDef(kind);
  if (!def) throw notFound();
  const scope = scopeOf(ctx.session);
  authorize(def, scope, 'write');
  const binding = bindingOf(def.name);
  const columns = columnsOf(def);
  const rows = await findRows(ctx.db, binding, scope, [], { order: [asc(binding.columns(scope).full_name)] });
  const labels = await labelsFor(ctx.db, def, rows, scope);
  const nisns = kind === 'guardians' ? await studentNisns(ctx.db, scope) : new Map<number, string>();
  const { book, data } = peopleWorkbook(def, columns, await listsFor(ctx, kind));
  for (const row of rows) {
    data.addRow(
      columns.map(({ field }) => {
        const value = row[field.name];
        if (value === null || value === undefined) return null;
        if (field.name === 'student_ids')
          return (value as number[])
            .map((id) => nisns.get(id) ?? '')
            .filter(Boolean)
            .join(', ');
        if (field.kind === 'reference') return labels[field.name]?.[String(value)] ?? null;
        if (field.kind === 'select') return field.options!.find((o) => o.value === String(value))?.label ?? String(value);
        if (field.kind === 'date') return new Date(`${value}T00:00:00Z`);
        return value as string | number;
      }),
    );
  }
  columns.forEach((c, i) => {
    if (c.field.kind === 'date') data.getColumn(i + 1).numFmt = 'dd/mm/yyyy';
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}
