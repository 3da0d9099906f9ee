import type { UserTypeId } from '../../../shared/user-types.ts';

/**
 * The three-level sidebar menu (document 01, section 2 "Sidebar"), as seed data.
 * Top level: a heading. Child: a collapsible group with an id and icon. Sub-child: a link.
 * A sub-child's menuPath is a route name of the catalogue, except under the children with id '17' or '54',
 * where it is a literal path without its leading slash (the shell links to '/' + menuPath).
 */
export interface MenuLink {
  id: string;
  name: string;
  icon: string;
  menuPath: string;
}
export interface MenuGroup {
  id: string;
  name: string;
  icon: string;
  links: MenuLink[];
}
export interface MenuHeading {
  name: string;
  groups: MenuGroup[];
}
export type MenuTree = Record<UserTypeId, MenuHeading[]>;
