import { asc, eq } from 'drizzle-orm';
import type { menuContract } from '../../shared/api/shell.ts';
import type { ParsedInput } from '../../shared/api/contract.ts';
import type { Db } from '../db/client.ts';
import { menuItems } from '../db/schema/menus.ts';
import type { SessionContext } from '../http/context.ts';
import { assertYearOfSession } from './year-access.ts';
import type { MenuChild, MenuTop } from '../../shared/shell-api.ts';

/**
 * Menus are platform configuration that changes only with a deploy or the seed, and menu2 is called on every
 * page load of every user: a short in-process cache keeps it off the database on exam day.
 */
const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; data: MenuTop[] }>();

export function clearMenuCache(): void {
  cache.clear();
}

/** POST /api/menu2: the three-level sidebar of the session's user type. */
export async function getMenu({ ctx, input }: { ctx: SessionContext; input: ParsedInput<typeof menuContract> }) {
  await assertYearOfSession(ctx, input.academic);
  const type = ctx.session.userTypeId;
  const hit = cache.get(type);
  if (hit && Date.now() - hit.at < CACHE_MS) return { status: true, data: hit.data };
  const data = await loadMenu(ctx.db, type);
  cache.set(type, { at: Date.now(), data });
  return { status: true, data };
}

async function loadMenu(db: Db, userTypeId: string): Promise<MenuTop[]> {
  const rows = await db.select().from(menuItems).where(eq(menuItems.userTypeId, userTypeId)).orderBy(asc(menuItems.sortOrder));
  const tops = new Map<string, MenuTop>();
  const children = new Map<string, MenuChild>();
  for (const row of rows) {
    if (row.level === 1) tops.set(row.menuId, { menu_name: row.name, data_children: [] });
  }
  for (const row of rows) {
    if (row.level !== 2) continue;
    const child: MenuChild = { menu_name: row.name, icon: row.icon, sd_menu_id: row.menuId, data_sub_children: [] };
    children.set(row.menuId, child);
    tops.get(row.parentMenuId ?? '')?.data_children.push(child);
  }
  for (const row of rows) {
    if (row.level !== 3) continue;
    children.get(row.parentMenuId ?? '')?.data_sub_children.push({
      menu_name: row.name,
      icon: row.icon,
      sd_menu_id: row.menuId,
      menu_path: row.menuPath ?? '',
    });
  }
  return [...tops.values()];
}
