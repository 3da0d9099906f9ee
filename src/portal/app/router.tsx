/**
 * The portal's router over the route catalogue (document 02): history mode, one entry per catalogue route,
 * each with the guard as its loader and its screen loaded on demand; anything else is the 404 screen.
 * Paths match case-sensitively, as the server does (src/shared/catalogue/match.ts).
 */
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { CATALOGUE } from '../../shared/catalogue/routes.ts';
import type { CatalogueRoute } from '../../shared/catalogue/types.ts';
import { guardRoute } from './guard.ts';
import type { RouteHandle } from './route-handle.ts';
import { loadNotFoundScreen, screenLoader } from './screens.ts';
import { Shell } from './shell/shell.tsx';
import { LoadingScreen } from './screens/loading-screen.tsx';
import { RouteError } from './screens/route-error.tsx';

/** A navigation the guard sends out of the portal never finishes here: the page is being replaced. */
const leaving = () => new Promise<never>(() => {});

function catalogueEntry(route: CatalogueRoute): RouteObject {
  const load = screenLoader(route.name);
  return {
    id: route.name,
    path: route.path,
    caseSensitive: true,
    handle: { route } satisfies RouteHandle,
    loader: () => (guardRoute(route) ? null : leaving()),
    lazy: {
      Component: async () => {
        const [screen, gate] = await Promise.all([load(), import('./screens/audience-gate.tsx')]);
        return gate.gateByAudience(route.name, screen.default);
      },
    },
  };
}

export const ROUTES: RouteObject[] = [
  {
    id: 'shell',
    Component: Shell,
    HydrateFallback: LoadingScreen,
    children: [
      {
        // A screen that fails to load shows its error inside the shell, menus still in reach.
        id: 'page',
        ErrorBoundary: RouteError,
        children: [
          ...CATALOGUE.map(catalogueEntry),
          // The portal page's own address: nothing lives there, the landing page does.
          { path: '/portal', loader: () => redirect('/dashboard') },
          { id: 'not-found', path: '*', lazy: { Component: async () => (await loadNotFoundScreen()).default } },
        ],
      },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(ROUTES);
}
