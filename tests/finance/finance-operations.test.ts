import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { multipart } from '../files/multipart.ts';
import { createJobWorker } from '../../src/server/jobs/worker.ts';
import { FINANCE_JOBS } from '../../src/server/finance/jobs.ts';
import { parseRupiah } from '../../src/server/finance/bank-statement.ts';

/** The bendahara's other desks: gateway payouts, manual bills, work orders, bank statements, the invoice blast, the foundation's view. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let bendahara: string;
let principal: string;
let yayasan: string;
let teacher: string;
let otherAdmin: string;
let siswaId: number;
let nisn: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [bendahara, principal, yayasan, teacher, otherAdmin] = await Promise.all(
    ['bendahara@demo.sch.id', 'kepsek@demo.sch.id', 'yayasan@demo.sch.id', 'guru@demo.sch.id', 'admin.smp@demo.sch.id'].map(
      async (e) => (await t.signIn(e)).token,
    ),
  );
  const mine = (await call('GET', '/api/finance/my-bills', (await t.signIn('siswa@demo.sch.id')).token)).body.accounts[0];
  siswaId = mine.student.id;
  nisn = mine.student.nisn;
});
afterAll(() => t.close());

const accountId = async (code: string) =>
  ((await call('GET', '/api/finance/accounts', bendahara)).body.data as { id: number; code: string }[]).find((a) => a.code === code)!.id;
const balanced = async () => {
  const tb = (await call('GET', '/api/finance/reports/trial-balance?to=2099-12-31', bendahara)).body;
  expect(tb.totalDebit).toBe(tb.totalCredit);
};
const upload = async (bytes: Buffer, name: string, type: string) => {
  const body = multipart(bytes, name, type);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files?kind=bank_statement',
    headers: { ...body.headers, authorization: `Bearer ${bendahara}` },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
};

describe('the payment gateway payout', () => {
  it('pays out what waits at the gateway less its fee, and refuses more than waits', async () => {
    const g = (await call('GET', '/api/finance/gateway', bendahara)).body;
    expect(g.balance).toBeGreaterThan(0);
    expect(g.suggestedFee).toBe(4_000);
    const bank = await accountId('1-1200');
    expect(
      (await call('POST', '/api/finance/gateway/settlements', bendahara, { date: '2031-01-05', amount: g.balance + 1, fee: 0, cashAccountId: bank })).status,
    ).toBe(422);
    expect(
      (await call('POST', '/api/finance/gateway/settlements', bendahara, { date: '2031-01-05', amount: 1000, fee: 1000, cashAccountId: bank })).body.errors.fee,
    ).toBeDefined();
    const paid = await call('POST', '/api/finance/gateway/settlements', bendahara, {
      date: '2031-01-05',
      amount: g.balance,
      fee: g.suggestedFee,
      cashAccountId: bank,
    });
    expect(paid.status).toBe(201);
    expect((await call('GET', '/api/finance/gateway', bendahara)).body.balance).toBe(0);
    expect((await call('POST', '/api/finance/gateway/settlements', teacher, { date: '2031-01-05', amount: 1, fee: 0, cashAccountId: bank })).status).toBe(403);
    await balanced();
  });
});

describe('manual bills and work orders', () => {
  it('bills one student by hand and the cashier takes it; a work order is approved by the principal and paid once', async () => {
    const setup = (await call('GET', '/api/finance/manual-bills', bendahara)).body;
    expect(setup.data.length).toBeGreaterThan(0);
    const fee = setup.feeTypes[0].id;
    const bill = await call('POST', '/api/finance/manual-bills', bendahara, { studentId: siswaId, feeTypeId: fee, title: 'Denda buku hilang', amount: 45_000 });
    expect(bill.status).toBe(201);
    expect(bill.body.ref).toMatch(/^TM-\d{4}-\d{6}$/);
    expect((await call('POST', '/api/finance/manual-bills', bendahara, { studentId: siswaId, feeTypeId: fee, title: 'Nol', amount: 0 })).status).toBe(422);
    expect((await call('POST', '/api/finance/manual-bills', otherAdmin, { studentId: siswaId, feeTypeId: fee, title: 'Lain', amount: 1000 })).status).toBe(404);
    const paid = await call('POST', '/api/finance/payments', bendahara, { studentId: siswaId, items: [{ invoiceId: bill.body.id, amount: 45_000 }] });
    expect(paid.status).toBe(201);

    const orders = (await call('GET', '/api/finance/work-orders', principal)).body;
    const waiting = orders.data.find((o: { status: string }) => o.status === 'submitted');
    expect(waiting).toBeDefined();
    const cash = await accountId('1-1100');
    expect((await call('POST', `/api/finance/work-orders/${waiting.id}/pay`, bendahara, { cashAccountId: cash, date: '2031-01-06' })).status).toBe(409);
    expect((await call('POST', `/api/finance/work-orders/${waiting.id}/decision`, bendahara, { decision: 'approve' })).status).toBe(403);
    expect((await call('POST', `/api/finance/work-orders/${waiting.id}/decision`, principal, { decision: 'approve' })).status).toBe(200);
    expect((await call('POST', `/api/finance/work-orders/${waiting.id}/pay`, principal, { cashAccountId: cash, date: '2031-01-06' })).status).toBe(403);
    expect((await call('POST', `/api/finance/work-orders/${waiting.id}/pay`, bendahara, { cashAccountId: cash, date: '2031-01-06' })).status).toBe(200);
    expect((await call('POST', `/api/finance/work-orders/${waiting.id}/pay`, bendahara, { cashAccountId: cash, date: '2031-01-06' })).status).toBe(409);
    const created = await call('POST', '/api/finance/work-orders', bendahara, {
      date: '2031-01-07',
      vendor: 'Toko ATK',
      description: 'Kertas',
      accountId: await accountId('4-9000'),
      amount: 10,
    });
    expect(created.body.errors.accountId).toBeDefined();
    await balanced();
  });
});

describe('bank statements', () => {
  it('reads Indonesian amounts in either notation and refuses fractions of a rupiah', () => {
    expect(parseRupiah('1,500,000.00 CR')).toEqual({ value: 1_500_000, mark: 'CR' });
    expect(parseRupiah('1.500.000,00')).toEqual({ value: 1_500_000, mark: null });
    expect(parseRupiah('Rp 25.000')).toEqual({ value: 25_000, mark: null });
    expect(parseRupiah('350.000 DB')).toEqual({ value: 350_000, mark: 'DB' });
    expect(parseRupiah('12,5')).toBeNull();
    expect(parseRupiah('abc')).toBeNull();
  });

  it('imports a BCA CSV: matches a credit by NISN, reports unreadable rows, posts once, skips a file already read', async () => {
    const before = (await call('GET', `/api/finance/students/${siswaId}/account`, bendahara)).body.outstanding;
    const csv = [
      'Informasi Rekening - Mutasi Rekening',
      'No. rekening : 0123456789',
      '',
      'Tanggal Transaksi,Keterangan,Cabang,Jumlah,Saldo',
      `05/01/2031,"TRSF E-BANKING CR 0501/FTSCY/WS95031 SPP ${nisn} BUDI",0000,"50,000.00 CR","10,050,000.00"`,
      '05/01/2031,BIAYA ADM,0000,"10,000.00 DB","10,040,000.00"',
      '06/01/2031,SETORAN TUNAI TANPA KETERANGAN,0000,"75,000.00 CR","10,115,000.00"',
      'PEND,TRANSFER TERTUNDA,0000,"1,000.00 CR",',
      '07/01/2031,PECAHAN,0000,"1,000.50 CR","10,116,000.50"',
    ].join('\r\n');
    const fileId = await upload(Buffer.from(csv), 'mutasi-bca.csv', 'text/csv');
    const first = await call('POST', '/api/finance/bank-mutations/import', bendahara, { fileId });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.rows).toBe(3);
    expect(first.body.matched).toBe(1);
    expect(first.body.errors.map((e: { row: number }) => e.row)).toEqual([8, 9]);
    const list = (await call('GET', `/api/finance/bank-mutations?importId=${first.body.importId}`, bendahara)).body;
    const match = list.data.find((r: { status: string }) => r.status === 'matched');
    expect(match.studentId).toBe(siswaId);
    expect(list.data.find((r: { direction: string }) => r.direction === 'debit').status).toBe('ignored');
    const posted = await call('POST', `/api/finance/bank-mutations/${match.id}/post`, bendahara, {});
    expect(posted.status).toBe(201);
    expect((await call('GET', `/api/finance/students/${siswaId}/account`, bendahara)).body.outstanding).toBe(before - 50_000);
    expect((await call('POST', `/api/finance/bank-mutations/${match.id}/post`, bendahara, {})).status).toBe(409);
    const again = await call('POST', '/api/finance/bank-mutations/import', bendahara, { fileId: await upload(Buffer.from(csv), 'mutasi-bca.csv', 'text/csv') });
    expect(again.body.stored).toBe(0);
    expect(again.body.duplicates).toBe(3);
    const unknown = list.data.find((r: { status: string }) => r.status === 'unmatched');
    expect((await call('POST', `/api/finance/bank-mutations/${unknown.id}/post`, bendahara, {})).status).toBe(422);
    expect((await call('POST', `/api/finance/bank-mutations/${unknown.id}/ignore`, bendahara)).status).toBe(200);
    // Another school's bookkeeper cannot read this school's file: it is not found for them.
    expect((await call('POST', '/api/finance/bank-mutations/import', otherAdmin, { fileId })).body.errors.fileId).toBeDefined();
    await balanced();
  });

  it('imports a Mandiri-style workbook with debit and credit columns', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Mutasi');
    sheet.addRow(['Account No', 'Date', 'Description', 'Debit', 'Credit', 'Balance']);
    sheet.addRow(['1230001', new Date(Date.UTC(2031, 0, 8)), `SPP ${nisn}`, 0, 25000, 1000000]);
    sheet.addRow(['1230001', '08/01/2031', 'ADM', 5000, 0, 995000]);
    const fileId = await upload(
      Buffer.from(await book.xlsx.writeBuffer()),
      'mandiri.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const res = await call('POST', '/api/finance/bank-mutations/import', bendahara, { fileId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rows: 2, matched: 1, errors: [] });
    const bad = await upload(Buffer.from('a,b,c\n1,2,3\n'), 'kosong.csv', 'text/csv');
    const refused = await call('POST', '/api/finance/bank-mutations/import', bendahara, { fileId: bad });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file[0]).toContain('tidak ditemukan');
  });
});

describe('the invoice blast', () => {
  it('previews, then a job queues one message per family through the outbox, with progress', async () => {
    const setup = (await call('GET', '/api/finance/blasts', bendahara)).body;
    const template = setup.templates.find((x: { channel: string; kind: string }) => x.channel === 'whatsapp' && x.kind === 'tagihan');
    const input = { period: setup.periods[0], templateId: template.id, onlyUnpaid: true };
    const preview = await call('POST', '/api/finance/blasts/preview', bendahara, input);
    expect(preview.status).toBe(200);
    expect(preview.body.messages).toBeGreaterThan(0);
    expect(preview.body.sample.text).toContain('Jumlah: Rp');
    expect(preview.body.sample.text).not.toMatch(/\{[a-z]+\}/);
    const sent = await call('POST', '/api/finance/blasts', bendahara, input);
    expect(sent.status).toBe(202);
    expect(await createJobWorker({ db: t.database.db, handlers: FINANCE_JOBS }).runOnce()).toBe(true);
    const job = (await call('GET', `/api/jobs/${sent.body.jobId}`, bendahara)).body;
    expect(job.status).toBe('done');
    expect(job.result.queued).toBe(preview.body.messages);
    const after = (await call('GET', '/api/finance/blasts', bendahara)).body.blasts[0];
    expect(after).toMatchObject({ status: 'sent', queued: preview.body.messages });
    expect((await call('POST', '/api/finance/blasts', teacher, input)).status).toBe(403);
    expect((await call('POST', '/api/finance/blasts', bendahara, { ...input, templateId: 999_999 })).status).toBe(422);
  });

  it("narrows to one student's family, and refuses a blast that would reach nobody", async () => {
    const setup = (await call('GET', '/api/finance/blasts', bendahara)).body;
    const template = setup.templates.find((x: { channel: string; kind: string }) => x.channel === 'whatsapp' && x.kind === 'tagihan');
    const input = { period: setup.periods[0], templateId: template.id, onlyUnpaid: false, studentId: siswaId };
    const one = await call('POST', '/api/finance/blasts/preview', bendahara, input);
    expect(one.status).toBe(200);
    // The demo student's family is one guardian with one phone (ortu@demo.sch.id).
    expect(one.body).toMatchObject({ students: 1, messages: 1, sample: { to: '080012345678' } });
    const sent = await call('POST', '/api/finance/blasts', bendahara, input);
    expect(sent.status).toBe(202);
    await createJobWorker({ db: t.database.db, handlers: FINANCE_JOBS }).runOnce();
    expect((await call('GET', '/api/finance/blasts', bendahara)).body.blasts[0]).toMatchObject({ status: 'sent', students: 1, queued: 1 });

    // A student of the school without any invoice of the month: nothing to send, said on the student field.
    const stranger = (await call('GET', '/api/finance/students', bendahara)).body.data.find((s: { id: number }) => s.id !== siswaId);
    const period = '2001-01';
    const none = await call('POST', '/api/finance/blasts/preview', bendahara, { ...input, period, studentId: stranger.id });
    expect(none.status).toBe(422);
    expect(none.body.errors.studentId).toEqual(['Tidak ada tagihan Januari 2001 untuk pilihan ini.']);
    expect((await call('POST', '/api/finance/blasts', bendahara, { ...input, period, studentId: stranger.id })).status).toBe(422);
  });
});

describe('the message templates', () => {
  const template = (body: string, subject: string | null = null) => ({
    name: `Templat uji ${body.length}`,
    kind: 'tagihan',
    channel: 'whatsapp',
    subject,
    body,
  });

  it('refuses a placeholder the blast cannot fill, on the field that has it', async () => {
    const bad = await call('POST', '/api/resources/finance-templates', bendahara, template('Yth. wali {nmaa}, tagihan {bulan}: {jumlah}.', 'Tagihan {bln}'));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.body[0]).toMatch(/^Penanda tidak dikenal: \{nmaa\}\. Gunakan \{nama\}, /);
    expect(bad.body.errors.subject[0]).toMatch(/^Penanda tidak dikenal: \{bln\}\./);
    const good = await call('POST', '/api/resources/finance-templates', bendahara, template('Yth. wali {nama}, tagihan {bulan}: {jumlah}.'));
    expect(good.status).toBe(201);
    const edited = await call('PUT', `/api/resources/finance-templates/${good.body.data.id}`, bendahara, {
      ...template('Yth. {wali} {nama}.'),
      name: 'Templat uji ubah',
    });
    expect(edited.status).toBe(422);
    expect(edited.body.errors.body[0]).toMatch(/^Penanda tidak dikenal: \{wali\}\./);
    expect((await call('DELETE', `/api/resources/finance-templates/${good.body.data.id}`, bendahara)).status).toBeLessThan(300);
  });
});

describe('the foundation', () => {
  it('sees each of its schools and the totals; a school bendahara may not', async () => {
    const dash = await call('GET', '/api/finance/foundation/dashboard', yayasan);
    expect(dash.status).toBe(200);
    expect(dash.body.schools.length).toBeGreaterThanOrEqual(2);
    const smk = dash.body.schools.find((s: { billed: number }) => s.billed > 0);
    expect(smk.monthly).toHaveLength(6);
    expect(dash.body.totals.billed).toBe(dash.body.schools.reduce((s: number, r: { billed: number }) => s + r.billed, 0));
    expect((await call('GET', '/api/finance/foundation/dashboard', bendahara)).status).toBe(403);
    expect((await call('GET', '/api/finance/foundation/dashboard?month=2026-13', yayasan)).status).toBe(422);
  });

  it('keeps the finance settings', async () => {
    const saved = await call('PUT', '/api/finance/settings', bendahara, {
      dueDay: 15,
      treasurerName: 'Maya Sari',
      receiptNote: null,
      acceptDeposit: false,
      vaProvider: 'simulasi',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ dueDay: 15, treasurerName: 'Maya Sari' });
    expect(saved.body.counts.templates).toBeGreaterThan(0);
    expect((await call('PUT', '/api/finance/settings', bendahara, { dueDay: 31, vaProvider: 'simulasi' })).status).toBe(422);
    expect((await call('PUT', '/api/finance/settings', principal, { dueDay: 10, vaProvider: 'simulasi' })).status).toBe(403);
  });

  it('chooses a real gateway only once its credentials are stored', async () => {
    const settings = { dueDay: 10, treasurerName: null, receiptNote: null, acceptDeposit: false, vaProvider: 'xendit' };
    const early = await call('PUT', '/api/finance/settings', bendahara, settings);
    expect(early.status).toBe(422);
    expect(early.body.errors.vaProvider).toEqual(['Simpan dulu kredensial Xendit di bagian kredensial penyedia pembayaran.']);
    const credentials = { secretKey: 'xnd_development_rahasia', callbackToken: 'token-callback-uji' };
    expect((await call('PUT', '/api/finance/gateway/credentials', bendahara, { provider: 'xendit', credentials })).status).toBe(200);
    expect((await call('PUT', '/api/finance/settings', bendahara, settings)).body.vaProvider).toBe('xendit');
    expect((await call('PUT', '/api/finance/settings', bendahara, { ...settings, vaProvider: 'simulasi' })).status).toBe(200);
  });
});
