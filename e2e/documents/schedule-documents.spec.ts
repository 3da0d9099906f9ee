import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { readPdf } from '../../tests/documents/pdf-text.ts';

/** The exam's printed documents come from the schedule list as PDF files the server renders. */
test.setTimeout(90_000);
test('an admin downloads the Kartu Peserta and the Berita Acara of a schedule as PDF files', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.sch.id', '/school_exam_schedules');
  const row = page.getByRole('row').filter({ hasText: 'Ulangan Harian Matematika (Demo)' });

  let saving = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Unduh PDF Kartu Peserta' }).click();
  let download = await saving;
  expect(download.suggestedFilename()).toBe('kartu-peserta-ulangan-harian-matematika-demo-a4.pdf');
  let bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const cards = await readPdf(bytes);
  expect(cards.all).toContain('KARTU PESERTA UJIAN');
  expect(cards.all).toContain('Andi Pratama (Demo)');

  await page.getByLabel('Kertas').selectOption('F4');
  saving = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Unduh PDF Berita Acara' }).click();
  download = await saving;
  expect(download.suggestedFilename()).toMatch(/^berita-acara-.*-f4\.pdf$/);
  bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const record = await readPdf(bytes);
  expect(record.all).toContain('BERITA ACARA PELAKSANAAN UJIAN');
  expect(record.height).toBeCloseTo(935.43, 0);
});
