import type { ScreenRegistry } from '../../app/screens.ts';

export const SCREENS: ScreenRegistry = {
  import_profile_image: () => import('./import-photos-screen.tsx'),
};
