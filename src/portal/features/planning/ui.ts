/** Links by route name, a change with its feedback, and the words the planning and kokurikuler screens share. */
export { routeTo } from '../../lib/route-to.ts';
export { act } from '../../lib/act.ts';

/** "2026-02-02" → "2 Feb 2026" */
export function day(iso: string | null | undefined): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}

/** An ISO moment in the reader's clock: "2 Feb 2026 09.15". */
export function moment(iso: string | null | undefined): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** Colours of the four levels (1 lowest): the same in the grid, the results and the legend. */
export const LEVEL_CLASS: Record<number, string> = { 1: 'text-bg-danger', 2: 'text-bg-warning', 3: 'text-bg-info', 4: 'text-bg-success' };
