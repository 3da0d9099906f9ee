import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

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
