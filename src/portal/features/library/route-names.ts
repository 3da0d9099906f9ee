/**
 * The library screens that work against the API (document 02, 2.9; issue 18): every route of the section,
 * and stock opname beyond it.
 */
export const LIBRARY_ROUTE_NAMES: readonly string[] = [
  'data_buku', 'data_buku_detail', 'data_buku_store', 'data_buku_edit',
  'usulan_koleksi', 'pencarian_buku', 'detail_pencarian_buku', 'pemesanan_buku',
  'peminjaman', 'peminjaman_buku', 'pengembalian_buku', 'perpanjangan_buku',
  'setting_perpustakaan', 'data_kode_buku', 'data_klasifikasi_buku', 'data_buku_induk', 'tampil_data_buku_induk',
  'data_pengaturan', 'data_quota_pinjam_buku', 'data_lama_pinjam_buku', 'data_keterlambatan_pengembalian_buku', 'data_pemesanan_buku',
  'laporan_perpustakaan', 'print_kartu_perpus', 'label_buku_perpus', 'denda_keterlambatan', 'laporan_pengunjung',
  'judul_buku_banyak_dipinjam', 'peminjam_terbanyak', 'anggota_pinjam_terbanyak',
  'jumlah_kelompok_judul', 'jumlah_kelompok_sering_meminjam', 'jumlah_kelompok_koleksi',
  'data_peminjam', 'data_pesanan', 'pertambahan_buku', 'tingkat_keterpinjaman_perkodebuku', 'pengunjung_paling_rajin',
  'presensi_pengunjung', 'book_borrowing_history_report',
  // Beyond document 02 (SLiMS's stock taking), counted apart in docs/catalogue-status.md.
  'stock_opname', 'stock_opname_detail',
];
