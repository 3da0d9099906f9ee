/** PPDB administration screens by catalogue route name; loaders only, each screen in its own chunk. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const period: Loader = () => import('./applicants-screen.tsx');
const reductions: Loader = () => import('./reductions-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  ppdb_settings: () => import('./settings-screen.tsx'),
  ppdb_setting_detail: () => import('./setting-detail-screen.tsx'),
  ppdb_setting_detail_2: () => import('./activity-screen.tsx'),
  ppdb_setting_period: () => import('./periods-screen.tsx'),
  ppdb_period_detail: period,
  ppdb_period_detail_3: period,
  ppdb_reduction_costs: reductions,
  ppdb_reduction_costs_1: reductions,
  rekapitulasi_PPDB_per_sekolah: () => import('./recap-school-screen.tsx'),
  rekapitulasi_PPDB_seluruh_sekolah: () => import('./recap-foundation-screen.tsx'),
};
