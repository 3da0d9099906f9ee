import type { Content, TableCell } from 'pdfmake/interfaces';

/**
 * A bordered table whose header repeats on every page and whose rows never split across a page break: the
 * lists schools print (attendance, rapor, receipts) all look like this.
 */
export function table(
  columns: readonly { title: string; width: number | '*' | 'auto'; align?: 'left' | 'center' | 'right' }[],
  rows: readonly (readonly (string | number | null)[])[],
  options: { rowHeight?: number } = {},
): Content {
  const head: TableCell[] = columns.map((c) => ({ text: c.title, bold: true, alignment: 'center', fillColor: '#e9ecef' }));
  const body: TableCell[][] = rows.map((row) =>
    row.map((cell, i) => ({ text: cell === null || cell === '' ? '-' : String(cell), alignment: columns[i].align ?? 'left' })),
  );
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((c) => c.width),
      body: [head, ...body],
      heights: options.rowHeight ? (row: number) => (row === 0 ? 'auto' : options.rowHeight!) : undefined,
    },
    layout: { paddingTop: () => 3, paddingBottom: () => 3, hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
  } as Content;
}
