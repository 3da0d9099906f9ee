import { sql } from 'drizzle-orm';
import type { SessionContext } from '../http/context.ts';
import { DDC_CLASSES } from '../../shared/library/ddc.ts';
import { requireLibrary } from './guard.ts';
import { rowsOf } from './reports/report-table.ts';

/** GET /api/library/classification: the DDC numbers the catalogue uses, under their main class, with counts. */
export async function classification({ ctx }: { ctx: SessionContext }) {
  requireLibrary(ctx, 'library.reports');
  const rows = await rowsOf<{ ddc: string | null; titles: number; copies: number; example: string }>(
    ctx.db,
    sql`
    select b.ddc, count(distinct b.sd_library_book_id)::int as titles, count(i.sd_library_item_id)::int as copies, min(b.title) as example
    from sd_library_books b left join sd_library_items i on i.sd_library_book_id = b.sd_library_book_id
    where b.sd_school_id = ${ctx.session.schoolId} group by b.ddc order by b.ddc nulls last`,
  );
  const classes = DDC_CLASSES.map((c) => {
    const numbers = rows
      .filter((r) => r.ddc && r.ddc.startsWith(c.code[0]) && /^\d{3}/.test(r.ddc))
      .map((r) => ({ ddc: r.ddc!, titles: r.titles, copies: r.copies, example: r.example }));
    return { code: c.code, name: c.name, titles: numbers.reduce((n, r) => n + r.titles, 0), copies: numbers.reduce((n, r) => n + r.copies, 0), numbers };
  });
  const unclassified = rows.filter((r) => !r.ddc || !/^\d{3}/.test(r.ddc)).reduce((n, r) => n + r.titles, 0);
  return { classes, unclassified };
}
