import type { ScreenRegistry } from '../../app/screens.ts';

const dashboard = () => import('./dashboard-screen.tsx');

export const SCREENS: ScreenRegistry = {
  dashboard,
  // "a second home route" (document 02, 2.4): the same landing page.
  home: dashboard,
};
