import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The records screens on the demo school's seeded exams (src/server/db/seed/demo-exam-records.ts): a teacher
 * processes the final results of an exam with a remedial and sees the remedial counted only up to the KKM;
 * the below-KKM list leads to a remedial for those students; the history keeps an attempt a proctor reset.
 */
const STUDENT = 'Andi Pratama (Demo)';

test('a teacher processes final results and sees the remedial capped at the KKM', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/new_result_exercises_class');
  await expect(page.getByRole('heading', { name: 'Olah Nilai Akhir' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Ulangan Bab 2 Matematika (Demo)' });
  await expect(card.getByText('Belum diproses')).toBeVisible();
  await card.getByRole('link', { name: /Olah nilai/ }).click();

  await expect(page.getByText(/Remedial yang dihitung: Remedial Bab 2 Matematika \(Demo\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Proses Nilai' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proses Nilai' }).click();
  await expect(page.getByRole('dialog').getByText(/Nilai akhir \d+ siswa diproses/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  const row = page.getByRole('row', { name: STUDENT });
  // Andi's remedial was all right (100) but counts as 75, the KKM; his exam grade was below it.
  await expect(row.getByRole('cell').nth(2)).toHaveText('75');
  await expect(row.getByRole('cell').nth(3)).toHaveText('75');
  await expect(row.getByText('Tuntas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proses Ulang Nilai' })).toBeVisible();

  await row.getByRole('link', { name: /Rincian/ }).click();
  await expect(page.getByRole('heading', { name: `Nilai Akhir: ${STUDENT}` })).toBeVisible();
  await expect(page.getByText('dihitung')).toBeVisible();

  // On a phone the rows scroll inside their table, not the page.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goBack();
  await expect(page.getByRole('row', { name: STUDENT })).toBeVisible();
  const wrapper = await page.locator('.table-responsive').evaluate((el) => ({ width: el.getBoundingClientRect().width, scrolls: el.scrollWidth > el.clientWidth }));
  expect(wrapper.width).toBeLessThanOrEqual(360);
  expect(wrapper.scrolls).toBe(true);

  // Another school's schedule, or none: the screen says so.
  await page.goto('/new_result_exercises_class_detail/999999');
  await expect(page.getByRole('alert')).toContainText('Jadwal ujian tidak ditemukan.');
});

test('the below-KKM list opens a remedial for those students', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/result_exercises_class_deft');
  const card = page.getByRole('article', { name: 'Ulangan Bab 1 Matematika (Demo)' });
  await expect(card.getByText(/\d+ belum tuntas/)).toBeVisible();
  await card.getByRole('link', { name: /Lihat siswa/ }).click();
  await expect(page.getByRole('heading', { name: /Belum Tuntas: Ulangan Bab 1/ })).toBeVisible();
  await expect(page.getByText('nilai akhir yang sudah diproses')).toBeVisible();
  const remedial = page.getByRole('link', { name: 'Buat Remedial' });
  await expect(remedial).toHaveAttribute('href', /^\/remedial_schedule_exam\?parent=\d+&students=\d+(,\d+)*$/);
  const rows = page.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(1);
});

test('the history shows an attempt the proctor reset, with its answers', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/result_exercises_class_history');
  // The history opens on last year, where the demo school has no exams.
  await expect(page.getByText(/Belum ada jadwal ujian pada tahun ajaran ini/)).toBeVisible();
  await page.getByLabel('Tampilkan tahun ajaran').selectOption({ label: '2025/2026 (berjalan)' });
  const card = page.getByRole('article', { name: 'Ulangan Bab 1 Matematika (Demo)' });
  await expect(card.getByText('1 pengerjaan diarsipkan')).toBeVisible();
  await card.getByRole('link', { name: /Lihat riwayat/ }).click();
  const row = page.getByRole('row', { name: STUDENT });
  await expect(row.getByText(/Ke-1: direset pengawas oleh .+, nilai 20/)).toBeVisible();
  await row.getByRole('link', { name: /Rincian/ }).click();
  await expect(page.getByText('Pengerjaan ke-2 (sekarang)')).toBeVisible();
  await page.getByText('Pengerjaan ke-1 (direset pengawas)').click();
  await expect(page.getByText('ragu-ragu')).toBeVisible();
});
