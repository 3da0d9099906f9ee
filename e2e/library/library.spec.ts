import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { openByMenu } from '../portal/menu-walk.ts';

/**
 * The library (issue 18) as its people use it: the pustakawan at the loan desk (scan the member, scan the copy,
 * lend, take it back late, the fine shown and paid), a student on a phone in the OPAC (a typo still finds the
 * title, reserve it, see it with the loans), and the admin exporting a report.
 */
test.setTimeout(120_000);
const see = expect.configure({ timeout: 20_000 });
const jakartaDay = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + n * 86_400_000));

test('the librarian lends by scanning, takes the copy back late and the fine is shown and paid', async ({ page }) => {
  const { token } = await signInViaApi(page, 'pustakawan@demo.sch.id', '/peminjaman_buku');
  const shelf = await (await page.request.get('/api/library/items?status=available&q=Fisika', { headers: { authorization: `Bearer ${token}` } })).json();
  const barcode = shelf.data[0].barcode as string;
  const title = shelf.data[0].title as string;

  await see(page.getByRole('heading', { name: 'Peminjaman Buku' })).toBeVisible();
  // A USB scanner types into the focused field and presses Enter.
  await page.getByLabel('Kode Anggota').fill('siswa@demo.sch.id');
  await page.getByLabel('Kode Anggota').press('Enter');
  await see(page.getByRole('article', { name: 'Anggota' })).toContainText('Andi Pratama');
  await page.getByText('Tanggal pinjam lain').click();
  await page.getByLabel('Tanggal pinjam', { exact: true }).fill(jakartaDay(-14));
  await page.getByLabel('Kode Eksemplar').fill(barcode);
  await page.getByLabel('Kode Eksemplar').press('Enter');
  await see(page.getByText(`Dipinjamkan: ${title}`)).toBeVisible();

  await page.goto('/pengembalian_buku');
  await see(page.getByRole('heading', { name: 'Pengembalian Buku' })).toBeVisible();
  await page.getByLabel('Kode Eksemplar').fill(barcode);
  await page.getByLabel('Kode Eksemplar').press('Enter');
  await see(page.getByText(/Terlambat \d+ hari, denda Rp/)).toBeVisible();
  await page.getByRole('button', { name: `Bayar denda ${title}` }).click();
  await see(page.getByRole('dialog')).toContainText('Denda dibayar');
  await see(page.getByRole('region', { name: 'Buku yang dipindai' })).toContainText('Lunas');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a student finds a title despite a typo, reserves it and sees it with the loans', async ({ page }) => {
    await signInViaApi(page, 'siswa@demo.sch.id', '/pencarian_buku');
    await see(page.getByRole('heading', { name: 'Pencarian Buku' })).toBeVisible();
    await page.getByLabel('Cari judul, pengarang, subjek atau ISBN').fill('laskar plangi');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await page.getByRole('link', { name: 'Laskar Pelangi', exact: true }).click();
    await see(page.getByRole('heading', { name: 'Laskar Pelangi' })).toBeVisible();
    await page.getByRole('button', { name: 'Pesan buku ini' }).click();
    await see(page.getByRole('dialog')).toContainText('Buku dipesan');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.goto('/pemesanan_buku');
    await see(page.getByRole('list', { name: 'Daftar pesanan' })).toContainText('Laskar Pelangi');
    await page.goto('/peminjaman');
    await see(page.getByRole('heading', { name: 'Peminjaman Saya' })).toBeVisible();
    await see(page.getByRole('region', { name: 'Peminjaman Saya' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test('the admin reads the library report of a period and exports it to Excel', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.sch.id', '/judul_buku_banyak_dipinjam');
  await see(page.getByRole('heading', { name: 'Judul Terbanyak Dipinjam' })).toBeVisible();
  await page.getByLabel('Dari tanggal').fill(jakartaDay(-60));
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  const table = page.getByRole('region', { name: 'Tabel Judul Terbanyak Dipinjam' });
  await see(table.getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^judul_buku_banyak_dipinjam-.*\.xlsx$/);
});

test('a parent sees the child’s loans with their member name, the same the server lists for the family', async ({ page }) => {
  const { token } = await signInViaApi(page, 'ortu@demo.sch.id');
  await openByMenu(page, '/peminjaman');
  await see(page.getByRole('heading', { name: 'Peminjaman Buku Anak' })).toBeVisible();
  const listed = await page.request.get('/api/library/loans?mine=1&status=all', { headers: { authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);
  const loans = (await listed.json()).data as { title: string; memberName: string; barcode: string }[];
  expect(loans.length).toBeGreaterThan(0);
  const table = page.getByRole('region', { name: 'Peminjaman Buku Anak' });
  const row = table.getByRole('row').filter({ hasText: loans[0].barcode });
  await see(row).toContainText(loans[0].title);
  await see(row).toContainText(loans[0].memberName);
  // The parent reads; settling a fine is the desk's.
  await see(table.getByRole('button', { name: /^Bayar/ })).toHaveCount(0);
});
