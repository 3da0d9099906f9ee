/**
 * Walking a user type's menu as a person clicking it would: the built screens its menu reaches, opened one after
 * another by client-side navigation, with every /api answer watched on the way. Shared by the accessibility walk
 * (e2e/a11y) and the per-role walk (e2e/portal/role-walk.spec.ts).
 */
import { expect, type Page } from '@playwright/test';
import { matchCatalogue } from '../../src/shared/catalogue/match.ts';
import { BUILT_SCREENS } from '../../src/portal/app/built-screens.ts';
import { menuTarget } from '../../src/portal/lib/menu-links.ts';
import { ACCOUNTS, signInViaApi } from './fixtures.ts';

/** The built screens a user type reaches from its own menu (literal paths only, as the menu has them). */
export async function builtMenuPaths(page: Page, token: string): Promise<string[]> {
  const answer = await page.request.post('/api/menu2', { headers: { authorization: `Bearer ${token}` }, data: { academic: 0 } });
  const menu = (await answer.json()).data as { data_children: { sd_menu_id: string; data_sub_children: { menu_path: string }[] }[] }[];
  const hrefs = menu.flatMap((top) =>
    top.data_children.flatMap((child) =>
      child.data_sub_children.map((sub) => menuTarget(child.sd_menu_id, sub.menu_path)).flatMap((t) => (t.kind === 'route' ? [t.href] : [])),
    ),
  );
  const built = new Set(BUILT_SCREENS);
  return [...new Set(hrefs)].filter((href) => {
    const match = matchCatalogue(href);
    return match !== null && built.has(match.route.name);
  });
}

/**
 * Records every /api answer of 400 or more while the walk is on a screen, as "screen: METHOD path → status".
 * A screen opened from its own user type's menu has no business being refused or failing.
 */
export function watchApiAnswers(page: Page) {
  const failures: string[] = [];
  let screen = '(sign-in)';
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || response.status() < 400) return;
    failures.push(`${screen}: ${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`);
  });
  return {
    failures,
    onScreen(path: string) {
      screen = path;
    },
  };
}

/** Hands `path` to the portal's router, as a menu link does (no page load). */
export async function pushRoute(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Opens `path` by client-side navigation, as a menu click does, and waits until the screen has settled. */
export async function openByMenu(page: Page, path: string) {
  await pushRoute(page, path);
  await expect(page.locator('#isi [aria-busy="true"], #isi .spinner-border')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#isi h1, #isi h2, #isi [role="alert"]').first()).toBeVisible({ timeout: 15_000 });
}

/**
 * Starts one shard of a user type's menu walk: watches the /api answers, signs in as the type's demo account,
 * and returns every `shards`-th built screen of its menu (at least one, or the walk has nothing to check).
 */
export async function startMenuWalk(page: Page, label: string, userType: string, shard: number, shards: number) {
  const api = watchApiAnswers(page);
  const { token } = await signInViaApi(page, ACCOUNTS[userType]!);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const paths = (await builtMenuPaths(page, token)).filter((_, i) => i % shards === shard);
  expect(paths.length, `${label} has built screens in part ${shard + 1} of the menu`).toBeGreaterThan(0);
  return { api, paths };
}
