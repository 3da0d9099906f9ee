/** The kokurikuler grid's typing rules, kept apart from the screen so they are easy to read and to test. */

export const cellKey = (studentId: number, subelementId: number) => `${studentId}:${subelementId}`;

export interface LevelWords {
  level: number;
  code: string;
  name: string;
}

/**
 * What a typed or pasted cell means: a level 1..4 by its digit, its code (MB, BSH, C …) or its name, empty
 * (clear), or a message. Codes and names are matched without case.
 */
export function parseLevel(text: string, levels: readonly LevelWords[]): { level: number | null } | { error: string } {
  const t = text.trim().toUpperCase();
  if (t === '' || t === '-' || t === '0') return { level: null };
  if (/^[1-4]$/.test(t)) return { level: Number(t) };
  const found = levels.find((l) => l.code.toUpperCase() === t || l.name.toUpperCase() === t);
  return found ? { level: found.level } : { error: `Isi 1–4 (${levels.map((l) => `${l.level} = ${l.code}`).join(', ')}).` };
}

/** The cell a key leads to from (row, col) in a grid of rows × cols; null when the key does not move. */
export function nextCell(key: string, row: number, col: number, rows: number, cols: number, shift = false): [number, number] | null {
  switch (key) {
    case 'ArrowRight':
      return col + 1 < cols ? [row, col + 1] : row + 1 < rows ? [row + 1, 0] : null;
    case 'ArrowLeft':
      return col > 0 ? [row, col - 1] : row > 0 ? [row - 1, cols - 1] : null;
    case 'ArrowDown':
      return row + 1 < rows ? [row + 1, col] : null;
    case 'ArrowUp':
      return row > 0 ? [row - 1, col] : null;
    case 'Enter':
      return shift ? (row > 0 ? [row - 1, col] : null) : row + 1 < rows ? [row + 1, col] : null;
    default:
      return null;
  }
}
