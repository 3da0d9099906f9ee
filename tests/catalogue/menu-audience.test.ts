import { describe, expect, it } from 'vitest';
import { BUILT_SCREENS } from '../../src/portal/app/built-screens.ts';
import { SCREEN_AUDIENCE } from '../../src/shared/access/index.ts';
import { routeByName } from '../../src/shared/catalogue/routes.ts';
import { MENU } from '../../src/server/db/seed/menu-data.ts';
import { linkRoute, menuForType } from '../../src/server/db/seed/menu-audience.ts';
import { menuRows } from '../../src/server/db/seed/menus.ts';
import { USER_TYPE_IDS } from '../../src/shared/user-types.ts';

/**
 * Issue 11: every role's menu leads only to screens meant for that role. Generated over every user type and
 * every link it is served: the link opens either a built screen whose audience includes the type, or the
 * "belum tersedia" page of a screen not built yet; never a screen for someone else (a 403, a "hanya untuk").
 */
describe('who each screen is for', () => {
  it('names an audience for every built screen, and only for catalogue routes', () => {
    expect(BUILT_SCREENS.filter((name) => !SCREEN_AUDIENCE[name])).toEqual([]);
    expect(Object.keys(SCREEN_AUDIENCE).filter((name) => !routeByName(name))).toEqual([]);
  });

  it.each(USER_TYPE_IDS)('user type %s: every menu link opens a screen for it or "belum tersedia"', (type) => {
    const wrong: string[] = [];
    for (const group of menuForType(type, MENU[type]).flatMap((h) => h.groups)) {
      for (const link of group.links) {
        const route = linkRoute(group, link.menuPath);
        if (!route) wrong.push(`${link.menuPath}: bukan rute katalog`);
        else if (BUILT_SCREENS.includes(route.name) && !SCREEN_AUDIENCE[route.name]?.includes(type)) wrong.push(`${route.name} (${link.name})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves each type the filtered menu, with no empty group', () => {
    const rows = menuRows(MENU);
    for (const type of USER_TYPE_IDS) {
      const mine = rows.filter((r) => r.userTypeId === type);
      const groups = mine.filter((r) => r.level === 2);
      for (const g of groups)
        expect(
          mine.some((r) => r.level === 3 && r.parentMenuId === g.menuId),
          `${type} ${g.name}`,
        ).toBe(true);
    }
    // The guru's exam group no longer offers the student's practice list; the student's menu does.
    const linksOf = (type: string) => rows.filter((r) => r.userTypeId === type && r.level === 3).map((r) => r.menuPath);
    expect(linksOf('3')).not.toContain('exercises_class_view');
    expect(linksOf('5')).toContain('exercises_class_view');
    expect(linksOf('3')).toContain('monitoring_student_exam_status');
  });
});
