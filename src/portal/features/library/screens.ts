/** Library screens by catalogue route name; loaders only. */
import { LIBRARY_REPORT_NAMES } from '../../../shared/library/reports.ts';

type Loader = () => Promise<{ default: import('react').ComponentType }>;

const desk: Loader = () => import('./desk-screen.tsx');
const opac: Loader = () => import('./opac-screen.tsx');
const book: Loader = () => import('./book-screen.tsx');
const settings: Loader = () => import('./settings-screen.tsx');
const codes: Loader = () => import('./codes-screen.tsx');
const loans: Loader = () => import('./loans-screen.tsx');
const reservations: Loader = () => import('./reservations-screen.tsx');
const register: Loader = () => import('./register-screen.tsx');
const print: Loader = () => import('./print-screen.tsx');
const report: Loader = () => import('./report-screen.tsx');
const visitors: Loader = () => import('./visitors-screen.tsx');
const suggestions: Loader = () => import('./suggestions-screen.tsx');
const stocktake: Loader = () => import('./stocktake-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  data_buku: opac,
  pencarian_buku: opac,
  data_buku_detail: book,
  data_buku_store: book,
  data_buku_edit: book,
  detail_pencarian_buku: book,
  peminjaman_buku: desk,
  pengembalian_buku: desk,
  perpanjangan_buku: desk,
  setting_perpustakaan: settings,
  data_pengaturan: settings,
  data_quota_pinjam_buku: settings,
  data_lama_pinjam_buku: settings,
  data_keterlambatan_pengembalian_buku: settings,
  data_kode_buku: codes,
  data_klasifikasi_buku: codes,
  peminjaman: loans,
  denda_keterlambatan: loans,
  pemesanan_buku: reservations,
  data_pemesanan_buku: reservations,
  data_buku_induk: register,
  tampil_data_buku_induk: register,
  print_kartu_perpus: print,
  label_buku_perpus: print,
  presensi_pengunjung: visitors,
  usulan_koleksi: suggestions,
  stock_opname: stocktake,
  stock_opname_detail: stocktake,
  ...Object.fromEntries(LIBRARY_REPORT_NAMES.map((name) => [name, report])),
};
