import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { pushRoute } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';

/**
 * The school website kept from the portal (issue 20, the post_* routes, inf_data_sumber and the achievements), as
 * the school admin does it: every list, add and edit screen saves, and SMK Demo's public pages show what was saved.
 * Only records this run makes (or the singletons' texts) change, so the other website specs keep their demo data.
 */
test.setTimeout(180_000);
const see = expect.configure({ timeout: 30_000 });
const run = Date.now().toString(36).slice(-5);

/** "Simpan" on a resource form, then its Indonesian confirmation (on the form, or flashed on the list). */
async function save(page: Page, title: string) {
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText(`${title} berhasil disimpan.`)).toBeVisible();
}

/** Fills labelled fields, in order. */
async function fill(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value);
}

/** From a resource's list (opened by the portal's router, as the menu does): "Tambah <title>", then its fields. */
async function addFromList(page: Page, list: string, title: string, addUrl: RegExp, fields: Record<string, string>) {
  await pushRoute(page, list);
  await page
    .getByRole('link', { name: `Tambah ${title}` })
    .first()
    .click();
  await expect(page).toHaveURL(addUrl);
  // The list stays on screen until the form's lazy screen is in: wait for the form, not only the address.
  await see(page.getByRole('button', { name: 'Simpan', exact: true })).toBeVisible();
  await fill(page, fields);
}

/** Back on the list after a save: one row's edit screen, its fields changed, saved. */
async function editRow(page: Page, name: string, editUrl: RegExp, title: string, fields: Record<string, string>) {
  await page.getByRole('link', { name: `Ubah ${name}` }).click();
  await expect(page).toHaveURL(editUrl);
  // The list stays on screen until the form's lazy screen is in: wait for the form, not only the address.
  await see(page.getByRole('button', { name: 'Simpan', exact: true })).toBeVisible();
  await fill(page, fields);
  await save(page, title);
}

test('the admin drafts news with unsafe HTML, publishes it from the news list, and the article is clean', async ({ page }) => {
  const errors = watchServerErrors(page);
  const draft = `Draf uji ${run}`;
  const title = `Berita uji terbit ${run}`;
  await signInViaApi(page, 'admin@demo.sch.id', '/post_news');
  await page.getByLabel('Judul').fill(draft);
  await page.getByLabel('Isi').fill('<p>Bengkel baru dibuka.</p><script>alert(1)</script><p><img src="x" onerror="alert(2)">Daftar di kantor TU.</p>');
  await page.getByRole('button', { name: 'Simpan draf' }).click();

  // /post_news_index: the draft is listed as such, and is not on the public site.
  await expect(page).toHaveURL(/\/post_news_index$/);
  const item = page.getByRole('listitem').filter({ hasText: draft });
  await see(item.getByText('Draf', { exact: true })).toBeVisible();
  await item.getByRole('link', { name: `Ubah ${draft}` }).click();

  // /post_news_update/:id: renamed and published.
  await expect(page).toHaveURL(/\/post_news_update\/\d+$/);
  await see(page.getByRole('heading', { name: 'Ubah berita' })).toBeVisible();
  await see(page.getByLabel('Isi')).toHaveValue(/Bengkel baru dibuka\./);
  await expect(page.getByLabel('Isi')).not.toHaveValue(/script|onerror/);
  await page.getByLabel('Judul').fill(title);
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await expect(page).toHaveURL(/\/post_news_index$/);
  const published = page.getByRole('listitem').filter({ hasText: title });
  await see(published.getByText('Terbit', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: draft })).toHaveCount(0);

  const article = await published.getByRole('link', { name: 'Lihat' }).getAttribute('href');
  expect(article).toMatch(/^\/sekolah\/demo-smk\/berita\/\d+\/$/);
  await page.goto(article!);
  await see(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await see(page.getByText('Daftar di kantor TU.')).toBeVisible();
  expect(await page.locator('script, [onerror]').count()).toBe(0);
  expect(errors).toEqual([]);
});

test('the admin fills the website lists and each shows on the public pages', async ({ page }) => {
  const errors = watchServerErrors(page);
  const t = {
    speech: `Sambutan uji ${run}`,
    feature: `Fitur uji ${run}`,
    social: `@smkdemo_${run}`,
    graduation: `Selamat lulus angkatan ${run}`,
    figure: `Alumni bekerja ${run}`,
    achievement: `Juara lomba uji ${run}`,
    video: `Video uji ${run}`,
    album: `Album uji ${run}`,
    position: `Koordinator uji ${run}`,
  };
  // After this first page load the portal's own router moves between screens, as the menu does.
  await signInViaApi(page, 'admin@demo.sch.id', '/post_speech_heads');

  // The head's speech (a single record: its one form).
  await see(page.getByLabel('Judul Sambutan')).not.toHaveValue('');
  await page.getByLabel('Judul Sambutan').fill(t.speech);
  await save(page, 'Sambutan Kepala Sekolah');

  // Features: add from the list, then rename on the edit screen.
  await addFromList(page, '/post_feature', 'Fitur Unggulan', /\/post_feature_add$/, {
    Judul: `${t.feature} (draf)`,
    Keterangan: 'Praktik kerja di bengkel sekolah.',
  });
  await save(page, 'Fitur Unggulan');
  await editRow(page, `${t.feature} (draf)`, /\/post_feature_update\/\d+$/, 'Fitur Unggulan', { Judul: t.feature });

  // Social media: list, add and edit share one address.
  await addFromList(page, '/post/school_social_media', 'Media Sosial', /\/post\/school_social_media\?new=1$/, {
    'Nama Akun': t.social,
    'Alamat Halaman': `https://www.tiktok.com/${t.social}`,
  });
  await page.getByLabel('Platform').selectOption('tiktok');
  await save(page, 'Media Sosial');

  // The graduates' content, published.
  await pushRoute(page, '/postgradcontent');
  await page.getByLabel('Judul').fill(t.graduation);
  await page.getByLabel('Isi').fill('Selamat kepada seluruh lulusan.\n\nSemoga sukses di dunia kerja.');
  await page.getByLabel('Tampilkan di situs sekolah').check();
  await save(page, 'Konten Kelulusan');

  // A typed figure: refused without its value, then saved, then corrected on /inf_data_sumber_ubah/:id.
  await pushRoute(page, '/inf_data_sumber?new=1');
  await page.getByLabel('Nama Angka').fill(t.figure);
  await page.getByLabel('Sumber Data').selectOption('manual');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Isi nilainya untuk sumber "Diisi manual".')).toBeVisible();
  await page.getByLabel('Nilai Manual').fill('1200');
  await save(page, 'Sumber Data Informasi');
  await editRow(page, t.figure, /\/inf_data_sumber_ubah\/\d+$/, 'Sumber Data Informasi', { 'Nilai Manual': '1250' });

  // A student's achievement, added and then given its organiser.
  await addFromList(page, '/student_achievement_information', 'Prestasi Siswa', /\/student_achievement_information_add$/, { Siswa: 'Andi Pratama' });
  await page
    .getByRole('list', { name: 'Hasil pencarian Siswa' })
    .getByRole('button', { name: /Andi Pratama/ })
    .first()
    .click();
  await page.getByLabel('Prestasi').fill(t.achievement);
  await page.getByLabel('Tingkat').selectOption('provinsi');
  await page.getByLabel('Tanggal').fill('2026-11-26');
  await save(page, 'Prestasi Siswa');
  await editRow(page, t.achievement, /\/student_achievement_information_edit\?id=\d+$/, 'Prestasi Siswa', { Penyelenggara: 'Dinas Pendidikan Provinsi' });

  // A video, added from its list and renamed.
  await addFromList(page, '/post_videos_index', 'Video', /\/post_videos$/, {
    'Judul Video': `${t.video} (draf)`,
    'Alamat Video YouTube': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  await save(page, 'Video');
  await editRow(page, `${t.video} (draf)`, /\/post_videos_update\/\d+$/, 'Video', { 'Judul Video': t.video });

  // An album, added from its list and described.
  await addFromList(page, '/post_album_index', 'Album Foto', /\/post_album$/, { 'Nama Album': t.album, 'Tanggal Kegiatan': '2026-11-26' });
  await save(page, 'Album Foto');
  await editRow(page, t.album, /\/post_album_update\/\d+$/, 'Album Foto', { Keterangan: 'Kunjungan industri kelas XI.' });

  // The organisation structure: a new box under the chart.
  await addFromList(page, '/post/school_organisation_struct', 'Struktur Organisasi', /\/create_struktur_test$/, {
    Jabatan: t.position,
    'Nama Pejabat': 'Sari Wulandari, S.Pd.',
  });
  await save(page, 'Struktur Organisasi');

  // A demo slider's caption, changed from its list.
  await pushRoute(page, '/post_image_sliders_index');
  await editRow(page, 'Teaching factory: belajar seperti di dunia kerja', /\/post_image_sliders_update\/\d+$/, 'Slider Gambar', {
    Keterangan: `Pesanan nyata mitra industri ${run}.`,
  });

  // The public pages, rendered per request (a write in this process forgets the cached school at once).
  await page.goto('/sekolah/demo-smk/');
  await see(page.getByRole('heading', { name: t.speech })).toBeVisible();
  await see(page.getByRole('heading', { name: t.graduation })).toBeVisible();
  await see(page.getByText('Semoga sukses di dunia kerja.')).toBeVisible();
  await see(page.getByText(t.feature, { exact: true })).toBeVisible();
  await expect(page.getByText(`${t.feature} (draf)`)).toHaveCount(0);
  const figure = page.locator('dt', { hasText: t.figure });
  await see(figure).toBeVisible();
  await expect(figure.locator('xpath=following-sibling::dd[1]')).toHaveText('1.250');
  await see(page.getByRole('listitem').filter({ hasText: t.achievement })).toContainText(/Andi Pratama.*tingkat Provinsi/);
  await see(page.getByRole('link', { name: t.video })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await see(page.getByRole('link', { name: `TikTok ${t.social}` })).toBeVisible();
  await see(page.getByRole('region', { name: 'Sorotan' })).toContainText(`Pesanan nyata mitra industri ${run}.`);
  expect(await page.locator('script').count()).toBe(0);
  await page.goto('/sekolah/demo-smk/gallery');
  await see(page.getByRole('heading', { name: t.album })).toBeVisible();
  await page.goto('/sekolah/demo-smk/profil-schools');
  await see(page.getByRole('listitem').filter({ hasText: t.position })).toContainText('Sari Wulandari, S.Pd.');
  expect(errors).toEqual([]);
});
