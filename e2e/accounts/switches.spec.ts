import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { pushRoute } from '../portal/menu-walk.ts';

/** Screens of a busy 2-core machine under the whole suite can take longer than the default 15 s to come in. */
const see = expect.configure({ timeout: 30_000 });

/**
 * /configmurid: the admin turns off "parents see grades"; the parent's Nilai Anak is then refused with the school's
 * reason. School-wide state, so this spec runs after the others (playwright.config.ts) and turns the switch back on.
 */
test('a parent is refused grades once the school turns the switch off', async ({ page }) => {
  const { token } = await signInViaApi(page, 'admin@demo.sch.id', '/configmurid');
  try {
    await expect(page.getByRole('heading', { name: 'Pengaturan Siswa' })).toBeVisible();
    const grades = page.getByRole('switch', { name: 'Orang tua dapat melihat nilai dan rapor anak' });
    await expect(grades).toBeChecked();
    await grades.uncheck();
    await expect(grades).not.toBeChecked();
    // Saved on the server, not only on the screen.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Orang tua dapat melihat nilai dan rapor anak' })).not.toBeChecked();

    await signInViaApi(page, 'ortu@demo.sch.id', '/student_grade_report');
    await expect(page.getByRole('alert')).toContainText('Sekolah belum membuka nilai dan rapor untuk orang tua.');
  } finally {
    await page.request.put('/api/accounts/school-switches', { headers: { authorization: `Bearer ${token}` }, data: { guardianSeesGrades: true } });
  }
});

/**
 * /configmurid, /configteacher and /coursesetting: a student may correct their contact details only once the school
 * allows it, a teacher no longer once it is off, and the course switch is kept. Put back in `finally`.
 */
test('the contact-details switches decide who may edit their profile, and the course switch is kept', async ({ page }) => {
  // Four sign-ins and three screens on a busy 2-core machine.
  test.setTimeout(150_000);
  await signInViaApi(page, 'siswa@demo.sch.id', '/profile_page');
  const contact = page.getByRole('region', { name: 'Data Kontak' });
  await see(contact.getByRole('status')).toContainText('Sekolah tidak mengizinkan siswa mengubah data profilnya sendiri.');
  await see(contact.getByLabel('Nomor HP/WhatsApp')).toBeDisabled();
  const admin = await signInViaApi(page, 'admin@demo.sch.id', '/configmurid');
  try {
    await page.getByRole('switch', { name: 'Siswa boleh mengubah data kontaknya sendiri (nomor HP, alamat)' }).check();
    await pushRoute(page, '/configteacher');
    await page.getByRole('switch', { name: 'Guru boleh mengubah data kontaknya sendiri (nomor HP, alamat)' }).uncheck();
    await pushRoute(page, '/coursesetting');
    await page.getByRole('switch', { name: 'Siswa boleh mengumpulkan tugas setelah tenggat (ditandai terlambat)' }).uncheck();
    await page.reload();
    await see(page.getByRole('switch', { name: 'Siswa boleh mengumpulkan tugas setelah tenggat (ditandai terlambat)' })).not.toBeChecked();

    await signInViaApi(page, 'siswa@demo.sch.id', '/profile_page');
    await contact.getByLabel('Nomor HP/WhatsApp').fill('0812 9999 0001');
    await contact.getByRole('button', { name: 'Simpan data kontak' }).click();
    await see(page.getByRole('dialog')).toContainText('Data kontak disimpan');
    await page.reload();
    await see(contact.getByLabel('Nomor HP/WhatsApp')).toHaveValue('081299990001');

    await signInViaApi(page, 'guru@demo.sch.id', '/profile_page');
    await see(contact.getByRole('status')).toContainText('Sekolah tidak mengizinkan guru mengubah data profilnya sendiri.');
    await see(contact.getByRole('button', { name: 'Simpan data kontak' })).toHaveCount(0);
  } finally {
    await page.request.put('/api/accounts/school-switches', {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { studentProfileEdit: false, teacherProfileEdit: true, lateSubmission: true },
    });
  }
});

/** /livechatting: the admin switches chat off for students, and a student is told so. Switched back in `finally`. */
test('a student is told chat is off once the school switches it off', async ({ page }) => {
  test.setTimeout(120_000);
  const { token } = await signInViaApi(page, 'admin@demo.sch.id', '/livechatting');
  try {
    // The switch follows the server's answer (it is not flipped before), so a click rather than uncheck().
    await page.getByRole('switch', { name: 'Siswa boleh mengobrol dengan guru' }).click();
    await see(page.getByRole('dialog')).toContainText('Obrolan siswa dimatikan');
    await signInViaApi(page, 'siswa@demo.sch.id', '/livechatting');
    await see(page.getByRole('alert')).toContainText('Obrolan untuk siswa dimatikan oleh sekolah.');
    await page.getByLabel('Cari nama').fill('Budi');
    await page.getByRole('button', { name: 'Cari' }).click();
    await see(page.getByRole('list', { name: 'Hasil pencarian' })).toContainText('Tidak ada yang cocok.');
  } finally {
    await page.request.put('/api/content/chat/settings', { headers: { authorization: `Bearer ${token}` }, data: { studentChat: true } });
  }
});
