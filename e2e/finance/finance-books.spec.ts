import { expect, test, type Page } from '@playwright/test';
import { periodLabel } from '../../src/shared/finance/permissions.ts';
import { signInViaApi } from '../portal/fixtures.ts';
import { openByMenu } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';
import { pick, refused, rp, rupiahOf, see, todayIso } from './steps.ts';

/**
 * The bendahara's books and bills, screen after screen in one sign-in each (issue 17): a new cash account with its
 * opening balance behind a period lock, income, a cash withdrawal and a transfer (reversed) that the ledger, the
 * day's journal and the trial balance all show; then a new fee type, a bill written by hand, the bank statement that
 * pays it, the arrears before and after, a payout from the payment gateway and a budget activity paid out.
 */
test.setTimeout(180_000);

/** Opens a journal list and finds the entry by its description and what else it must show. */
async function listed(page: Page, path: string, description: string, shows: string) {
  await openByMenu(page, path);
  await see(page.getByRole('article').filter({ hasText: description }).filter({ hasText: shows })).toBeVisible();
}

/** Fills a one-line cash book form: what for, the cash or bank account, the other account and the amount. */
async function fillBook(page: Page, description: string, cash: string, other: string, amount: string) {
  await page.getByLabel('Keterangan').fill(description);
  await pick(page, '#jf-cash', cash);
  await pick(page, '#jf-acc-0', other);
  await page.locator('#jf-amt-0').fill(amount);
}

test('the bendahara opens a cash account, books income, a withdrawal and a transfer, and the ledger and trial balance follow', async ({ page }) => {
  const errors = watchServerErrors(page);
  const run = String(Date.now() % 1000).padStart(3, '0');
  const code = `1-9${run}`;
  const name = `Kas Kecil Lab ${run}`;
  await signInViaApi(page, 'bendahara@demo.sch.id', '/finance/account_list');

  // Chart of accounts: a code already used is refused; a new cash account is added, then renamed.
  await page.getByRole('button', { name: 'Tambah akun' }).click();
  const form = page.getByRole('form', { name: 'Data akun' });
  await form.getByLabel('Kode').fill('1-1100');
  await form.getByLabel('Nama akun').fill(name);
  await form.getByLabel('Jenis').selectOption({ label: 'Aset' });
  await form.getByLabel('Kas/bank').check();
  await refused(page, form.getByRole('button', { name: 'Simpan akun' }), 'Kode akun ini sudah dipakai.', form);
  await form.getByLabel('Kode').fill(code);
  await form.getByRole('button', { name: 'Simpan akun' }).click();
  await see(page.getByRole('row', { name: new RegExp(`^${code} ${name} Aset kas/bank`) })).toBeVisible();
  await page.getByRole('button', { name: `Ubah ${name}` }).click();
  await form.getByLabel('Nama akun').fill(`${name} TKJ`);
  await form.getByRole('button', { name: 'Simpan akun' }).click();
  const account = `${code} ${name} TKJ`;
  await see(page.getByRole('row', { name: new RegExp(`^${account} Aset`) })).toBeVisible();
  // The control accounts are the ones the bills and savings fill, not the new box.
  await openByMenu(page, '/finance/control_account');
  await see(page.getByRole('row', { name: /^1-1300 Piutang SPP dan Biaya Siswa Aset kontrol/ })).toBeVisible();
  await see(page.getByRole('row', { name: new RegExp(`^${code} `) })).toHaveCount(0);

  // Opening balance: refused inside a locked period, posted once the lock is lifted.
  await openByMenu(page, '/finance/beginning_balance_of_the_period');
  await page.getByLabel('Kunci sampai tanggal').fill('2001-12-31');
  await page.getByRole('button', { name: 'Kunci periode' }).click();
  await see(page.getByText('Transaksi sampai 2001-12-31 sudah dikunci.')).toBeVisible();
  await page.getByLabel('Tanggal saldo awal').fill('2001-07-01');
  await page.getByLabel(`${account} (debit)`).fill('500000');
  await see(page.getByText('Jumlah diisi: Rp500.000')).toBeVisible();
  await refused(page, page.getByRole('button', { name: 'Catat saldo awal' }), 'Periode sampai 2001-12-31 sudah dikunci; pilih tanggal sesudahnya.');
  await page.getByRole('button', { name: 'Buka kunci' }).click();
  await see(page.getByText('Belum ada periode yang dikunci.')).toBeVisible();
  await page.getByLabel('Tanggal saldo awal').fill(`${todayIso().slice(0, 4)}-01-01`);
  await page.getByRole('button', { name: 'Catat saldo awal' }).click();
  await see(page.getByText('Jumlah diisi: Rp0')).toBeVisible();

  // Income into the new cash box: a zero amount is refused, 275.000 is posted.
  await openByMenu(page, '/financial_income_add');
  await fillBook(page, `Sumbangan alumni ${run}`, code, '4-9000 ', '0');
  await refused(page, page.getByRole('button', { name: 'Simpan Pemasukan' }), 'Jumlah harus lebih dari nol.');
  await page.getByLabel('Jumlah (Rp)').fill('275000');
  await page.getByRole('button', { name: 'Simpan Pemasukan' }).click();
  await see(page.getByRole('heading', { name: /^Jurnal KM-\d{4}-\d{6}$/ })).toBeVisible();
  await see(page.locator('tfoot tr').first()).toHaveText(/Jumlah\s*Rp275\.000\s*Rp275\.000/);
  await listed(page, '/financial_income', `Sumbangan alumni ${run}`, 'Rp275.000');

  // A cash withdrawal from the bank into the box: the bank as its own target is refused.
  await openByMenu(page, '/financial_withdraw_add');
  await fillBook(page, `Tarik tunai kegiatan ${run}`, '1-1200 ', '1-1200 ', '150000');
  await refused(page, page.getByRole('button', { name: 'Simpan Penarikan Dana' }), 'Pilih akun lawan selain akun kas ini.');
  await pick(page, '#jf-acc-0', code);
  await page.getByRole('button', { name: 'Simpan Penarikan Dana' }).click();
  await see(page.getByRole('heading', { name: /^Jurnal TT-\d{4}-\d{6}$/ })).toBeVisible();
  await listed(page, '/financial_withdraw', `Tarik tunai kegiatan ${run}`, 'Rp150.000');

  // A transfer from the box to the bank, then reversed with a reason.
  await openByMenu(page, '/financial_transfer_add');
  await fillBook(page, `Setor ke bank ${run}`, code, '1-1200 ', '100000');
  await page.getByRole('button', { name: 'Simpan Transfer Dana' }).click();
  await see(page.getByRole('heading', { name: /^Jurnal TK-\d{4}-\d{6}$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Balik jurnal' }).click();
  await page.getByRole('dialog').getByLabel('Alasan').fill('Salah rekening tujuan');
  await page.getByRole('dialog').getByRole('button', { name: 'Balik jurnal' }).click();
  await see(page.getByRole('heading', { name: /^Jurnal RV-\d{4}-\d{6}$/ })).toBeVisible();
  await see(page.getByRole('link', { name: 'Jurnal yang dibalik' })).toBeVisible();
  const reversal = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Jurnal ', '');
  await listed(page, '/finance/general_journal', reversal, 'Rp100.000');
  await listed(page, '/finance/report/general_journal', reversal, 'Salah rekening tujuan');
  await listed(page, '/financial_transfer', `Setor ke bank ${run}`, 'Dibalik');

  // Today's journal has all of it; the ledger of the box and the trial balance add up.
  await openByMenu(page, '/jurnal_transaction_day');
  for (const text of [`Sumbangan alumni ${run}`, `Tarik tunai kegiatan ${run}`, `Setor ke bank ${run}`])
    await see(page.getByRole('article').filter({ hasText: text }).first()).toBeVisible();
  await openByMenu(page, '/finance/report/account-ledger');
  await pick(page, '#bb-acc', code);
  await page.getByLabel('Dari').fill(`${todayIso().slice(0, 4)}-01-01`);
  // 500.000 opening + 275.000 income + 150.000 withdrawn − 100.000 transferred + 100.000 reversed.
  await see(page.locator('tfoot tr').filter({ hasText: 'Saldo akhir' })).toContainText('Rp925.000');
  await openByMenu(page, '/neraca_finance');
  const debit = page.getByLabel('Total Debit', { exact: true });
  await see(debit).toHaveText(/^Rp[\d.]+$/);
  expect(rupiahOf(await page.getByLabel('Total Kredit', { exact: true }).textContent())).toBe(rupiahOf(await debit.textContent()));
  await see(page.getByText('Seimbang: Total Debit sama dengan Total Kredit.')).toBeVisible();
  await see(page.getByRole('row', { name: new RegExp(`^${account}`) })).toContainText('Rp925.000');
  expect(errors).toEqual([]);
});

test('the bendahara bills a fine by hand, a bank statement pays it, and the arrears, gateway payout and budget payout follow', async ({ page }) => {
  const errors = watchServerErrors(page);
  const run = Date.now().toString(36).toUpperCase().slice(-6);
  const fee = `Denda Perpustakaan ${run}`;
  await signInViaApi(page, 'bendahara@demo.sch.id', '/finance/student_billing');

  // A new fee type: a code already used is refused; then it is saved and given a tariff for grade X.
  await page.getByRole('button', { name: 'Tambah jenis biaya' }).click();
  const feeForm = page.getByRole('form', { name: 'Jenis biaya' });
  await feeForm.getByLabel('Kode').fill('SPP');
  await feeForm.getByLabel('Nama biaya').fill(fee);
  await pick(page, '#fee-acc', '4-9000 ');
  await feeForm.getByLabel('Tarif bawaan (Rp)').fill('25000');
  await refused(page, feeForm.getByRole('button', { name: 'Simpan jenis biaya' }), 'Kode biaya ini sudah dipakai.', feeForm);
  await feeForm.getByLabel('Kode').fill(`DN${run}`);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/finance/fee-types') && r.request().method() === 'POST');
  await feeForm.getByRole('button', { name: 'Simpan jenis biaya' }).click();
  const feeId = (await (await created).json()).id as number;
  await see(page.getByRole('listitem').filter({ hasText: fee }).filter({ hasText: 'bawaan Rp25.000' })).toBeVisible();
  await openByMenu(page, `/setting_finance_transaction/${feeId}`);
  await page.getByRole('button', { name: `Ubah ${fee}` }).click();
  await feeForm.getByLabel('Tarif tingkat X', { exact: true }).fill('30000');
  await feeForm.getByRole('button', { name: 'Simpan jenis biaya' }).click();
  await see(page.getByRole('listitem').filter({ hasText: fee }).filter({ hasText: 'bawaan Rp25.000 · X: Rp30.000' })).toBeVisible();
  await openByMenu(page, '/setting_finance_transaction');
  await see(page.getByRole('listitem').filter({ hasText: `DN${run}` })).toContainText('X: Rp30.000');

  // A bill by hand for one student: zero refused, 45.000 made, unpaid.
  await openByMenu(page, '/manual_bill_notes');
  await page.getByLabel('Cari siswa').fill('Deden Wijaya');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: 'Pilih Deden Wijaya' }).click();
  await pick(page, '#tm-fee', fee);
  await see(page.getByLabel('Judul tagihan')).toHaveValue(fee);
  await page.getByLabel('Judul tagihan').fill(`${fee} (buku hilang)`);
  await page.getByLabel('Jumlah (Rp)').fill('0');
  await page.getByLabel('Jatuh tempo').fill(todayIso());
  await refused(page, page.getByRole('button', { name: 'Buat tagihan' }), 'Jumlah harus lebih dari nol.');
  await page.getByLabel('Jumlah (Rp)').fill('45000');
  await page.getByRole('button', { name: 'Buat tagihan' }).click();
  const bill = page.getByRole('row').filter({ hasText: `${fee} (buku hilang)` });
  await see(bill).toContainText('Rp45.000');
  await see(bill).toContainText('Belum dibayar');

  // The cashier shows it open; the arrears report counts it.
  await bill.getByRole('link', { name: 'Deden Wijaya' }).click();
  await see(page.getByRole('heading', { name: 'Deden Wijaya' })).toBeVisible();
  const studentId = Number(new URL(page.url()).searchParams.get('student'));
  await see(page.getByRole('listitem').filter({ hasText: `${fee} (buku hilang)` })).toContainText('sisa Rp45.000');
  const outstanding = rupiahOf(
    await page
      .getByText(/sisa tagihan Rp/)
      .locator('strong')
      .textContent(),
  );
  const nis = ((await page.getByText(/^NIS \d+/).textContent()) ?? '').match(/NIS (\d+)/)![1];
  await openByMenu(page, '/finance_report_arrears');
  const arrearsRow = page.getByRole('listitem').filter({ hasText: 'Deden Wijaya' });
  const owed = rupiahOf(await arrearsRow.locator('.fw-semibold').textContent());
  expect(owed).toBeGreaterThanOrEqual(45_000);

  // The bank statement: the transfer naming her NIS is matched and posted; an unknown credit is set aside; a
  // fraction of a rupiah is a row the file could not read.
  await openByMenu(page, '/school_bank_mutation');
  const [d, m, y] = [todayIso().slice(8, 10), todayIso().slice(5, 7), todayIso().slice(0, 4)];
  const csv = [
    'Informasi Rekening - Mutasi Rekening',
    'No. rekening : 0123456789',
    '',
    'Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo',
    `${d}/${m}/${y},"TRSF E-BANKING CR DENDA ${nis} DEDEN ${run}",0000,"45,000.00 CR","10,045,000.00"`,
    `${d}/${m}/${y},"SETORAN TUNAI TANPA KETERANGAN ${run}",0000,"75,000.00 CR","10,120,000.00"`,
    `${d}/${m}/${y},"PECAHAN ${run}",0000,"1,000.50 CR","10,121,000.50"`,
  ].join('\r\n');
  await page.getByLabel('Berkas mutasi (CSV atau Excel)').setInputFiles({ name: `mutasi-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await see(page.getByRole('status').filter({ hasText: /^2 baris terbaca: 1 cocok dengan tagihan/ })).toBeVisible();
  await see(page.getByText('1 baris gagal dibaca', { exact: true })).toBeVisible();
  await see(page.getByText(/^Baris 7: /)).toBeVisible();
  const matched = page.getByRole('row').filter({ hasText: `DEDEN ${run}` });
  await see(matched).toContainText('Cocok');
  await see(matched).toContainText('Deden Wijaya');
  const unknown = page.getByRole('row').filter({ hasText: `TANPA KETERANGAN ${run}` });
  await see(unknown).toContainText('Siswa tidak dikenali dari keterangan');
  await unknown.getByRole('button', { name: /^Abaikan baris/ }).click();
  await see(unknown).toContainText('Diabaikan');
  await matched.getByRole('button', { name: /^Catat baris/ }).click();
  await see(matched).toContainText('Tercatat');
  await see(matched.getByRole('link', { name: /^KW-\d{4}-\d{6}$/ })).toBeVisible();

  // Her account and the arrears list are 45.000 lighter.
  await openByMenu(page, `/fincance/student_billing_detail/${studentId}`);
  await see(page.getByText(/sisa tagihan Rp/).locator('strong')).toHaveText(rp(outstanding - 45_000));
  await openByMenu(page, '/print_arrears_data');
  await see(page.getByRole('listitem').filter({ hasText: 'Deden Wijaya' }).locator('.fw-semibold')).toHaveText(rp(owed - 45_000));
  // The arrears desk takes Rp10.000 more in cash; the student's page agrees; the rombel summary adds up to the total.
  await openByMenu(page, `/fincance/payment_of_student_arrears?student=${studentId}`);
  await page
    .getByRole('spinbutton', { name: /^Bayar / })
    .first()
    .fill('10000');
  await see(page.getByText('Jumlah: Rp10.000')).toBeVisible();
  await page.getByRole('button', { name: 'Terima pembayaran' }).click();
  await see(page.getByRole('status').filter({ hasText: /Kuitansi KW-\d{4}-\d{6} tercatat/ })).toBeVisible();
  await see(page.getByText(/sisa tagihan Rp/).locator('strong')).toHaveText(rp(outstanding - 55_000));
  await openByMenu(page, `/student_finance?student=${studentId}`);
  await see(page.getByText(/sisa tagihan Rp/).locator('strong')).toHaveText(rp(outstanding - 55_000));
  await openByMenu(page, '/finance/student_arrears_report_sum');
  const grand = rupiahOf(
    await page
      .getByText(/^Tunggakan sampai /)
      .locator('strong')
      .textContent(),
  );
  const perRombel = await page.getByRole('table', { name: 'Per rombel' }).locator('tbody tr td:last-child').allTextContents();
  expect(perRombel.map(rupiahOf).reduce((a, b) => a + b, 0)).toBe(grand);

  // The payment gateway's money paid out to the bank: more than waits is refused.
  await openByMenu(page, '/financial_withdraw_school');
  const waiting = rupiahOf(
    await page
      .getByText(/^Dana di payment gateway:/)
      .locator('strong')
      .textContent(),
  );
  expect(waiting).toBeGreaterThanOrEqual(20_000);
  await page.getByLabel('Jumlah dicairkan').fill(String(waiting + 1));
  await pick(page, '#st-bank', '1-1200 ');
  await refused(page, page.getByRole('button', { name: 'Catat pencairan' }), `Melebihi dana di payment gateway (${rp(waiting)}).`);
  await page.getByLabel('Jumlah dicairkan').fill('20000');
  await page.getByRole('button', { name: 'Catat pencairan' }).click();
  await see(page.getByText(/^Dana di payment gateway:/).locator('strong')).toHaveText(rp(waiting - 20_000));

  // What waited there: the VA payments of the year, each with its receipt; as Excel too.
  await page.getByRole('link', { name: 'Transaksi virtual account' }).click();
  await page.locator('#va-from').fill(`${todayIso().slice(0, 4)}-01-01`);
  await see(page.getByText(/^\d+ pembayaran, jumlah Rp[1-9]/)).toBeVisible();
  const va = page.getByRole('row').filter({ hasText: 'Andi Pratama (Demo)' }).filter({ hasText: 'Rp100.000' }).first();
  await see(va.getByRole('link', { name: /^KW-\d{4}-\d{6}$/ })).toBeVisible();
  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await sheet).suggestedFilename()).toMatch(/\.xlsx$/);

  // An approved budget activity paid out: above what is left is refused.
  await openByMenu(page, '/cashout_funding');
  const activity = page.locator('#cf-item option', { hasText: 'Asesmen sumatif akhir semester' });
  const left = rupiahOf((await activity.textContent())!.split('sisa')[1]);
  await page.locator('#cf-item').selectOption((await activity.getAttribute('value'))!);
  await page.getByLabel('Jumlah (Rp)').fill(String(left + 1));
  await pick(page, '#cf-cash', '1-1200 ');
  await refused(page, page.getByRole('button', { name: 'Cairkan dana' }), `Melebihi sisa anggaran kegiatan (${rp(left)}).`);
  await page.getByLabel('Jumlah (Rp)').fill('1250000');
  await page.getByRole('button', { name: 'Cairkan dana' }).click();
  await see(page.locator('#cf-item option', { hasText: 'Asesmen sumatif akhir semester' })).toContainText(`sisa ${rp(left - 1_250_000)}`);
  await see(page.getByRole('row').filter({ hasText: 'Asesmen sumatif akhir semester' }).filter({ hasText: 'Rp1.250.000' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the bendahara keeps the cash books, corrects by reversal only, and the profit and loss and balance sheet stay whole', async ({ page }) => {
  const errors = watchServerErrors(page);
  const run = String(Date.now() % 100_000);
  await signInViaApi(page, 'bendahara@demo.sch.id', '/finance/cash_out_add');

  // A cash-out over two expense lines: without the account it is paid from, it is refused.
  await see(page.getByRole('form', { name: 'Tambah Kas Keluar' })).toBeVisible();
  await page.getByLabel('Keterangan').fill(`Belanja ATK ${run}`);
  await pick(page, '#jf-acc-0', '5-1300 ');
  await page.locator('#jf-amt-0').fill('87500');
  await page.locator('#jf-memo-0').fill('Kertas HVS');
  await page.getByRole('button', { name: 'Tambah baris' }).click();
  await pick(page, '#jf-acc-1', '5-1600 ');
  await page.locator('#jf-amt-1').fill('6500');
  await see(page.getByText('Jumlah Rp94.000', { exact: true })).toBeVisible();
  await refused(page, page.getByRole('button', { name: 'Simpan Kas Keluar' }), 'Pilih akun kas/bank.');
  await pick(page, '#jf-cash', '1-1100 ');
  await page.getByRole('button', { name: 'Simpan Kas Keluar' }).click();
  await see(page.getByRole('heading', { name: /^Jurnal KK-\d{4}-\d{6}$/ })).toBeVisible();
  await see(page.locator('tfoot tr').first()).toHaveText(/Jumlah\s*Rp94\.000\s*Rp94\.000/);
  const cashOut = page.url().split('/').pop()!;
  await listed(page, '/finance/cash_out', `Belanja ATK ${run}`, 'Rp94.000');
  await listed(page, '/finance/report/cash-out-journal', `Belanja ATK ${run}`, 'Kertas HVS');
  // A posted entry is not edited: the edit route says to reverse it; the journal view shows the same lines.
  await openByMenu(page, `/finance/cash_out_edit/${cashOut}`);
  await see(page.getByText('Transaksi yang sudah dicatat tidak diubah: balik jurnalnya dari halaman detail, lalu catat yang benar di sini.')).toBeVisible();
  await openByMenu(page, `/finance/cash_out_jurnal/${cashOut}`);
  await see(page.getByRole('row', { name: /^5-1300 Beban ATK Kertas HVS Rp87\.500/ })).toBeVisible();

  // Income into the bank, then moved to the cash box.
  await openByMenu(page, '/finance/cash_in_add');
  await fillBook(page, `Sewa aula ${run}`, '1-1200 ', '4-1400 ', '120000');
  await page.getByRole('button', { name: 'Simpan Kas Masuk' }).click();
  await see(page.getByRole('heading', { name: /^Jurnal KM-\d{4}-\d{6}$/ })).toBeVisible();
  const cashIn = page.url().split('/').pop()!;
  await listed(page, '/finance/cash_in', `Sewa aula ${run}`, 'Rp120.000');
  await listed(page, '/finance/report/cash-in-journal', `Sewa aula ${run}`, '4-1400 Pendapatan Kegiatan');
  await openByMenu(page, `/finance/cash_in_edit/${cashIn}`);
  await see(page.getByText(/^Transaksi yang sudah dicatat tidak diubah/)).toBeVisible();
  await openByMenu(page, `/finance/cash_in_jurnal/${cashIn}`);
  await see(page.locator('tfoot tr').first()).toHaveText(/Jumlah\s*Rp120\.000\s*Rp120\.000/);
  await openByMenu(page, '/finance/cash_transfer_add');
  await fillBook(page, `Ambil kas kecil ${run}`, '1-1200 ', '1-1100 ', '50000');
  await page.getByRole('button', { name: 'Simpan Transfer Kas' }).click();
  await see(page.getByRole('heading', { name: /^Jurnal TK-\d{4}-\d{6}$/ })).toBeVisible();
  const transfer = page.url().split('/').pop()!;
  await listed(page, '/finance/cash_transfer', `Ambil kas kecil ${run}`, 'Rp50.000');
  await openByMenu(page, `/finance/cash_transfer_jurnal/${transfer}`);
  await see(page.getByRole('row', { name: /^1-1100 Kas Rp50\.000/ })).toBeVisible();
  await listed(page, '/finance/report/journal-of-all-trx', `Ambil kas kecil ${run}`, 'Rp50.000');
  await listed(page, '/jurnal_transaction', `Belanja ATK ${run}`, 'Rp94.000');

  // The statements add up: surplus = income − expense; assets = liabilities + equity (with the year's surplus).
  await openByMenu(page, '/finance/report-profitloss/standard');
  await see(page.getByRole('row', { name: /^5-1300 Beban ATK Rp/ })).toBeVisible();
  const total = async (title: string) => rupiahOf(await page.getByRole('row', { name: new RegExp(`^Jumlah ${title} `) }).textContent());
  const income = await total('Pendapatan');
  const expense = await total('Beban');
  expect(income).toBeGreaterThanOrEqual(120_000);
  const result = page.getByText(/^(Surplus|Defisit): /);
  await see(result).toContainText(income >= expense ? 'Surplus' : 'Defisit');
  expect(rupiahOf(await result.textContent())).toBe(Math.abs(income - expense));
  for (const path of ['/finance/report/balance-sheet', '/keuangan_all', '/finance/report2']) {
    await openByMenu(page, path);
    const line = page.getByText(/^Total aset Rp[\d.]+ · total kewajiban dan ekuitas Rp[\d.]+$/);
    await see(line).toBeVisible();
    const [assets, claims] = ((await line.textContent()) ?? '').match(/Rp[\d.]+/g)!.map(rupiahOf);
    expect(assets).toBeGreaterThan(0);
    expect(claims).toBe(assets);
  }
  await see(page.getByRole('heading', { name: 'Laba Rugi' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the bendahara grants a scholarship, bills a rombel for a month, splits one bill into instalments and reads the recap', async ({ page }) => {
  const errors = watchServerErrors(page);
  const run = String(Date.now() % 100_000);
  const period = `2033-${String(1 + (Date.now() % 12)).padStart(2, '0')}`;
  const title = `SPP ${periodLabel(period)}`;
  await signInViaApi(page, 'bendahara@demo.sch.id', '/data_students_scholarship');

  // A scholarship: without a student it is refused; then Rp100.000 off each SPP bill of Bayu Nugraha.
  const form = page.getByRole('form', { name: 'Beasiswa' });
  await form.getByLabel('Potongan per tagihan (Rp)').fill('100000');
  await form.getByLabel('Alasan').fill(`Beasiswa yatim ${run}`);
  await refused(page, form.getByRole('button', { name: 'Simpan beasiswa' }), 'Pilih siswa.', form);
  await form.getByLabel('Cari siswa').fill('Bayu Nugraha');
  await form.getByRole('button', { name: 'Cari' }).click();
  await pick(page, '#bs-student', 'Bayu Nugraha');
  await pick(page, '#bs-fee', 'SPP');
  await form.getByRole('button', { name: 'Simpan beasiswa' }).click();
  const grant = page.getByRole('listitem').filter({ hasText: `Beasiswa yatim ${run}` });
  await see(grant).toContainText('Bayu Nugraha');
  await see(grant).toContainText('Rp100.000 per tagihan');

  // The month's SPP for his rombel, as a job; his bill carries the scholarship.
  await openByMenu(page, '/payment/create-student-invoices_new');
  await pick(page, '#gen-fee', 'SPP');
  await page.getByLabel('Bulan').fill(period);
  await page.getByLabel('Untuk').selectOption({ label: 'Rombel X AKL 1' });
  await page.getByRole('button', { name: 'Buat tagihan' }).click();
  await see(page.getByRole('status').filter({ hasText: new RegExp(`tagihan ${title} dibuat|Tidak ada tagihan baru`) })).toBeVisible({ timeout: 90_000 });
  await openByMenu(page, '/payment/student-invoices_new');
  await page.getByLabel('Nama siswa').fill('Bayu Nugraha');
  await page.getByLabel('Nama siswa').press('Enter');
  await see(page.getByRole('row').filter({ hasText: title })).toContainText(/Rp250\.000\s*Rp0\s*Belum dibayar/);

  // Instalments: amounts that do not add up to the bill are refused; two equal ones are saved, then the plan removed.
  await openByMenu(page, '/project_installments');
  await page.getByLabel('Cari siswa').fill('Bayu Nugraha');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: 'Pilih Bayu Nugraha' }).click();
  await pick(page, '#ci-invoice', title);
  await page.getByLabel('Berapa kali').fill('2');
  await page.getByRole('button', { name: 'Bagi rata' }).click();
  await see(page.getByLabel('Jumlah cicilan 2')).toHaveValue('125000');
  await page.getByLabel('Jumlah cicilan 2').fill('100000');
  await see(page.getByText('Jumlah Rp225.000 dari Rp250.000')).toBeVisible();
  await refused(page, page.getByRole('button', { name: 'Simpan rencana' }), 'Jumlah cicilan Rp225.000 harus sama dengan tagihan Rp250.000.');
  await page.getByLabel('Jumlah cicilan 2').fill('125000');
  await page.getByRole('button', { name: 'Simpan rencana' }).click();
  const plan = page.getByRole('article').filter({ hasText: 'Bayu Nugraha' }).filter({ hasText: title });
  await see(plan).toContainText('sisa Rp250.000 dari Rp250.000');
  await see(plan.getByRole('listitem')).toHaveCount(2);
  await plan.getByRole('button', { name: 'Hapus rencana' }).click();
  await see(plan).toHaveCount(0);

  // The recap of the month: what is left is what was billed less what was paid.
  await openByMenu(page, '/payment/recapitulation-invoices');
  const recap = page
    .getByRole('row')
    .filter({ hasText: periodLabel(period) })
    .filter({ hasText: 'SPP' });
  const cells = recap.getByRole('cell');
  await see(cells.nth(3)).toHaveText(/^Rp[1-9][\d.]+$/);
  const [billed, paid, left] = await Promise.all([3, 4, 5].map(async (i) => rupiahOf(await cells.nth(i).textContent())));
  expect(left).toBe(billed - paid);

  // The invoice list of the same month bills what the recap says.
  await openByMenu(page, '/payment/student-invoices');
  await page.getByLabel('Bulan').selectOption({ label: periodLabel(period) });
  await see(page.getByText(/^\d+ tagihan · ditagih /)).toContainText(`ditagih ${rp(billed)} · dibayar ${rp(paid)} · sisa ${rp(left)}`);

  // The scholarship is withdrawn again (bills already made keep it).
  await openByMenu(page, '/data_students_scholarship');
  await page.getByRole('button', { name: 'Hapus beasiswa Bayu Nugraha' }).click();
  await see(page.getByRole('listitem').filter({ hasText: `Beasiswa yatim ${run}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the bendahara drafts a budget with its activities, and the realization reports add up and export', async ({ page }) => {
  const errors = watchServerErrors(page);
  const run = String(Date.now() % 100_000);
  const name = `RKAS Komite Ekskul ${run}`;
  const year = todayIso().slice(0, 4);
  await signInViaApi(page, 'bendahara@demo.sch.id', '/finance/budget_project');

  // A new draft budget: a two-letter name is refused. It stays a draft: the foundation's queue belongs to the approval test.
  const form = page.getByRole('form', { name: 'Anggaran baru' });
  await form.getByLabel('Nama anggaran').fill('RK');
  await form.getByLabel('Tahun anggaran').fill(year);
  await form.getByLabel('Sumber dana').selectOption({ label: 'Dana Komite' });
  await refused(page, form.getByRole('button', { name: 'Buat anggaran' }), 'Nama anggaran minimal 3 karakter.', form);
  await form.getByLabel('Nama anggaran').fill(name);
  await form.getByRole('button', { name: 'Buat anggaran' }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await see(row).toContainText(new RegExp(`${year}\\s*Dana Komite\\s*Draf\\s*Rp0`));

  // Its activities: a zero unit cost is refused; two are added, one made bigger, the other removed.
  await row.getByRole('link', { name }).click();
  const item = page.getByRole('form', { name: 'Tambah kegiatan' });
  await item.getByLabel('Nama kegiatan').fill(`Lomba LKS ${run}`);
  await pick(page, '#bi-acc', '5-1400 ');
  await item.getByLabel('Volume').fill('2');
  await item.getByLabel('Satuan', { exact: true }).fill('kegiatan');
  await item.getByLabel('Harga satuan').fill('0');
  await refused(page, item.getByRole('button', { name: 'Simpan kegiatan' }), 'Jumlah harus lebih dari nol.', item);
  await item.getByLabel('Harga satuan').fill('3500000');
  await see(item.getByText('Jumlah Rp7.000.000')).toBeVisible();
  await item.getByRole('button', { name: 'Simpan kegiatan' }).click();
  await see(page.getByRole('row').filter({ hasText: `Lomba LKS ${run}` })).toContainText('Rp7.000.000');
  await item.getByLabel('Nama kegiatan').fill(`Pelatihan pembina ${run}`);
  await pick(page, '#bi-acc', '5-1100 ');
  await item.getByLabel('Harga satuan').fill('1500000');
  await item.getByRole('button', { name: 'Simpan kegiatan' }).click();
  await see(page.getByRole('row').filter({ hasText: `Pelatihan pembina ${run}` })).toContainText('Rp1.500.000');
  await page.getByRole('button', { name: `Ubah Lomba LKS ${run}` }).click();
  const edit = page.getByRole('form', { name: 'Ubah kegiatan' });
  await edit.getByLabel('Volume').fill('3');
  await edit.getByRole('button', { name: 'Simpan kegiatan' }).click();
  await see(page.getByRole('row').filter({ hasText: `Lomba LKS ${run}` })).toContainText('Rp10.500.000');
  await page.getByRole('button', { name: `Hapus Pelatihan pembina ${run}` }).click();
  await see(page.getByRole('row').filter({ hasText: `Pelatihan pembina ${run}` })).toHaveCount(0);
  await openByMenu(page, '/finance/budget_project');
  await see(row).toContainText('1 kegiatan');
  await see(row).toContainText(/Draf\s*Rp10\.500\.000\s*Rp0/);

  // The approved budgets' realization: what is left is the plan less what was spent; as Excel too.
  for (const [path, line] of [
    ['/finance/report/realization-budgeting', '5-1100 Beban Gaji'],
    ['/school_activity_budget_report', 'Honor guru tidak tetap'],
  ]) {
    await openByMenu(page, path);
    await page.locator('#rz-year').selectOption(year);
    const summary = page.getByText(/^Rencana Rp[\d.]+ · realisasi Rp[\d.]+ \([\d.,]+%\) · sisa Rp[\d.]+$/);
    await see(summary).toBeVisible();
    const [planned, realized, left] = ((await summary.textContent()) ?? '').match(/Rp[\d.]+/g)!.map(rupiahOf);
    expect(planned).toBeGreaterThan(0);
    expect(left).toBe(planned - realized);
    await see(page.getByRole('row').filter({ hasText: line })).toContainText('Rp108.000.000');
  }
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  // How the BOS received this year was used: what is left is what came in less what was spent.
  await openByMenu(page, '/finance/report/percentage-fund');
  const used = page.getByText(/^Dana diterima .*: Rp[\d.]+ · digunakan Rp[\d.]+ \([\d.,]+%\) · sisa Rp[\d.]+$/);
  await see(used).toBeVisible();
  const [received, spent, unspent] = ((await used.textContent()) ?? '').match(/Rp[\d.]+/g)!.map(rupiahOf);
  expect(received).toBeGreaterThan(0);
  expect(unspent).toBe(received - spent);
  expect(errors).toEqual([]);
});

test('a work order is asked for by the bendahara, approved by the head of school, then paid from the bank', async ({ page }) => {
  const errors = watchServerErrors(page);
  const run = String(Date.now() % 100_000);
  const job = `Servis AC lab komputer ${run}`;
  await signInViaApi(page, 'bendahara@demo.sch.id', '/finance/work_order');

  // Without the expense account it is refused; then it waits for the head of school, who alone may approve it.
  const form = page.getByRole('form', { name: 'Perintah kerja baru' });
  await form.getByLabel('Nilai (Rp)').fill('850000');
  await form.getByLabel('Pelaksana/vendor').fill(`CV Sinar Dingin ${run}`);
  await form.getByLabel('Uraian pekerjaan').fill(job);
  await refused(page, form.getByRole('button', { name: 'Ajukan perintah kerja' }), 'Pilih akun beban.', form);
  await pick(page, '#wo-acc', '5-1500 ');
  await form.getByRole('button', { name: 'Ajukan perintah kerja' }).click();
  const order = page.getByRole('article').filter({ hasText: job });
  await see(order).toContainText('Menunggu persetujuan');
  await see(order).toContainText('Rp850.000');
  await expect(order.getByRole('button', { name: 'Setujui' })).toHaveCount(0);

  await signInViaApi(page, 'kepsek@demo.sch.id', '/finance/work_order');
  await order.getByRole('button', { name: 'Setujui' }).click();
  await see(order).toContainText('Disetujui');

  await signInViaApi(page, 'bendahara@demo.sch.id', '/finance/work_order');
  await order.getByRole('combobox').selectOption({ label: '1-1200 Bank' });
  await order.getByRole('button', { name: 'Bayar' }).click();
  await see(order).toContainText('Dibayar');
  await order.getByRole('link', { name: /^Jurnal KK-\d{4}-\d{6}$/ }).click();
  await see(page.locator('tfoot tr').first()).toHaveText(/Jumlah\s*Rp850\.000\s*Rp850\.000/);
  await see(page.getByRole('row', { name: /^1-1200 Bank/ })).toContainText('Rp850.000');
  expect(errors).toEqual([]);
});
