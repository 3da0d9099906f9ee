/**
 * Which screen each catalogue route loads, always on demand. A route in BUILT_SCREENS loads its own chunk;
 * every other route shares one chunk, the "belum tersedia" page, which names the route and its area.
 *
 * Each feature registers its screens in src/portal/features/<feature>/screens.ts:
 *   export const SCREENS: ScreenRegistry = { route_name: () => import('./x-screen.tsx') };
 * so adding a module never edits this file. Those files hold only loaders (dynamic imports): the screens stay
 * out of the first load. A route name registered twice fails at start.
 */
import type { ComponentType } from 'react';
import { BUILT_SCREENS } from './built-screens.ts';

export type ScreenModule = { default: ComponentType };
export type ScreenLoader = () => Promise<ScreenModule>;
export type ScreenRegistry = Readonly<Record<string, ScreenLoader>>;

const registries = import.meta.glob<ScreenRegistry>('../features/*/screens.ts', { eager: true, import: 'SCREENS' });

function merge(sources: Record<string, ScreenRegistry>): ScreenRegistry {
  const all: Record<string, ScreenLoader> = {};
  for (const [file, registry] of Object.entries(sources)) {
    for (const [name, loader] of Object.entries(registry ?? {})) {
      if (all[name]) throw new Error(`Layar untuk rute ${name} didaftarkan dua kali (${file})`);
      all[name] = loader;
    }
  }
  return all;
}

export const SCREENS: ScreenRegistry = merge(registries);

export const loadUnavailableScreen: ScreenLoader = () => import('./screens/unavailable-screen.tsx');
export const loadNotFoundScreen: ScreenLoader = () => import('./screens/not-found-screen.tsx');

export function screenLoader(routeName: string): ScreenLoader {
  return (BUILT_SCREENS.includes(routeName) && SCREENS[routeName]) || loadUnavailableScreen;
}
