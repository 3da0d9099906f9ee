import { useMatches } from 'react-router';
import type { CatalogueRoute } from '../../shared/catalogue/types.ts';

/** What each router entry carries: its catalogue route (absent on the 404 entry). */
export interface RouteHandle {
  route?: CatalogueRoute;
}

/** The catalogue route of the page being shown, or undefined on the 404 page. */
export function useCurrentRoute(): CatalogueRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
