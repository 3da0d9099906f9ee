import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInViaApi } from '../portal/fixtures.ts';
import { openByMenu, startMenuWalk } from '../portal/menu-walk.ts';

/**
 * Accessibility (issue 12): axe reports no serious or critical violation on the public pages and on every built
 * portal screen the admin, the teacher and the student reach from their menus.
 */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/contactus',
  '/privacy',
  '/demo-smk/privacy',
  '/ppdb',
  '/form_registration',
  '/ppdb_check_registration',
  '/sekolah/demo-smk/',
  '/sekolah/demo-smk/blog-news',
  '/login',
  '/lupa-password',
  '/minta-akun',
];

const BLOCKING = new Set(['serious', 'critical']);

async function blockingViolations(page: Page, context?: string) {
  const builder = new AxeBuilder({ page });
  if (context) builder.include(context);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const url of PUBLIC_PAGES) {
  test(`public ${url} has no serious accessibility violation`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status(), url).toBeLessThan(400);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

/**
 * The menu walks are split into shards (every n-th screen of the menu), so the two workers share them and no
 * single test grows with the catalogue; each shard signs in once and moves between screens as a user clicking
 * the menu would. axe is put into the page once per shard (page.evaluate passes the portal's CSP, as
 * AxeBuilder does) and asked for violations only, which spares it collecting every passing check.
 */
const axeSource = axeCore.source;
const WALKS = [
  ['admin', '2', 6],
  ['guru', '3', 3],
  ['siswa', '5', 2],
] as const;

async function violationsIn(page: Page, selector: string): Promise<string[]> {
  const violations = await page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: unknown, o: unknown) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run({ include: [include] }, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  }, selector);
  return violations.filter((v) => BLOCKING.has(v.impact)).map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.join(' | ')}`);
}

for (const [label, type, shards] of WALKS) {
  for (let shard = 0; shard < shards; shard++) {
    test(`every built screen in the ${label}'s menu has no serious accessibility violation (part ${shard + 1} of ${shards})`, async ({ page }) => {
      test.setTimeout(300_000);
      const { api, paths } = await startMenuWalk(page, label, type, shard, shards);
      await page.evaluate(axeSource);
      const found: string[] = [];
      for (const path of paths) {
        // Client-side navigation, as a user clicking the menu: the shell stays, the screen changes.
        api.onScreen(path);
        await openByMenu(page, path);
        for (const v of await violationsIn(page, '#isi')) found.push(`${path}: ${v}`);
      }
      // The shell itself (sidebar, top bar, selectors), once per user type.
      if (shard === 0) for (const v of await violationsIn(page, 'body')) found.push(`shell: ${v}`);
      expect(found).toEqual([]);
      // The same walk also checks what the role walk checks for the other user types: no call refused or failed.
      expect(api.failures).toEqual([]);
    });
  }
}

test('focus moves to the new page heading after a client-side navigation', async ({ page }) => {
  await signInViaApi(page, ACCOUNTS['2']!);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/profile_page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const heading = page.getByRole('heading', { level: 1, name: 'Profil Saya' });
  await expect(heading).toBeFocused();
});

test('the user menu works by keyboard', async ({ page }) => {
  await signInViaApi(page, ACCOUNTS['3']!);
  const toggle = page.getByRole('button', { name: 'Menu pengguna' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const profile = page.getByRole('menuitem', { name: 'Profil' });
  await expect(profile).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(profile).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
