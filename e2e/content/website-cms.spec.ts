import { expect, test } from '@playwright/test';
import { deflateSync, crc32 } from 'node:zlib';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The school website's CMS (issue 20) as the admin uses it: a slider with a picture and an album photo appear on
 * SMK Demo's public pages (rendered per request, still without JavaScript); a video that is not on YouTube is
 * refused with a message under its field.
 */
test.setTimeout(120_000);
const see = expect.configure({ timeout: 30_000 });
const run = Date.now().toString(36).slice(-5);

/** A small green PNG, as a phone's camera picture would be picked. */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const [w, h] = [60, 30];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set([4, 120, 87], y * (w * 3 + 1) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('the admin adds a slider with a picture and an album photo, and both are on the school website', async ({ page }) => {
  const title = `Slider uji ${run}`;
  await signInViaApi(page, 'admin@demo.sch.id', '/post_image_sliders');
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Gambar').setInputFiles({ name: 'slider.png', mimeType: 'image/png', buffer: png() });
  await see(page.getByText('Gambar terunggah. Simpan untuk memakainya.')).toBeVisible();
  await see(page.getByAltText('Pratinjau gambar')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Slider Gambar berhasil disimpan.')).toBeVisible();

  await page.goto('/post_upload_image');
  await page.getByLabel('Album').selectOption({ label: 'Pentas Seni Akhir Semester' });
  await page.getByLabel('Keterangan foto baru').fill(`Foto uji ${run}`);
  await page.getByLabel('Foto', { exact: true }).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png() });
  await see(page.getByAltText(`Foto uji ${run}`)).toBeVisible();

  await expect(async () => {
    await page.goto('/sekolah/demo-smk/');
    await expect(page.getByRole('region', { name: 'Sorotan' })).toContainText(title, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  expect(await page.locator('script').count()).toBe(0);
  // The figures come from the school's data: the seeded "Mitra industri" is typed, the students are counted.
  await see(page.getByText('Mitra industri', { exact: true })).toBeVisible();
  await page.goto('/sekolah/demo-smk/gallery');
  await see(page.getByRole('img', { name: `Foto uji ${run}` })).toBeVisible();
});

test('a video that is not on YouTube is refused with a message under its field', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.sch.id', '/post_videos');
  await page.getByLabel('Judul Video').fill(`Video uji ${run}`);
  await page.getByLabel('Alamat Video YouTube').fill('https://vimeo.com/12345');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Isi alamat video YouTube, mis. https://www.youtube.com/watch?v=…')).toBeVisible();
});
