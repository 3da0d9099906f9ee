import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './fixtures.ts';

/**
 * The CSP allows no 'unsafe-inline' script, only the build's inline scripts by hash (security-headers.ts).
 * A page whose inline script is missing from the hashes would be refused by the browser: this walks the
 * sign-in, the dashboard and public pages with scripts, and fails on any CSP refusal.
 */
function watchRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test('no inline script is refused on the sign-in page and the dashboard, and none is allowed unhashed', async ({ page }) => {
  const refused = watchRefusals(page);
  const response = await page.goto('/login');
  const csp = response!.headers()['content-security-policy'];
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  await page.getByLabel('Email').fill(ACCOUNTS['3']);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL('/dashboard');
  await expect(page.getByRole('heading', { name: /Selamat datang/ })).toBeVisible();
  expect(refused).toEqual([]);
  // An injected inline script (what an XSS would add) does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
});

for (const url of ['/', '/contactus?sekolah=demo-smp', '/form_registration?sekolah=demo-smk']) {
  test(`${url} runs its scripts under the CSP`, async ({ page }) => {
    const refused = watchRefusals(page);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
}
