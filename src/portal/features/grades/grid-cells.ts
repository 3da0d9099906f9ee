/** The grid's typing rules, kept apart from the screen so they are easy to read and to test. */

export const cellKey = (assessmentId: number, studentId: number) => `${assessmentId}:${studentId}`;

/** What a typed cell means: a score 0–100 (comma or point for decimals), empty (clear), or a message. */
export function parseCell(text: string): { score: number | null } | { error: string } {
  const t = text.trim().replace(',', '.');
  if (t === '') return { score: null };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return { error: 'Nilai harus angka 0–100.' };
  const n = Number(t);
  if (n > 100) return { error: 'Nilai paling besar 100.' };
  return { score: n };
}
