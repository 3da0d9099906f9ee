import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * Issue 13, the device and work-placement workflows: a student checking in by scanning the gate's QR, and a
 * Pembimbing PKL's day (confirm a student, approve a journal). Registering and turning off a machine is in
 * attendance-journeys.spec.ts.
 */
test.setTimeout(120_000);
const see = expect.configure({ timeout: 20_000 });

test("a student scans the gate's QR with their phone and is checked in once", async ({ page, browser, baseURL }) => {
  // The gate: a tablet that opens the QR screen with the device's serial and key (nobody signed in).
  const { token } = await signInViaApi(page, 'admin@demo.sch.id', '/absent_qr_device');
  const gateLink = page.getByRole('link', { name: 'Buka layar QR Tablet QR lobi' });
  await see(gateLink).toBeVisible();
  const gatePath = (await gateLink.getAttribute('href'))!;
  expect(token).toBeTruthy();
  const gate = await browser.newPage({ baseURL });
  await gate.goto(gatePath);
  await see(gate.getByRole('img', { name: 'Kode QR presensi' })).toBeVisible();
  // What the phone's camera reads from the code: the portal address with the signed token.
  const url = await gate.evaluate(async (path) => {
    const q = new URL(path, location.origin).searchParams;
    const res = await fetch(`/api/attendance/qr/code?serial=${q.get('serial')}&key=${q.get('key')}`);
    return ((await res.json()) as { url: string }).url;
  }, gatePath);
  await gate.close();

  const phone = await browser.newPage({ baseURL, viewport: { width: 360, height: 740 } });
  await signInViaApi(phone, 'siswa@demo.sch.id', new URL(url).pathname + new URL(url).search);
  await see(phone.getByRole('heading', { name: 'Presensi tercatat' })).toBeVisible();
  await see(phone.getByRole('alert')).toContainText('Presensi tercatat pukul');
  await phone.reload();
  await see(phone.getByRole('heading', { name: 'Presensi ditolak' })).toBeVisible();
  // The same code again: already used (or, on a slow machine, already expired): either way refused.
  await see(phone.getByRole('alert')).toContainText(/sudah Anda pakai|kedaluwarsa/);
  await phone.close();
});

test("the Pembimbing PKL confirms a student's day and approves a journal", async ({ page }) => {
  await signInViaApi(page, 'pembimbing@demo.sch.id', '/field/pkl_jurnal');
  await see(page.getByRole('heading', { name: 'Jurnal PKL' })).toBeVisible();
  const approve = page.getByRole('button', { name: /^Setujui jurnal / }).first();
  await see(approve).toBeVisible();
  const student = (await approve.textContent())!.replace('Setujui jurnal ', '');
  await approve.click();
  await see(page.getByRole('dialog')).toContainText('Jurnal disetujui');

  await page.goto('/fwt_daily_student_absence');
  await see(page.getByRole('heading', { name: 'Presensi Harian Siswa PKL' })).toBeVisible();
  // The last weekday before today: the students reported it and the supervisor has not confirmed it yet.
  let n = 1;
  while ([0, 6].includes(new Date(Date.now() - n * 86_400_000).getUTCDay())) n += 1;
  await page.getByLabel('Tanggal').fill(new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10));
  const present = page.getByRole('button', { name: `Hadir ${student}`, exact: true });
  await see(present).toBeVisible();
  await present.click();
  await see(page.getByRole('dialog')).toContainText(`${student}: Hadir`);
  await see(present).toHaveAttribute('aria-pressed', 'true');
});
