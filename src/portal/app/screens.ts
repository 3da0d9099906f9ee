/**
 * Which screen each catalogue route loads, always on demand. A route in BUILT_SCREENS loads its own chunk;
 * every other route shares one chunk, the "belum tersedia" page, which names the route and its area.
 */
import type { ComponentType } from 'react';
import { BUILT_SCREENS } from './built-screens.ts';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;

/** One entry per built screen; a screen may serve more than one route name. */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  dashboard: () => import('../features/dashboard/dashboard-screen.tsx'),
  // "a second home route" (document 02, 2.4): the same landing page.
  home: () => import('../features/dashboard/dashboard-screen.tsx'),
  profile_page: () => import('../features/profile/profile-screen.tsx'),
};

export const loadUnavailableScreen: ScreenLoader = () => import('./screens/unavailable-screen.tsx');
export const loadNotFoundScreen: ScreenLoader = () => import('./screens/not-found-screen.tsx');

export function screenLoader(routeName: string): ScreenLoader {
  return (BUILT_SCREENS.includes(routeName) && SCREENS[routeName]) || loadUnavailableScreen;
}
