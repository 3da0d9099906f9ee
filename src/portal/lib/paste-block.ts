/**
 * Pasting a block copied from Excel or Google Sheets into a grid of inputs (the gradebook, the kokurikuler
 * assessment): the block's rows by line, its cells by tab, laid over the grid from the cell pasted into.
 */

/** A block copied from a spreadsheet: rows by line, cells by tab. */
function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r/g, '').split('\n');
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => l.split('\t'));
}

/**
 * The cells a pasted block fills, by the grid's own key, starting at (row, col); what falls outside the grid is
 * dropped. Null when the text is a single value, which the input takes as ordinary typing.
 */
export function pastedCells<R, C>(
  text: string,
  row: number,
  col: number,
  rows: readonly R[],
  columns: readonly C[],
  key: (row: R, column: C) => string,
): Record<string, string> | null {
  const block = parseBlock(text);
  if (block.length <= 1 && (block[0]?.length ?? 0) <= 1) return null;
  const cells: Record<string, string> = {};
  block.forEach((values, r) =>
    values.forEach((value, c) => {
      const target = rows[row + r];
      const column = columns[col + c];
      if (target !== undefined && column !== undefined) cells[key(target, column)] = value.trim();
    }),
  );
  return cells;
}
