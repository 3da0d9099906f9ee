/** The finance plain lists' catalogue routes, served by the generic resource screens (one route each: list, add and edit). */
export const FINANCE_LIST_ROUTE_NAMES: readonly string[] = ['setting_account_bank', 'bank_administration_fees', 'template_mail'];

export const BANKS = ['BCA', 'BNI', 'BRI', 'Mandiri', 'BSI', 'BTN', 'CIMB Niaga', 'Permata', 'BPD', 'Lainnya'] as const;
export const BANK_PURPOSES = [
  { value: 'operasional', label: 'Operasional sekolah' },
  { value: 'tabungan', label: 'Tabungan siswa' },
  { value: 'bos', label: 'Rekening Dana BOS' },
  { value: 'penampung', label: 'Penampung pembayaran VA' },
] as const;
export const FEE_CHANNELS = [
  { value: 'va', label: 'Virtual account' },
  { value: 'transfer', label: 'Transfer antarbank' },
  { value: 'qris', label: 'QRIS' },
  { value: 'pencairan', label: 'Pencairan dana gateway' },
] as const;
export const TEMPLATE_KINDS = [
  { value: 'tagihan', label: 'Tagihan bulanan' },
  { value: 'tunggakan', label: 'Pengingat tunggakan' },
  { value: 'kuitansi', label: 'Bukti pembayaran' },
] as const;
/** What a template may say; each is filled per student when the blast is sent. */
export const TEMPLATE_PLACEHOLDERS: Record<string, string> = {
  '{nama}': 'nama siswa',
  '{rombel}': 'rombel siswa',
  '{sekolah}': 'nama sekolah',
  '{bulan}': 'bulan tagihan',
  '{rincian}': 'daftar tagihan dan sisanya',
  '{jumlah}': 'jumlah yang harus dibayar',
  '{va}': 'nomor virtual account',
};

/**
 * The {words} of a template text that are not placeholders the blast can fill: a misspelt {nmaa} would reach every
 * family as it is, so the template is refused instead (src/server/finance/resource-bindings.ts).
 */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set(text.match(/\{[^{}\s]*\}/g) ?? [])].filter((p) => !(p in TEMPLATE_PLACEHOLDERS));
}
