/** The library screens that work against the API (document 02, 2.9; issue 18). */
export const LIBRARY_ROUTE_NAMES: readonly string[] = [
  'data_buku',
  'data_buku_detail',
  'data_buku_store',
  'data_buku_edit',
  'pencarian_buku',
  'detail_pencarian_buku',
  'peminjaman_buku',
  'pengembalian_buku',
  'perpanjangan_buku',
];
