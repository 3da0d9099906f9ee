import './fake-browser.ts';
import { describe, expect, it } from 'vitest';
import { menuTarget } from '../../src/portal/lib/menu-links.ts';
import { ICONS } from '../../src/portal/components/ui/icon-set.ts';
import { MENU } from '../../src/server/db/seed/menu-data.ts';
import { BUILT_SCREENS } from '../../src/portal/app/built-screens.ts';
import { SCREENS, screenLoader, loadUnavailableScreen } from '../../src/portal/app/screens.ts';
import { AREA_LABELS } from '../../src/portal/app/area-labels.ts';
import { CATALOGUE } from '../../src/shared/catalogue/routes.ts';

describe('sidebar links', () => {
  it("link to '/' + menu_path under the groups 17 and 54", () => {
    expect(menuTarget('17', 'information_school')).toMatchObject({ href: '/information_school' });
    expect(menuTarget('54', 'school_exam_schedules_akm')).toMatchObject({ href: '/school_exam_schedules_akm' });
    // A literal path outside the portal is a full page load.
    expect(menuTarget('17', 'ppdb')).toEqual({ kind: 'page', href: '/ppdb' });
  });

  it('link to the named route everywhere else', () => {
    expect(menuTarget('12', 'guardian_index')).toEqual({ kind: 'route', href: '/guardian/index' });
    expect(menuTarget('12', 'Teacher')).toEqual({ kind: 'route', href: '/Teacher' });
    expect(menuTarget('12', 'bukan_rute')).toEqual({ kind: 'none' });
    expect(menuTarget('12', 'editsekolah')).toEqual({ kind: 'none' }); // needs an :id
  });

  it('every seeded menu link resolves, and every menu icon ships', () => {
    for (const headings of Object.values(MENU)) {
      for (const heading of headings) {
        for (const group of heading.groups) {
          expect(ICONS[group.icon.replace(/^bi-/, '')], group.icon).toBeDefined();
          for (const link of group.links) {
            expect(menuTarget(group.id, link.menuPath).kind, `${group.id} ${link.menuPath}`).not.toBe('none');
            expect(ICONS[link.icon.replace(/^bi-/, '')], link.icon).toBeDefined();
          }
        }
      }
    }
  });
});

describe('screens', () => {
  it('every built screen has its own loader; every other route shares the "belum tersedia" one', () => {
    for (const name of BUILT_SCREENS) expect(SCREENS[name], name).toBeDefined();
    for (const route of CATALOGUE) {
      const loader = screenLoader(route.name);
      expect(loader === loadUnavailableScreen).toBe(!BUILT_SCREENS.includes(route.name));
    }
  });

  it('names every area in Indonesian', () => {
    for (const route of CATALOGUE) expect(AREA_LABELS[route.area]).toBeTruthy();
  });
});
