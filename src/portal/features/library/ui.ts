/** Links by route name, rupiah, dates and a change with its feedback, for the library screens. */
export { routeTo } from '../../lib/route-to.ts';
export { act } from '../../lib/act.ts';

export const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;

/** "2026-11-25" → "25 Nov 2026" */
export function day(iso: string | null | undefined): string {
  if (!iso) return '–';
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00Z`),
  );
}

export const ITEM_STATUS_LABEL: Record<string, string> = { available: 'Tersedia', on_loan: 'Dipinjam', missing: 'Hilang', damaged: 'Rusak' };
export const FINE_STATUS_LABEL: Record<string, string> = { none: '–', unpaid: 'Belum dibayar', paid: 'Lunas', waived: 'Dibebaskan' };
