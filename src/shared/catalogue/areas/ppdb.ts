/**
 * Document 02, section 2.13: admissions, the signed-in part. The public PPDB pages (/ppdb,
 * /form_registration, /ppdb/registered-by, /ppdb_check_registration) are Astro pages, not portal routes.
 */
import { section } from '../define.ts';

export const PPDB = section('ppdb', 'requiresAuth', [
  ['/ppdb_settings', 'Pengaturan PPDB'],
  ['/ppdb_setting_detail/:id', 'Detail Pengaturan PPDB'],
  ['/ppdb_setting_detail/:id/:ppdb_activity_id', 'Detail Kegiatan PPDB'],
  ['/ppdb_setting/period', 'Periode PPDB'],
  ['/ppdb_period_detail/:id', 'Detail Periode PPDB'],
  ['/ppdb_period_detail/:id/:ppdb_group_period_id/:ppdb_activity_id', 'Detail Gelombang PPDB'],
  ['/ppdb_reduction_costs', 'Potongan Biaya PPDB'],
  ['/ppdb_reduction_costs/:id', 'Detail Potongan Biaya PPDB'],
  ['/rekapitulasi_PPDB_seluruh_sekolah', 'Rekap PPDB Seluruh Sekolah'],
  ['/rekapitulasi_PPDB_per_sekolah', 'Rekap PPDB per Sekolah'],
]);
