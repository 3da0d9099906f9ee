/** The PPDB administration screens (document 02, 2.13), written out so the screen registry stays light. */
export const PPDB_ROUTE_NAMES: readonly string[] = [
  'ppdb_settings',
  'ppdb_setting_detail',
  'ppdb_setting_detail_2',
  'ppdb_setting_period',
  'ppdb_period_detail',
  'ppdb_period_detail_3',
  'ppdb_reduction_costs',
  'ppdb_reduction_costs_1',
  'rekapitulasi_PPDB_per_sekolah',
  'rekapitulasi_PPDB_seluruh_sekolah',
];
