/**
 * The one upload path in the browser (issue 12, item 5): an admin sends students' photos named by NISN on
 * Impor Foto Profil, watches each file's progress bar fill, reads the refusals, and the student then sees
 * the photo on the profile page.
 */
import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** A real PNG head and 2 MB after it: large enough for the browser to report progress on the way. */
const PHOTO = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);

test('an admin uploads photos by NISN with a progress bar, and the student sees the photo on the profile', async ({ page, browser }) => {
  test.slow(); // the first portal load after a build compiles nothing, but a shared 2-core machine is slow
  await signInViaApi(page, 'admin@demo.sch.id', '/import_profile_image');
  await expect(page.getByRole('heading', { name: 'Impor Foto Profil' })).toBeVisible({ timeout: 30_000 });
  const input = page.getByLabel('Foto siswa (nama berkas = NISN)', { exact: true });
  await input.setInputFiles([
    { name: '9900000001.png', mimeType: 'image/png', buffer: PHOTO },
    { name: 'bukan-nisn.png', mimeType: 'image/png', buffer: PNG_1X1 },
    { name: '9900000002.png', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') },
  ]);
  const first = page.getByRole('progressbar', { name: 'Kemajuan unggah 9900000001.png' });
  await expect(first).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('status').filter({ hasText: /^Foto .* disimpan\.$/ })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Nama berkas "bukan-nisn.png" bukan NISN (10 angka).' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /Jenis berkas tidak diizinkan/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Foto tersimpan' })).toBeVisible();

  // Too big is refused in the browser before a byte is sent.
  await input.setInputFiles({ name: '9900000001.png', mimeType: 'image/png', buffer: Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 1)]) });
  await expect(page.getByRole('alert').filter({ hasText: 'Berkas terlalu besar. Ukuran maksimal 5 MB.' })).toBeVisible();

  const student = await browser.newPage();
  await signInViaApi(student, 'siswa@demo.sch.id', '/profile_page');
  // A cold lazy screen on a busy shared machine can take longer than the default wait.
  await expect(student.getByRole('heading', { name: 'Profil Saya' })).toBeVisible({ timeout: 30_000 });
  const photo = student.locator('.profile img.rounded-circle').first();
  await expect(photo).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await student.close();
});
