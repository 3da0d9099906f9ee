import type { Db } from '../client.ts';
import { menuItems } from '../schema/menus.ts';
import type { MenuTree } from './menu-types.ts';
import type { UserTypeId } from '../../../shared/user-types.ts';
import { menuForType } from './menu-audience.ts';

/** Flattens each user type's menu (links to screens for other types left out) into rows; headings get ids of their own ('h<type>-<n>'). */
export function menuRows(tree: MenuTree) {
  const rows: (typeof menuItems.$inferInsert)[] = [];
  for (const [userTypeId, headings] of Object.entries(tree) as [UserTypeId, MenuTree[UserTypeId]][]) {
    let sortOrder = 0;
    menuForType(userTypeId, headings).forEach((heading, h) => {
      const headingId = `h${userTypeId}-${h + 1}`;
      rows.push({ userTypeId, menuId: headingId, parentMenuId: null, level: 1, name: heading.name, icon: null, menuPath: null, sortOrder: sortOrder++ });
      for (const group of heading.groups) {
        rows.push({
          userTypeId,
          menuId: group.id,
          parentMenuId: headingId,
          level: 2,
          name: group.name,
          icon: group.icon,
          menuPath: null,
          sortOrder: sortOrder++,
        });
        for (const link of group.links) {
          rows.push({
            userTypeId,
            menuId: link.id,
            parentMenuId: group.id,
            level: 3,
            name: link.name,
            icon: link.icon,
            menuPath: link.menuPath,
            sortOrder: sortOrder++,
          });
        }
      }
    });
  }
  return rows;
}

/** Menus are configuration shipped with the code: replaced as a whole at every start, in one transaction. */
export async function seedMenus(db: Db, tree: MenuTree): Promise<void> {
  const rows = menuRows(tree);
  await db.transaction(async (tx) => {
    await tx.delete(menuItems);
    for (let i = 0; i < rows.length; i += 500) await tx.insert(menuItems).values(rows.slice(i, i + 500));
  });
}
