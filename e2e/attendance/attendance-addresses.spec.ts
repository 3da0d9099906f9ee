import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { pushRoute } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';
import { done, pdfOf } from '../portal/steps.ts';

/**
 * Issue 13's screens under their other addresses (the catalogue keeps the old application's names): each does its
 * screen's job there too, against the API. Nothing shared is changed: the lesson hours and the staff's hours are
 * refused by the server (so the Jadwal and Shift journeys beside these find their days as they left them), and the
 * weeks are downloaded as PDF.
 */
test("the lesson hours refuse a period that ends as it starts at each of the screen's other addresses", async ({ page }) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'admin@demo.sch.id', '/JampelList');
  for (const path of ['/JampelList', '/JampelStore', '/JampelUpdate', '/JampelDetail', '/DetailJampelUpdate']) {
    await pushRoute(page, path);
    await expect(page.getByRole('heading', { name: 'Jam Pelajaran' })).toBeVisible();
    await page.getByRole('button', { name: 'Senin', exact: true }).click();
    await expect(page.getByText('Jam ke-1', { exact: true }).first()).toBeVisible();
    const rows = await page.getByRole('button', { name: /^Hapus baris \d+$/ }).count();
    await page.getByRole('button', { name: 'Tambah jam' }).click();
    await page.getByLabel(`Mulai baris ${rows + 1}`).fill('16:00');
    await page.getByLabel(`Selesai baris ${rows + 1}`).fill('16:00');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await done(page, 'Jam selesai harus sesudah jam mulai.');
    await expect(page.getByLabel(`Selesai baris ${rows + 1}`), path).toHaveClass(/is-invalid/);
    // The refused row is dropped again, unsaved: Monday keeps its hours.
    await page.getByRole('button', { name: `Hapus baris ${rows + 1}` }).click();
    await expect(page.getByRole('button', { name: /^Hapus baris \d+$/ })).toHaveCount(rows);
  }
  expect(errors).toEqual([]);
});

test("the teacher's and the student's weeks download as PDF at their other addresses, and the staff's hours refuse a bad late limit", async ({ browser }) => {
  for (const [email, paths] of [
    ['guru@demo.sch.id', ['/sesi_detail_guru', '/schedule_teacher']],
    ['siswa@demo.sch.id', ['/sesi-detail', '/lesson_timetable']],
  ] as const) {
    const page = await (await browser.newContext()).newPage();
    const errors = watchServerErrors(page);
    await signInViaApi(page, email, paths[0]);
    for (const path of paths) {
      await pushRoute(page, path);
      await expect(page.getByRole('heading', { name: /^Jadwal / }).first(), path).toBeVisible();
      expect((await pdfOf(page, 'Unduh PDF Jadwal')).name).toMatch(/\.pdf$/);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  }

  const page = await (await browser.newContext()).newPage();
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'staf@demo.sch.id', '/absence/setting_attendance_hours');
  await expect(page.getByRole('heading', { name: 'Jam Sekolah' })).toBeVisible();
  const staffHours = page.getByRole('form', { name: 'Pegawai' });
  await staffHours.getByLabel('Terlambat setelah').fill('05:00');
  await staffHours.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'Batas terlambat harus sesudah mulai tap masuk.');
  await expect(staffHours.getByText('Batas terlambat harus sesudah mulai tap masuk.')).toBeVisible();
  expect(errors).toEqual([]);
});
