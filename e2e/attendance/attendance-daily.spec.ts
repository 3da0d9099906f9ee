import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The homeroom teacher takes a day's attendance on a phone (issue 13): everyone starts Hadir, one tap makes a
 * student Sakit, "Simpan Presensi" saves the class; a parent asks for leave and the homeroom teacher approves it.
 */
test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 740 } });
const see = expect.configure({ timeout: 20_000 });

/** A weekday a week or two back: Monday to Friday, away from the demo calendar's holidays. */
function pastWeekday(): string {
  for (let n = 7; ; n++) {
    const d = new Date(Date.now() - n * 86_400_000);
    if (d.getUTCDay() >= 2 && d.getUTCDay() <= 4) return d.toISOString().slice(0, 10);
  }
}

test('the homeroom teacher marks a student Sakit and saves the class', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/daily_attendance');
  await see(page.getByRole('heading', { name: 'Presensi Harian' })).toBeVisible();
  await page.getByLabel('Tanggal').fill(pastWeekday());
  const groups = page.getByRole('group', { name: /^Status / });
  await see(groups.first()).toBeVisible();
  const last = groups.last();
  const name = (await last.getAttribute('aria-label'))!.replace('Status ', '');
  const sick = page.getByRole('button', { name: `Sakit ${name}`, exact: true });
  await sick.click();
  await see(sick).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Simpan Presensi' }).click();
  await see(page.getByRole('dialog')).toContainText('Presensi tersimpan');
  await page.reload();
  await page.getByLabel('Tanggal').fill(pastWeekday());
  await see(page.getByRole('button', { name: `Sakit ${name}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('a parent asks for leave and the homeroom teacher approves it', async ({ page }) => {
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
  await signInViaApi(page, 'ortu@demo.sch.id', '/absence_permit');
  await see(page.getByRole('heading', { name: 'Izin Tidak Hadir' })).toBeVisible();
  await page.getByLabel('Dari tanggal').fill(today);
  await page.getByLabel('Sampai tanggal').fill(today);
  await page.getByRole('button', { name: 'Izin', exact: true }).click();
  await page.getByLabel('Alasan').fill('Menghadiri pernikahan kakak di luar kota.');
  await page.getByRole('button', { name: 'Kirim izin' }).click();
  await see(page.getByRole('dialog')).toContainText('Izin terkirim');

  await signInViaApi(page, 'guru@demo.sch.id', '/absence_permit');
  const approve = page.getByRole('button', { name: /^Setujui izin / }).first();
  await see(approve).toBeVisible();
  await approve.click();
  await see(page.getByRole('dialog')).toContainText('Izin disetujui');
});
