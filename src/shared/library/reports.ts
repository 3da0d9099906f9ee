/**
 * The library's reports (document 02, 2.9), one per catalogue route: each reads a period (from, to) and
 * answers a table the screen shows and the server writes as .xlsx. The route name is the report's name.
 */
export const LIBRARY_REPORTS = {
  laporan_perpustakaan: { title: 'Laporan Perpustakaan', about: 'Ringkasan satu periode: koleksi, sirkulasi, denda, pengunjung, pesanan dan usulan.' },
  judul_buku_banyak_dipinjam: { title: 'Judul Terbanyak Dipinjam', about: 'Judul yang paling sering dipinjam dalam periode, dengan jumlah peminjam berbeda.' },
  peminjam_terbanyak: { title: 'Peminjam Terbanyak', about: 'Anggota dengan peminjaman terbanyak dalam periode.' },
  anggota_pinjam_terbanyak: {
    title: 'Anggota Pinjam Terbanyak',
    about: 'Anggota yang saat ini memegang buku terbanyak, dengan yang terlambat dan dendanya: untuk menagih pengembalian.',
  },
  jumlah_kelompok_judul: { title: 'Jumlah Judul per Kelompok', about: 'Jumlah judul dan eksemplar per kelas klasifikasi DDC; judul baru dalam periode.' },
  jumlah_kelompok_sering_meminjam: {
    title: 'Kelompok Paling Sering Meminjam',
    about: 'Peminjaman per kelompok anggota (rombel siswa tahun ajaran ini, guru dan pegawai) dalam periode.',
  },
  jumlah_kelompok_koleksi: {
    title: 'Jumlah Koleksi per Kelompok',
    about: 'Judul dan eksemplar per kode koleksi menurut status: tersedia, dipinjam, hilang, rusak.',
  },
  data_peminjam: { title: 'Data Peminjam', about: 'Anggota yang meminjam dalam periode: jumlah pinjaman, yang masih dipinjam, dan denda belum dibayar.' },
  data_pesanan: { title: 'Data Pesanan', about: 'Pesanan buku yang dibuat dalam periode beserta statusnya.' },
  pertambahan_buku: { title: 'Pertambahan Buku', about: 'Eksemplar yang masuk dalam periode menurut nomor induk, dengan sumbernya.' },
  tingkat_keterpinjaman_perkodebuku: {
    title: 'Tingkat Keterpinjaman per Kode',
    about: 'Per kode koleksi: eksemplar, peminjaman, dan persentase eksemplar yang dipinjam paling sedikit sekali dalam periode.',
  },
  laporan_pengunjung: { title: 'Laporan Pengunjung', about: 'Kunjungan per hari dalam periode: anggota dan tamu.' },
  pengunjung_paling_rajin: { title: 'Pengunjung Paling Rajin', about: 'Anggota yang paling sering berkunjung dalam periode.' },
  book_borrowing_history_report: {
    title: 'Riwayat Peminjaman Buku',
    about: 'Setiap peminjaman yang dimulai dalam periode: anggota, buku, jatuh tempo, pengembalian, keterlambatan dan denda.',
  },
} as const;

export type LibraryReportName = keyof typeof LIBRARY_REPORTS;
export const LIBRARY_REPORT_NAMES = Object.keys(LIBRARY_REPORTS) as LibraryReportName[];

export type ReportColumnKind = 'text' | 'number' | 'money' | 'date' | 'percent';
