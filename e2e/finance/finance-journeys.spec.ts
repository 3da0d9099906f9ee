import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { openByMenu } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';
import { dismiss, pick, refused, rupiahOf, see } from './steps.ts';

/**
 * The finance journeys finance-desk.spec.ts does not walk (issue 17): the books (a general journal refused while
 * unbalanced, then posted, and the trial balance), the savings teller with its journal and statement, the
 * foundation's dashboard leading to a budget it approves, and a parent reading the bills and the VA number to pay into.
 */
test.setTimeout(180_000);

test('the bendahara posts a general journal only once it balances, and the trial balance stays balanced', async ({ page }) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'bendahara@demo.sch.id', '/finance/general_journal_add');
  await see(page.getByRole('form', { name: 'Tambah Jurnal Umum' })).toBeVisible();
  await page.getByLabel('Keterangan').fill('Koreksi tagihan listrik (uji)');
  await pick(page, '#jf-acc-0', '5-1200 ');
  await page.locator('#jf-debit-0').fill('125000');
  await pick(page, '#jf-acc-1', '1-1100 ');
  await page.locator('#jf-credit-1').fill('100000');
  await see(page.getByText('Debit Rp125.000 · Kredit Rp100.000 · belum seimbang')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Jurnal Umum' }).click();
  // The server refuses it (422) and says why, in the dialog and under the lines; nothing is posted.
  await dismiss(page, 'Jurnal tidak seimbang: debit 125.000 ≠ kredit 100.000');
  await see(page.getByRole('alert').filter({ hasText: /Jurnal tidak seimbang: debit 125\.000 ≠ kredit 100\.000/ })).toBeVisible();
  await expect(page).toHaveURL(/general_journal_add/);
  await page.locator('#jf-credit-1').fill('125000');
  await see(page.getByText('Debit Rp125.000 · Kredit Rp125.000 · seimbang')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Jurnal Umum' }).click();
  await see(page.getByRole('heading', { name: /^Jurnal JU-\d{4}-\d{6}$/ })).toBeVisible();
  await see(page.getByText(/Koreksi tagihan listrik \(uji\)/)).toBeVisible();
  const total = page.locator('tfoot tr').first();
  await see(total).toHaveText(/Jumlah\s*Rp125\.000\s*Rp125\.000/);

  await page.goto('/finance/report/trial-balance');
  const debit = page.getByLabel('Total Debit', { exact: true });
  await see(debit).toHaveText(/^Rp[\d.]+$/);
  const d = rupiahOf((await debit.textContent()) ?? '');
  const k = rupiahOf((await page.getByLabel('Total Kredit', { exact: true }).textContent()) ?? '');
  expect(d).toBeGreaterThan(0);
  expect(k).toBe(d);
  await see(page.getByText('Seimbang: Total Debit sama dengan Total Kredit.')).toBeVisible();
  // The posted expense is in the trial balance.
  await see(page.getByRole('row', { name: /5-1200 Beban Listrik, Air dan Internet/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the bendahara takes a savings deposit and a withdrawal, and a withdrawal above the balance is refused', async ({ page }) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'bendahara@demo.sch.id', '/student_saving_add');
  await page.getByLabel('Cari siswa').fill('Andi Pratama');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: 'Pilih Andi Pratama (Demo)' }).click();
  await see(page.getByRole('heading', { name: 'Andi Pratama (Demo)' })).toBeVisible();
  const balanceText = page.getByText(/saldo tabungan Rp/).locator('strong');
  await see(balanceText).toBeVisible();
  const before = rupiahOf((await balanceText.textContent()) ?? '');

  await page.getByLabel('Tarik').check();
  await page.getByLabel('Jumlah (Rp)').fill(String(before + 1));
  await page.getByRole('button', { name: 'Simpan penarikan' }).click();
  await dismiss(page, 'Saldo tabungan tidak cukup');
  await see(page.getByText(/^Saldo tabungan tidak cukup \(saldo Rp[\d.]+\)\.$/)).toBeVisible();

  await page.getByLabel('Setor').check();
  await page.getByLabel('Jumlah (Rp)').fill('50000');
  await page.getByRole('button', { name: 'Simpan setoran' }).click();
  const after = `Rp${(before + 50_000).toLocaleString('id-ID')}`;
  const deposited = page
    .getByRole('status')
    .filter({ hasText: /^Setoran ST-\d{4}-\d{6} tercatat\./ })
    .filter({ hasText: `Saldo ${after}.` });
  await see(deposited).toBeVisible();
  const number = ((await deposited.textContent()) ?? '').match(/ST-\d{4}-\d{6}/)![0];
  await see(balanceText).toHaveText(`Rp${(before + 50_000).toLocaleString('id-ID')}`);

  await page.getByLabel('Tarik').check();
  await page.getByLabel('Jumlah (Rp)').fill('20000');
  await page.getByRole('button', { name: 'Simpan penarikan' }).click();
  await see(balanceText).toHaveText(`Rp${(before + 30_000).toLocaleString('id-ID')}`);
  // Both entries are in the history, the withdrawal last with the balance after it.
  await see(
    page
      .getByRole('listitem')
      .filter({ hasText: '−Rp20.000' })
      .filter({ hasText: `saldo Rp${(before + 30_000).toLocaleString('id-ID')}` }),
  ).toBeVisible();
  await see(
    page
      .getByRole('listitem')
      .filter({ hasText: '+Rp50.000' })
      .filter({ hasText: `saldo Rp${(before + 50_000).toLocaleString('id-ID')}` }),
  ).toBeVisible();

  // The savings journal lists the deposit and opens its ledger entry; the savings statement adds up; the balance list agrees.
  await openByMenu(page, '/jurnal_student_savings');
  const entry = page.getByRole('row').filter({ hasText: number });
  await see(entry).toContainText(/Andi Pratama \(Demo\)\s*Setor\s*Rp50\.000/);
  await entry.getByRole('link', { name: `Jurnal ${number}` }).click();
  await see(page.getByRole('heading', { name: /^Jurnal TB-\d{4}-\d{6}$/ })).toBeVisible();
  await see(page.locator('tfoot tr').first()).toHaveText(/Jumlah\s*Rp50\.000\s*Rp50\.000/);
  await openByMenu(page, '/school_bank_saving_mutation');
  const opening = rupiahOf(
    await page
      .getByRole('row', { name: /^Saldo awal/ })
      .getByRole('cell')
      .last()
      .textContent(),
  );
  const closing = page.getByRole('row', { name: /^Saldo akhir/ }).getByRole('cell');
  await see(closing.last()).toHaveText(/^Rp[\d.]+$/);
  const [deposits, withdrawals, end] = await Promise.all([1, 2, 3].map(async (i) => rupiahOf(await closing.nth(i).textContent())));
  expect(deposits).toBeGreaterThanOrEqual(50_000);
  expect(end).toBe(opening + deposits - withdrawals);
  await openByMenu(page, '/student_savings');
  await page.getByLabel('Nama siswa').fill('Andi Pratama');
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  await see(page.getByRole('row', { name: /^Andi Pratama \(Demo\)/ })).toContainText(`Rp${(before + 30_000).toLocaleString('id-ID')}`);
  expect(errors).toEqual([]);
});

test("the foundation reads its dashboard, approves the school's waiting budget from it, and a send-back without a reason is refused", async ({ page }) => {
  const errors = watchServerErrors(page);
  // The foundation's dashboard shows the school's money and the one budget waiting, and leads to it.
  await signInViaApi(page, 'yayasan@demo.sch.id', '/foundation/financial-dashboard');
  const card = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::div');
  await see(card('Anggaran menunggu persetujuan')).toHaveText('1');
  await see(card('Kas dan bank')).toHaveText(/^Rp[1-9][\d.]+$/);
  await see(page.getByRole('row', { name: /SMK Demo Nusantara/ })).toContainText('1 anggaran menunggu');
  await page.getByRole('link', { name: 'Buka persetujuan anggaran' }).click();
  await see(page.getByText('1 anggaran menunggu persetujuan.')).toBeVisible();
  const budget = page.getByRole('article', { name: /Kegiatan Komite \d{4}$/ });
  await see(budget.getByText('Menunggu persetujuan yayasan')).toBeVisible();
  // The two activities of the seeded committee budget, Rp15.000.000 + Rp8.500.000.
  await see(budget.getByText('Rp23.500.000')).toBeVisible();
  // Sending it back needs a reason.
  await refused(page, budget.getByRole('button', { name: 'Kembalikan' }), 'Tuliskan alasan anggaran dikembalikan.', budget);
  await budget.getByLabel('Catatan yayasan').fill('Disetujui rapat pengurus.');
  await budget.getByRole('button', { name: 'Setujui' }).click();
  await see(page.getByText('Tidak ada anggaran yang menunggu persetujuan.')).toBeVisible();
  await see(budget.getByText('Disetujui', { exact: true })).toBeVisible();
  await see(budget.getByText('Catatan: Disetujui rapat pengurus.')).toBeVisible();
  await openByMenu(page, '/foundation/financial-dashboard');
  await see(card('Anggaran menunggu persetujuan')).toHaveText('0');
  expect(errors).toEqual([]);
});

test('a parent sees the child’s bills, what was paid, the VA number to pay into and the receipts', async ({ page }) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'ortu@demo.sch.id', '/paymentStudents');
  await see(page.getByRole('heading', { name: 'Pembayaran Sekolah' })).toBeVisible();
  await see(page.getByText(/Bayar melalui virtual account BNI: 988\d{13}/)).toBeVisible();
  const bills = page.getByRole('list', { name: /^Tagihan / }).first();
  await see(bills.getByText(/^SPP/).first()).toBeVisible();
  // One of the demo child's SPP invoices is half paid; the VA payment of Rp100.000 arrived by webhook and has its receipt.
  await see(bills.getByText('Dibayar sebagian').first()).toBeVisible();
  await see(page.getByText(/sisa tagihan Rp[1-9]/).first()).toBeVisible();
  const receipt = page.getByRole('listitem').filter({ hasText: 'Rp100.000' }).getByRole('link').first();
  await see(receipt).toBeVisible();
  await receipt.click();
  await see(page.getByText('Rp100.000').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a student sees their own bills, the VA number and a receipt; another student’s account is not theirs to read', async ({ page }) => {
  const errors = watchServerErrors(page);
  const { token } = await signInViaApi(page, 'siswa@demo.sch.id');
  await openByMenu(page, '/paymentStudents');
  await see(page.getByRole('heading', { name: 'Pembayaran Sekolah' })).toBeVisible();
  await see(page.getByText(/Bayar melalui virtual account BNI: 988\d{13}/)).toBeVisible();
  const bills = page.getByRole('list', { name: /^Tagihan / }).first();
  await see(bills.getByText('Dibayar sebagian').first()).toBeVisible();
  const receipt = page.getByRole('listitem').filter({ hasText: 'Rp100.000' }).getByRole('link').first();
  await receipt.click();
  await see(page.getByText('Rp100.000').first()).toBeVisible();
  // The account the screen shows is the student's own; a classmate's is "not found" to them (not "forbidden": they
  // learn nothing of who exists).
  const headers = { authorization: `Bearer ${token}` };
  const own = (await (await page.request.get('/api/finance/my-bills', { headers })).json()).accounts as { student: { id: number } }[];
  expect(own).toHaveLength(1);
  expect((await page.request.get(`/api/finance/students/${own[0].student.id}/account`, { headers })).status()).toBe(200);
  const other = await page.request.get(`/api/finance/students/${own[0].student.id + 1}/account`, { headers });
  expect(other.status()).toBe(404);
  expect((await other.json()).message).toBe('Siswa tidak ditemukan.');
  expect(errors).toEqual([]);
});
