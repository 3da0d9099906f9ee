/**
 * Route names (see src/shared/catalogue) whose screen really works against the API. Each module adds its
 * names here when its screen is done; every other catalogue route shows the "belum tersedia" page.
 * docs/catalogue-status.md is generated from this list (node scripts/catalogue-status.ts), so do not add a
 * name before its screen reads and writes real data.
 */
export const BUILT_SCREENS: readonly string[] = ['dashboard', 'profile_page'];
