/**
 * Who each library screen is for (see audience.ts): the pustakawan and admin run the library, the principal and
 * TU read its reports and rules, every student and staff member uses the OPAC, reserves, suggests and sees their
 * loans, and a parent follows the children's loans, fines and reservations.
 */
import type { AudienceTable } from './audience.ts';
import { LIBRARY_PERMISSIONS } from '../library/permissions.ts';
import { LIBRARY_REPORT_NAMES } from '../library/reports.ts';
import type { UserTypeId } from '../user-types.ts';

const DESK = LIBRARY_PERMISSIONS['library.manage'];
const READERS = LIBRARY_PERMISSIONS['library.reports'];
const SEARCH = LIBRARY_PERMISSIONS['library.search'];
const union = (...lists: readonly (readonly UserTypeId[])[]) => [...new Set(lists.flat())].sort((a, b) => Number(a) - Number(b)) as UserTypeId[];
/** Members and the staff who manage them: a screen that shows one's own or everyone's. */
const MEMBERS_AND_STAFF = union(READERS, LIBRARY_PERMISSIONS['library.member']);
/** The same, and parents for their children. */
const FAMILY = union(MEMBERS_AND_STAFF, LIBRARY_PERMISSIONS['library.guardian']);

export const LIBRARY_AUDIENCE: AudienceTable = {
  data_buku: READERS,
  data_buku_detail: READERS,
  data_buku_store: DESK,
  data_buku_edit: DESK,
  usulan_koleksi: MEMBERS_AND_STAFF,
  pencarian_buku: SEARCH,
  detail_pencarian_buku: SEARCH,
  pemesanan_buku: union(LIBRARY_PERMISSIONS['library.member'], LIBRARY_PERMISSIONS['library.guardian']),
  peminjaman: FAMILY,
  peminjaman_buku: DESK,
  pengembalian_buku: DESK,
  perpanjangan_buku: DESK,
  setting_perpustakaan: READERS,
  data_kode_buku: READERS,
  data_klasifikasi_buku: READERS,
  data_buku_induk: READERS,
  tampil_data_buku_induk: READERS,
  data_pengaturan: READERS,
  data_quota_pinjam_buku: READERS,
  data_lama_pinjam_buku: READERS,
  data_keterlambatan_pengembalian_buku: READERS,
  data_pemesanan_buku: READERS,
  print_kartu_perpus: DESK,
  label_buku_perpus: DESK,
  denda_keterlambatan: FAMILY,
  presensi_pengunjung: DESK,
  stock_opname: READERS,
  stock_opname_detail: READERS,
  ...Object.fromEntries(LIBRARY_REPORT_NAMES.map((name) => [name, READERS])),
};
