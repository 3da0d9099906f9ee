/** Who each PPDB screen is for (see audience.ts): the PPDB staff work the applicants, the principal follows them, the foundation reads the recaps. */
import type { AudienceTable } from './audience.ts';

const PPDB_DESK = ['1', '2', '9', '4'] as const;

export const PPDB_AUDIENCE: AudienceTable = {
  ppdb_settings: PPDB_DESK,
  ppdb_setting_detail: PPDB_DESK,
  ppdb_setting_detail_2: PPDB_DESK,
  ppdb_setting_period: PPDB_DESK,
  ppdb_period_detail: PPDB_DESK,
  ppdb_period_detail_3: PPDB_DESK,
  ppdb_reduction_costs: PPDB_DESK,
  ppdb_reduction_costs_1: PPDB_DESK,
  rekapitulasi_PPDB_per_sekolah: ['1', '2', '4', '9', '13'],
  rekapitulasi_PPDB_seluruh_sekolah: ['1', '13'],
};
