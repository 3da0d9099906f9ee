import type { Content } from 'pdfmake/interfaces';

export interface CardGrid {
  perRow: number;
  rowsPerPage: number;
  /** The least height of a card, in points: fixed so every page holds the same number of cards. */
  height: number;
  /** Dashed lines are cut along; solid ones frame a card that stays whole. */
  dashed?: boolean;
  /** What a sheet says when there is nothing to print. */
  empty: string;
}

/** Sheets of cards to cut out, one section (page) per sheet, the grid's number to a page. */
export function cardSheets<T>(items: readonly T[], grid: CardGrid, render: (item: T) => Content): Content[][] {
  const perPage = grid.perRow * grid.rowsPerPage;
  if (items.length === 0) return [[{ text: grid.empty, alignment: 'center' }]];
  const sheets: Content[][] = [];
  for (let start = 0; start < items.length; start += perPage) sheets.push([sheet(items.slice(start, start + perPage), grid, render)]);
  return sheets;
}

function sheet<T>(items: readonly T[], grid: CardGrid, render: (item: T) => Content): Content {
  const rows: Content[][] = [];
  for (let i = 0; i < items.length; i += grid.perRow) {
    const row = items.slice(i, i + grid.perRow).map(render);
    while (row.length < grid.perRow) row.push({ text: '', border: [false, false, false, false] } as Content);
    rows.push(row);
  }
  const dash = grid.dashed ? { hLineStyle: () => ({ dash: { length: 3 } }), vLineStyle: () => ({ dash: { length: 3 } }) } : {};
  return {
    table: { widths: Array(grid.perRow).fill('*'), heights: grid.height, dontBreakRows: true, body: rows },
    layout: {
      hLineWidth: () => 0.6,
      vLineWidth: () => 0.6,
      ...dash,
      paddingLeft: () => 10,
      paddingRight: () => 10,
      paddingTop: () => 8,
      paddingBottom: () => 8,
    },
  } as Content;
}
