import { SCREEN_AUDIENCE } from '../../../shared/access/index.ts';
import { audienceIncludes } from '../../../shared/access/audience.ts';
import { routeByName, routeByPath } from '../../../shared/catalogue/routes.ts';
import type { CatalogueRoute } from '../../../shared/catalogue/types.ts';
import type { UserTypeId } from '../../../shared/user-types.ts';
import type { MenuGroup, MenuHeading } from './menu-types.ts';

/** Under these groups a link is a literal path (document 01); elsewhere a route name. */
export const LITERAL_PATH_GROUPS: ReadonlySet<string> = new Set(['17', '54']);

/** The catalogue route a menu link opens, as the shell follows it. */
export function linkRoute(group: Pick<MenuGroup, 'id'>, menuPath: string): CatalogueRoute | undefined {
  return LITERAL_PATH_GROUPS.has(group.id) ? routeByPath(`/${menuPath}`) : routeByName(menuPath);
}

/**
 * A user type's menu as served: groups are shared between types (the exam group serves admin and guru), so a
 * link to a screen that is for other user types (src/shared/access) is left out of this type's menu, and a
 * group or heading left empty goes too. A link to a screen not built yet stays: it opens "belum tersedia".
 */
export function menuForType(type: UserTypeId, headings: readonly MenuHeading[]): MenuHeading[] {
  const forType = (group: MenuGroup): MenuGroup => ({
    ...group,
    links: group.links.filter((link) => {
      const route = linkRoute(group, link.menuPath);
      const audience = route && SCREEN_AUDIENCE[route.name];
      return !audience || audienceIncludes(audience, type);
    }),
  });
  return headings
    .map((heading) => ({ ...heading, groups: heading.groups.map(forType).filter((g) => g.links.length > 0) }))
    .filter((heading) => heading.groups.length > 0);
}
