import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { watchServerErrors } from '../portal/server-errors.ts';

/**
 * The homeroom teacher's part of the rapor and the principal's lock (issue 14): the wali kelas types S/I/A by
 * hand (a count over 200 is refused), the note to parents and the promotion, and the rapor shows them; the
 * principal unlocks the released semester with an audited reason (a too-short reason is refused), locks it
 * again by releasing, and reads the leger, whose ranks follow the totals.
 */
test.setTimeout(240_000);
const see = expect.configure({ timeout: 20_000 });
const run = Date.now().toString(36).slice(-5);

test('the wali kelas fills S/I/A, the note and the promotion of a rapor, and a count over 200 is refused', async ({ page }) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'guru@demo.sch.id', '/raport');
  await see(page.getByText(/^Semester 2 · \d+\/\d+ sudah diisi wali kelas/)).toBeVisible();
  // The second student of the rombel: the first (Andi Pratama) is the one the PDF journey reads.
  const student = page.locator('.list-group button').nth(1);
  const name = ((await student.locator('span').first().textContent()) ?? '').trim();
  await student.click();
  await see(page.getByText('LAPORAN HASIL BELAJAR (RAPOR)')).toBeVisible();
  await see(page.getByText(name).last()).toBeVisible();

  const manual = page.getByLabel('Isi manual (abaikan rekap presensi)');
  if (!(await manual.isChecked())) await manual.check();
  await page.getByLabel('Sakit', { exact: true }).fill('250');
  await page.getByLabel('Izin', { exact: true }).fill('1');
  await page.getByLabel('Tanpa keterangan', { exact: true }).fill('0');
  const note = `Pertahankan semangat belajarmu, ${run}.`;
  await page.getByLabel('Catatan Wali Kelas').fill(note);
  await page.getByLabel('Keputusan (semester genap)').selectOption('naik');
  await page.getByRole('button', { name: 'Simpan rapor' }).click();
  // The reason in the dialog, and under the field once the dialog is closed.
  await see(page.getByRole('dialog')).toContainText('Sakit paling banyak 200.');
  await page.getByRole('button', { name: 'OK' }).click();
  await see(page.getByRole('dialog')).toBeHidden();
  await see(page.locator('#isi').getByText('Sakit paling banyak 200.')).toBeVisible();

  await page.getByLabel('Sakit', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Simpan rapor' }).click();
  await see(page.getByText('Rapor disimpan').first()).toBeVisible();
  await see(page.getByText('Sakit 2 hari · Izin 1 hari · Tanpa Keterangan 0 hari')).toBeVisible();
  await see(page.locator('article').getByText(note, { exact: true })).toBeVisible();
  await see(page.locator('article').getByText('Keputusan: Naik kelas')).toBeVisible();

  // Read back from the server, not only from the save's answer.
  await page.reload();
  await page.locator('.list-group button').filter({ hasText: name }).click();
  await see(page.locator('article').getByText(note, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Keputusan (semester genap)')).toHaveValue('naik');
  expect(errors).toEqual([]);
});

/** The Semester 1 row of /release_raport. */
const semesterOne = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Semester 1' });

test('the principal unlocks the released semester with a reason, locks it again, and reads the ranked leger', async ({ page }) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'kepsek@demo.sch.id', '/release_raport');
  await see(semesterOne(page).getByText(/Dirilis .* · nilai terkunci/)).toBeVisible();

  await semesterOne(page).getByRole('button', { name: 'Buka kunci' }).click();
  await page.getByLabel('Alasan (tercatat di audit)').fill('typo');
  await page.getByRole('button', { name: 'Buka kunci', exact: true }).last().click();
  // Refused in the dialog, which stays open for a better reason.
  await see(page.getByText('Tuliskan alasan membuka kunci (paling sedikit 5 karakter).')).toBeVisible();
  await page.getByLabel('Alasan (tercatat di audit)').fill(`Koreksi nilai Matematika ${run}`);
  await page.getByRole('button', { name: 'Buka kunci', exact: true }).last().click();
  await see(semesterOne(page).getByText(/kunci dibuka untuk koreksi/)).toBeVisible();
  await expect(semesterOne(page).getByRole('button', { name: 'Buka kunci' })).toHaveCount(0);

  // Releasing again locks the semester again (and leaves the demo as the other journeys expect it).
  await page.getByLabel('Semester').selectOption('1');
  await page.getByRole('button', { name: 'Rilis dan kunci' }).click();
  await page.getByRole('button', { name: 'Rilis', exact: true }).click();
  await see(semesterOne(page).getByText(/nilai terkunci/)).toBeVisible();

  await page.goto('/leger');
  await see(page.getByRole('columnheader', { name: 'Peringkat' })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Leger nilai' }).locator('tbody tr');
  await see(rows.first()).toBeVisible();
  const ranked = (
    await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
        return { total: Number(cells.at(-3)), rank: Number(cells.at(-1)) };
      }),
    )
  ).filter((r) => Number.isFinite(r.rank) && r.rank > 0);
  expect(ranked.length).toBeGreaterThan(1);
  expect(Math.min(...ranked.map((r) => r.rank))).toBe(1);
  // Competition ranking by total (1, 1, 3): a rank is one more than the number of students with a higher total.
  for (const r of ranked) expect(r.rank, `total ${r.total}`).toBe(1 + ranked.filter((o) => o.total > r.total).length);
  expect(errors).toEqual([]);
});
