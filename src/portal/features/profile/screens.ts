import type { ScreenRegistry } from '../../app/screens.ts';

export const SCREENS: ScreenRegistry = {
  profile_page: () => import('./profile-screen.tsx'),
};
