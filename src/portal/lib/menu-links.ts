/**
 * Where a sidebar link goes (document 01, section 2): under the groups '17' and '54' a sub-child links to the
 * literal path '/' + menu_path; every other sub-child links to the catalogue route named menu_path.
 */
import { routeByName } from '../../shared/catalogue/routes.ts';
import { matchCatalogue } from '../../shared/catalogue/match.ts';

export const LITERAL_PATH_PARENTS: readonly string[] = ['17', '54'];

export type MenuTarget =
  /** A portal route: navigate inside the app. */
  | { kind: 'route'; href: string }
  /** A literal path outside the portal (a public page): a full page load. */
  | { kind: 'page'; href: string }
  /** A route name the catalogue does not know, or one that needs parameters: shown, not linked. */
  | { kind: 'none' };

export function menuTarget(parentMenuId: string, menuPath: string): MenuTarget {
  if (LITERAL_PATH_PARENTS.includes(parentMenuId)) {
    const href = `/${menuPath.replace(/^\/+/, '')}`;
    return matchCatalogue(href) ? { kind: 'route', href } : { kind: 'page', href };
  }
  const route = routeByName(menuPath);
  if (!route || route.path.includes(':')) return { kind: 'none' };
  return { kind: 'route', href: route.path };
}
