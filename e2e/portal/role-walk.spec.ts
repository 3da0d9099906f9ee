import { expect, test } from '@playwright/test';
import { openByMenu, startMenuWalk } from './menu-walk.ts';

/**
 * Every built screen in every user type's menu opens as that user: it is not the "belum tersedia" page, it shows
 * no load failure, and none of its /api calls is refused or fails. The admin, the teacher and the student walk
 * their menus in the accessibility spec (e2e/a11y), with the same checks; here are the other ten user types.
 * Each screen's own work is tested in its area's specs; this walk catches a menu entry whose calls the role may
 * not make, and a screen that breaks on a role's data.
 */
const WALKS = [
  ['superadmin', '1', 2],
  ['kepala sekolah', '4', 2],
  ['orang tua', '6', 1],
  ['mentor', '7', 1],
  ['staf pendukung', '8', 1],
  ['staf TU', '9', 2],
  ['pustakawan', '10', 1],
  ['bendahara', '11', 2],
  ['pembimbing PKL', '12', 1],
  ['yayasan', '13', 1],
] as const;

for (const [label, type, shards] of WALKS) {
  for (let shard = 0; shard < shards; shard++) {
    test(`every built screen in the ${label}'s menu opens with its data (part ${shard + 1} of ${shards})`, async ({ page }) => {
      test.setTimeout(300_000);
      const { api, paths } = await startMenuWalk(page, label, type, shard, shards);
      const broken: string[] = [];
      for (const path of paths) {
        api.onScreen(path);
        await openByMenu(page, path);
        if (await page.locator('#isi').getByText('belum tersedia').count()) broken.push(`${path}: belum tersedia`);
        const failed = page.locator('#isi .alert-danger[role="alert"]');
        if (await failed.count()) broken.push(`${path}: ${await failed.first().innerText()}`);
      }
      expect([...broken, ...api.failures]).toEqual([]);
    });
  }
}
