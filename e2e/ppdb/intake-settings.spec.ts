import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { watchServerErrors } from '../portal/server-errors.ts';

/**
 * The admin sets up an intake of its own (issue 19, /ppdb_settings and its detail and activity pages): a wrong
 * academic year is refused under the field; then the required documents, the re-registration costs and one step
 * of the schedule are saved and read back after a reload. A past year keeps this intake out of the way of the
 * demo's 2027/2028 one, which the other PPDB tests and the reductions' default use.
 */
test.setTimeout(120_000);
const see = expect.configure({ timeout: 20_000 });
const run = Date.now().toString(36).slice(-5);
const first = 1950 + (parseInt(run, 36) % 49);
const year = `${first}/${first + 1}`;

test('the admin opens a new intake with its documents, costs and schedule', async ({ page }) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'admin@demo.sch.id', '/ppdb_settings');
  const create = page.getByRole('form', { name: 'Tambah PPDB tahun ajaran baru' });
  await create.getByLabel('Tahun ajaran').fill(String(first));
  await create.getByRole('button', { name: 'Tambah PPDB' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await see(create).toContainText('Tahun ajaran berformat 2027/2028.');
  await create.getByLabel('Tahun ajaran').fill(year);
  await create.getByRole('button', { name: 'Tambah PPDB' }).click();
  await see(page.getByRole('heading', { level: 1, name: `PPDB TA ${year}` })).toBeVisible();

  await page.getByRole('button', { name: 'Tambah dokumen' }).click();
  await page.getByLabel('Dokumen 1', { exact: true }).fill('Kartu Keluarga');
  await page.getByRole('button', { name: 'Tambah dokumen' }).click();
  await page.getByLabel('Dokumen 2', { exact: true }).fill('Surat keterangan domisili');
  await page.getByLabel('Untuk jalur').nth(1).selectOption('domisili');
  await page.getByRole('button', { name: 'Simpan dokumen' }).click();
  await see(page.getByRole('dialog')).toContainText('Dokumen tersimpan');

  await page.getByRole('button', { name: 'Tambah biaya' }).click();
  await page.getByLabel('Biaya 1', { exact: true }).fill('Seragam');
  await page.getByLabel('Nominal (Rp)').nth(0).fill('750000');
  await page.getByRole('button', { name: 'Tambah biaya' }).click();
  await page.getByLabel('Biaya 2', { exact: true }).fill('Kegiatan MPLS');
  await page.getByLabel('Nominal (Rp)').nth(1).fill('250000');
  await see(page.getByText('Total: Rp1.000.000')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan biaya' }).click();
  await see(page.getByRole('dialog')).toContainText('Biaya tersimpan');

  // One step of the schedule, on its own page: an end before the start is refused, then the change is kept.
  await page.getByRole('link', { name: 'Detail Pengumuman' }).click();
  await see(page.getByRole('heading', { level: 1, name: 'Pengumuman' })).toBeVisible();
  const activity = page.getByRole('form', { name: 'Ubah kegiatan' });
  await activity.getByLabel('Nama kegiatan').fill('Pengumuman hasil seleksi daring');
  await activity.getByLabel('Mulai').fill(`${first}-06-28`);
  await activity.getByLabel('Selesai').fill(`${first}-06-27`);
  await activity.getByRole('button', { name: 'Simpan kegiatan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await see(activity).toContainText('Tanggal selesai harus sama atau setelah tanggal mulai.');
  await activity.getByLabel('Selesai').fill(`${first}-06-29`);
  await activity.getByRole('button', { name: 'Simpan kegiatan' }).click();
  await see(page.getByRole('heading', { level: 1, name: 'Pengumuman hasil seleksi daring' })).toBeVisible();
  await page.getByRole('link', { name: `← PPDB TA ${year}` }).click();

  // Read back from the server.
  await page.reload();
  const step = page.getByRole('listitem').filter({ hasText: 'Pengumuman hasil seleksi daring' });
  await see(step).toContainText(`28 Jun ${first} – 29 Jun ${first}`);
  await see(page.getByLabel('Dokumen 2', { exact: true })).toHaveValue('Surat keterangan domisili');
  await see(page.getByLabel('Untuk jalur').nth(1)).toHaveValue('domisili');
  await see(page.getByLabel('Biaya 1', { exact: true })).toHaveValue('Seragam');
  await see(page.getByText('Total: Rp1.000.000')).toBeVisible();
  expect(errors).toEqual([]);
});
