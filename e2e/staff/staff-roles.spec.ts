import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { pushRoute } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';

/**
 * Staff records and payroll, and the PPDB desks, as each role uses them (issue 19): the TU staff adds an allowance,
 * gives it and a second position to an employee, and runs a month's payroll with it to its close; the principal
 * reads the payroll, downloads a payslip and reads the admissions recap; the admin keeps the ranks, types,
 * statuses and appendices and a cost reduction; the foundation reads the recap of all its schools.
 */
test.setTimeout(120_000);
// The first screen of a fresh page waits for the shell and its menu; on a busy CI machine that takes a while.
const see = expect.configure({ timeout: 20_000 });
const run = Date.now().toString(36).slice(-5);
// A month of its own, far ahead, so a retry or another spec never meets it half-done.
const month = `20${40 + (parseInt(run, 36) % 50)}-${String((parseInt(run, 36) % 12) + 1).padStart(2, '0')}`;

test('the TU staff keeps an employee record and closes a month of payroll', async ({ page }) => {
  const errors = watchServerErrors(page);
  const allowance = `Tunjangan wali kelas ${run}`;
  const position = `Wali Kelas X-${run}`;
  await signInViaApi(page, 'staf@demo.sch.id', '/employee_allowance_add');
  await page.getByRole('textbox', { name: 'Nama', exact: true }).fill(allowance);
  await page.getByRole('combobox', { name: 'Jenis', exact: true }).selectOption('allowance');
  await page.getByLabel('Nominal Bawaan (Rp)').fill('150000');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('row', { name: new RegExp(allowance) })).toContainText('150000');
  await page.getByRole('link', { name: `Ubah ${allowance}` }).click();
  await page.getByLabel('Nominal Bawaan (Rp)').fill('175000');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('row', { name: new RegExp(allowance) })).toContainText('175000');

  await pushRoute(page, '/employee_kepegawaian');
  // The first employee with a record (a rank, allowances) and one position.
  const first = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasNotText: 'Belum ada data kepegawaian' })
    .filter({ hasNotText: ' + ' })
    .first()
    .getByRole('link', { name: /^Buka data kepegawaian / });
  await see(first).toBeVisible();
  const person = (await first.getAttribute('aria-label'))!.replace('Buka data kepegawaian ', '');
  await first.click();
  const form = page.getByRole('form', { name: 'Data kepegawaian' });
  await form.getByLabel('Nomor SK').fill(`800/${run}/SMKDEMO/2026`);
  await form.getByLabel('NRG').fill('12');
  await form.getByRole('button', { name: 'Simpan data kepegawaian' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await see(form).toContainText('NRG 12 digit angka.');
  await form.getByLabel('NRG').fill('998877665544');
  const positions = form.getByLabel(/^Jabatan/);
  await see(positions).not.toHaveValue('');
  await positions.fill(`${await positions.inputValue()}\n${position}`);
  await form.getByLabel(`${allowance} (tunjangan)`).fill('200000');
  await form.getByRole('button', { name: 'Simpan data kepegawaian' }).click();
  await see(page.getByRole('dialog')).toContainText('Data kepegawaian tersimpan');

  // The v2 screens show what was saved, read-only even to the TU staff.
  await pushRoute(page, '/employee_kepegawaian_v2');
  await page.getByRole('link', { name: `Lihat data kepegawaian ${person}` }).click();
  await see(page.getByRole('heading', { name: person })).toBeVisible();
  await see(page.getByText('998877665544')).toBeVisible();
  await see(page.getByText(`800/${run}/SMKDEMO/2026`)).toBeVisible();
  await see(page.getByText(allowance)).toBeVisible();
  await see(page.getByText('Rp200.000')).toBeVisible();
  await see(page.getByRole('form', { name: 'Data kepegawaian' })).toHaveCount(0);
  // Two positions make a dual position; the new position lists its holder.
  await pushRoute(page, '/dual_position_employee');
  await see(page.getByRole('listitem').filter({ hasText: person })).toContainText(` + ${position}`);
  await pushRoute(page, '/data_jabatan');
  await see(page.getByRole('article', { name: `${position} (1)` }).getByRole('link', { name: person })).toBeVisible();

  await pushRoute(page, '/employee_report_salary');
  await page.getByLabel('Bulan').fill(month);
  await page.getByRole('button', { name: 'Susun gaji' }).click();
  await see(page.getByText('Draf (masih dapat diubah)')).toBeVisible();
  await see(page.getByRole('link', { name: /^Slip gaji / }).nth(19)).toBeVisible();
  await page.getByRole('link', { name: `Slip gaji ${person}` }).click();
  // The month's slip carries the new allowance at the amount on the record.
  const slip = page.getByRole('form', { name: 'Rincian slip' });
  await see(slip.getByLabel('Uraian 1', { exact: true })).toBeVisible();
  const lines = await slip.getByLabel(/^Uraian \d+$/).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(lines).toContain(allowance);
  await see(slip.getByLabel(`Jumlah (Rp)`).nth(lines.indexOf(allowance))).toHaveValue('200000');
  const summary = slip.getByText(/^Gaji pokok Rp/);
  const net = Number((await summary.textContent())!.match(/diterima Rp([\d.]+)/)![1].replace(/\./g, ''));
  await page.getByRole('button', { name: 'Tambah baris' }).click();
  await slip.getByLabel(`Uraian ${lines.length + 1}`, { exact: true }).fill('Potongan alpa 1 hari');
  await slip.getByLabel('Jumlah (Rp)').last().fill('50000');
  await page.getByRole('button', { name: 'Simpan slip' }).click();
  await see(page.getByRole('dialog')).toContainText('Slip tersimpan');
  await see(summary).toContainText(`diterima Rp${(net - 50_000).toLocaleString('id-ID')}`);

  await page.getByRole('link', { name: '← Laporan Gaji Pegawai' }).click();
  await page.getByLabel('Bulan').fill(month);
  await page.getByRole('button', { name: 'Tutup bulan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tutup bulan' }).click();
  await see(page.getByText('Ditutup', { exact: true })).toBeVisible();
  await see(page.getByRole('button', { name: 'Susun ulang' })).toHaveCount(0);
  // A closed month's slip can only be read.
  await page.getByRole('link', { name: `Slip gaji ${person}` }).click();
  await see(page.getByText(`${month} · bulan sudah ditutup`)).toBeVisible();
  await see(page.getByRole('table', { name: 'Rincian gaji' })).toContainText('Potongan alpa 1 hari');
  await see(page.getByRole('button', { name: 'Simpan slip' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the principal reads the payroll and downloads a payslip, and follows admissions', async ({ page }) => {
  const errors = watchServerErrors(page);
  const { token } = await signInViaApi(page, 'kepsek@demo.sch.id', '/employee_report_salary');
  await see(page.getByText('Ditutup', { exact: true })).toBeVisible();
  await see(page.getByRole('button', { name: /Susun/ })).toHaveCount(0);
  await page
    .getByRole('link', { name: /^Slip gaji / })
    .first()
    .click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF Slip Gaji' }).click();
  expect((await download).suggestedFilename()).toMatch(/^slip-gaji-.*\.pdf$/);

  await pushRoute(page, '/employee_kepegawaian');
  await page
    .getByRole('link', { name: / data kepegawaian / })
    .first()
    .click();
  await see(page.getByText('Golongan', { exact: true })).toBeVisible();
  await see(page.getByRole('form', { name: 'Data kepegawaian' })).toHaveCount(0);

  // The recap shows each pathway's quota and seats as the school's records have them.
  const recap = (await (await page.request.get('/api/ppdb/recap/school', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    periods: { name: string; academicYear: string; pathways: { label: string; quota: number; accepted: number }[] }[];
  };
  const demo = recap.periods.find((p) => p.name.startsWith('Gelombang Demo'))!;
  await pushRoute(page, '/rekapitulasi_PPDB_per_sekolah');
  await see(page.getByRole('heading', { name: 'Rekap PPDB SMK Demo Nusantara' })).toBeVisible();
  const table = page.getByRole('table', { name: `${demo.name} · TA ${demo.academicYear}` });
  for (const w of demo.pathways) {
    const cells = table.getByRole('row', { name: new RegExp(`^${w.label}\\b`) }).getByRole('cell');
    await see(cells.nth(0)).toHaveText(String(w.quota));
    await see(cells.nth(4)).toHaveText(String(w.accepted));
  }
  await pushRoute(page, '/ppdb_setting/period');
  await page.getByRole('link', { name: /Buka Gelombang Demo/ }).click();
  await see(page.getByText(/\d+ pendaftar/).first()).toBeVisible();
  // The dossiers (and their documents) are for the PPDB staff only.
  await see(page.getByRole('button', { name: /^Berkas / })).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** A plain list's add form, then "Ubah" on the new row to give it a description, which the list then shows. */
async function addThenDescribe(page: Page, path: string, label: string, name: string, description: string) {
  await pushRoute(page, path);
  await page.getByLabel(label).fill(name);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await page.getByRole('link', { name: `Ubah ${name}` }).click();
  await page.getByLabel('Keterangan').fill(description);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('row', { name: new RegExp(name) })).toContainText(description);
}

test('the admin keeps the ranks, types, statuses and appendices, and a cost reduction', async ({ page }) => {
  // The longest walk of the file: four lists, an upload and a reduction.
  test.setTimeout(180_000);
  const errors = watchServerErrors(page);
  const { token, data } = await signInViaApi(page, 'admin@demo.sch.id', '/employee_group_degree_add');
  const code = `X/${run}`.slice(0, 10);
  await page.getByLabel('Golongan/Ruang').fill(code);
  await page.getByLabel('Pangkat').fill(`Pangkat Uji ${run}`);
  await page.getByLabel('Gaji Pokok (Rp)').fill('4000000');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('row', { name: new RegExp(`Pangkat Uji ${run}`) })).toContainText('4000000');
  await page.getByRole('link', { name: `Ubah ${code}` }).click();
  await page.getByLabel('Gaji Pokok (Rp)').fill('4250000');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('row', { name: new RegExp(`Pangkat Uji ${run}`) })).toContainText('4250000');

  await addThenDescribe(page, '/employee_type_add', 'Jenis Pegawai', `Guru Produktif ${run}`, 'Guru mata pelajaran kejuruan');
  await pushRoute(page, '/employee_status_add');
  await page.getByLabel('Status Kepegawaian').fill('PNS');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Status ini sudah ada.')).toBeVisible();
  await addThenDescribe(page, '/employee_status_add', 'Status Kepegawaian', `Honorer Sekolah ${run}`, 'Dibayar dari dana BOS');

  // The employees grouped by rank, as many under each as the records say.
  const staff = (await (await page.request.get('/api/staff/employees', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { groupCode: string | null }[];
  };
  await pushRoute(page, '/gol_pegawai');
  for (const rank of new Set(staff.data.map((e) => e.groupCode ?? 'Tanpa golongan'))) {
    const n = staff.data.filter((e) => (e.groupCode ?? 'Tanpa golongan') === rank).length;
    await see(page.getByRole('heading', { name: `${rank} (${n})`, exact: true })).toBeVisible();
  }

  // An appendix with its scan: refused without a title and a file, then saved, corrected, and on the record.
  await pushRoute(page, '/employee_appendix');
  await page.getByRole('link', { name: 'Tambah lampiran' }).click();
  const appendix = page.getByRole('form', { name: 'Lampiran pegawai' });
  await appendix.getByLabel('Pegawai').selectOption({ label: data.full_name as string });
  await appendix.getByLabel('Jenis lampiran').selectOption('Sertifikat');
  await appendix.getByLabel('Judul').fill('SK');
  await appendix.getByRole('button', { name: 'Simpan lampiran' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await see(appendix).toContainText('Judul minimal 3 karakter.');
  await see(appendix).toContainText('Unggah berkasnya dahulu.');
  const title = `Sertifikat Uji ${run}`;
  await appendix.getByLabel('Judul').fill(title);
  await appendix.getByLabel('Nomor dokumen').fill(`SRT/${run}/1`);
  await appendix.getByLabel('Tanggal dokumen').fill('2025-08-17');
  await appendix
    .getByLabel('Berkas lampiran (PDF/JPG/PNG)')
    .setInputFiles({ name: 'sertifikat.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n') });
  await see(appendix.getByText('Berkas terpasang.')).toBeVisible();
  await appendix.getByRole('button', { name: 'Simpan lampiran' }).click();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await see(item).toContainText(`SRT/${run}/1`);
  await see(item.getByRole('button', { name: `Lihat berkas ${title}` })).toBeVisible();
  await item.getByRole('link', { name: `Ubah ${title}` }).click();
  await see(appendix.getByLabel('Judul')).toHaveValue(title);
  await appendix.getByLabel('Nomor dokumen').fill(`SRT/${run}/2`);
  await appendix.getByRole('button', { name: 'Simpan lampiran' }).click();
  await see(item).toContainText(`SRT/${run}/2`);
  await pushRoute(page, `/employee_kepegawaian_detail/${data.id}`);
  await see(page.getByText(`Sertifikat: ${title} (SRT/${run}/2)`)).toBeVisible();

  await pushRoute(page, '/ppdb_reduction_costs');
  await see(page.getByText('Potongan jalur afirmasi')).toBeVisible();
  const form = page.getByRole('form', { name: 'Potongan baru' });
  await form.getByLabel('PPDB', { exact: true }).selectOption({ label: 'PPDB TA 2027/2028' });
  await form.getByLabel('Nama potongan').fill(`Potongan saudara kandung ${run}`);
  await form.getByLabel('Bentuk').selectOption('percent');
  await form.getByLabel('Persen').fill('25');
  await form.getByRole('button', { name: 'Simpan potongan' }).click();
  await page.getByRole('link', { name: `Detail Potongan saudara kandung ${run}` }).click();
  await see(page.getByText('Rp5.200.000 menjadi')).toBeVisible();
  await see(page.getByText('Rp3.900.000')).toBeVisible();
  // Changed on its own page: over 100% is refused under the field, half leaves half to pay.
  const change = page.getByRole('form', { name: 'Ubah potongan' });
  await change.getByLabel('Persen').fill('150');
  await change.getByRole('button', { name: 'Simpan potongan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await see(change).toContainText('Paling banyak 100%.');
  await change.getByLabel('Persen').fill('50');
  await change.getByRole('button', { name: 'Simpan potongan' }).click();
  await see(page.getByText('Rp2.600.000', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the foundation reads the admissions recap of all its schools', async ({ page }) => {
  const errors = watchServerErrors(page);
  const { token } = await signInViaApi(page, 'yayasan@demo.sch.id', '/rekapitulasi_PPDB_seluruh_sekolah');
  const recap = (await (await page.request.get('/api/ppdb/recap/foundation', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    schools: { schoolName: string; quota: number }[];
  };
  const table = page.getByRole('table', { name: 'Per sekolah, semua gelombang' });
  await see(table).toContainText('SMK Demo Nusantara');
  await see(table).toContainText('SMP Demo Nusantara');
  // Each school's quota as its settings have it. SMK Demo's is left out: the admission test adds a period to it
  // at any moment, and the applicant counts move while other tests register.
  for (const s of recap.schools.filter((x) => x.schoolName !== 'SMK Demo Nusantara')) {
    await see(
      table
        .getByRole('row', { name: new RegExp(`^${s.schoolName} `) })
        .getByRole('cell')
        .first(),
    ).toHaveText(String(s.quota));
  }
  expect(errors).toEqual([]);
});
