import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** Savings, instalments, budgets with the foundation's approval and their reports, and the Excel exports. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let bendahara: string;
let yayasan: string;
let ortu: string;
let teacher: string;
let otherAdmin: string;
let siswaId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [bendahara, yayasan, ortu, teacher, otherAdmin] = await Promise.all(
    ['bendahara@demo.sch.id', 'yayasan@demo.sch.id', 'ortu@demo.sch.id', 'guru@demo.sch.id', 'admin.smp@demo.sch.id'].map(
      async (e) => (await t.signIn(e)).token,
    ),
  );
  siswaId = (await call('GET', '/api/finance/my-bills', ortu)).body.accounts[0].student.id;
});
afterAll(() => t.close());

const balanced = async () => {
  const tb = (await call('GET', '/api/finance/reports/trial-balance?to=2099-12-31', bendahara)).body;
  expect(tb.totalDebit).toBe(tb.totalCredit);
};

describe('savings', () => {
  it('deposits and withdraws with journals, refuses more than the balance, shows the family the balance', async () => {
    const before = (await call('GET', `/api/finance/students/${siswaId}/account`, bendahara)).body.savings.balance;
    const dep = await call('POST', '/api/finance/savings', bendahara, { studentId: siswaId, kind: 'deposit', amount: 75_000 });
    expect(dep.status).toBe(201);
    expect(dep.body.balance).toBe(before + 75_000);
    const over = await call('POST', '/api/finance/savings', bendahara, { studentId: siswaId, kind: 'withdraw', amount: before + 75_001 });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount[0]).toContain('tidak cukup');
    expect((await call('POST', '/api/finance/savings', bendahara, { studentId: siswaId, kind: 'deposit', amount: 0 })).status).toBe(422);
    const out = await call('POST', '/api/finance/savings', bendahara, { studentId: siswaId, kind: 'withdraw', amount: 25_000 });
    expect(out.body.balance).toBe(before + 50_000);
    // Two withdrawals of the whole balance at once: one goes through, the other finds it gone.
    const all = before + 50_000;
    const race = await Promise.all([1, 2].map(() => call('POST', '/api/finance/savings', bendahara, { studentId: siswaId, kind: 'withdraw', amount: all })));
    expect(race.map((r) => r.status).sort()).toEqual([201, 422]);
    const family = (await call('GET', '/api/finance/my-bills', ortu)).body.accounts[0];
    expect(family.savings.balance).toBe(0);
    const journal = await call('GET', `/api/finance/savings/journal?studentId=${siswaId}&from=2000-01-01`, ortu);
    expect(journal.status).toBe(200);
    expect((await call('GET', '/api/finance/savings/journal', ortu)).status).toBe(403);
    const list = (await call('GET', '/api/finance/savings', bendahara)).body;
    expect(list.total).toBeGreaterThan(0);
    const mutation = (await call('GET', '/api/finance/savings/mutation?from=2000-01-01', bendahara)).body;
    expect(mutation.closing).toBe(list.total);
    expect((await call('POST', '/api/finance/savings', otherAdmin, { studentId: siswaId, kind: 'deposit', amount: 1000 })).status).toBe(404);
    expect((await call('POST', '/api/finance/savings', teacher, { studentId: siswaId, kind: 'deposit', amount: 1000 })).status).toBe(403);
    await balanced();
  });
});

describe('instalments', () => {
  it('plans an invoice in parts that add up to it, shows them to the family, refuses a wrong sum', async () => {
    const plans = (await call('GET', '/api/finance/installments', bendahara)).body;
    expect(plans.data.length).toBeGreaterThan(0);
    const account = (await call('GET', `/api/finance/students/${siswaId}/account`, bendahara)).body;
    const open = account.invoices.find((i: { remaining: number; period: string }) => i.remaining > 0 && i.period !== '') as { id: number; net: number };
    const wrong = await call('PUT', '/api/finance/installments', bendahara, {
      invoiceId: open.id,
      installments: [
        { dueDate: '2031-01-10', amount: 1 },
        { dueDate: '2031-02-10', amount: 1 },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.installments[0]).toContain('harus sama');
    const order = await call('PUT', '/api/finance/installments', bendahara, {
      invoiceId: open.id,
      installments: [
        { dueDate: '2031-02-10', amount: 1 },
        { dueDate: '2031-01-10', amount: open.net - 1 },
      ],
    });
    expect(order.status).toBe(422);
    const half = Math.floor(open.net / 2);
    const ok = await call('PUT', '/api/finance/installments', bendahara, {
      invoiceId: open.id,
      installments: [
        { dueDate: '2000-01-10', amount: half },
        { dueDate: '2099-02-10', amount: open.net - half },
      ],
    });
    expect(ok.status).toBe(200);
    const family = (await call('GET', '/api/finance/my-bills', ortu)).body.accounts[0];
    expect(family.installments.filter((c: { invoiceId: number }) => c.invoiceId === open.id).map((c: { status: string }) => c.status)).toEqual(
      expect.arrayContaining(['due']),
    );
    expect((await call('DELETE', `/api/finance/installments/${open.id}`, bendahara)).status).toBe(200);
    expect((await call('DELETE', `/api/finance/installments/${open.id}`, bendahara)).status).toBe(404);
  });
});

describe('budgets', () => {
  it('the school drafts and submits, the foundation approves or returns, spending is capped and realised', async () => {
    const accounts = (await call('GET', '/api/finance/accounts', bendahara)).body.data as { id: number; code: string }[];
    const atk = accounts.find((a) => a.code === '5-1300')!.id;
    const bank = accounts.find((a) => a.code === '1-1200')!.id;
    const income = accounts.find((a) => a.code === '4-9000')!.id;
    const created = await call('POST', '/api/finance/budgets', bendahara, { name: 'RKAS Uji 2031', fiscalYear: '2031', fundSource: 'bos' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await call('POST', `/api/finance/budgets/${id}/submit`, bendahara)).status).toBe(422);
    expect(
      (
        await call('POST', `/api/finance/budgets/${id}/items`, bendahara, {
          name: 'Kertas ujian',
          category: 'asesmen',
          accountId: income,
          volume: 10,
          unit: 'rim',
          unitCost: 50_000,
        })
      ).status,
    ).toBe(422);
    const item = await call('POST', `/api/finance/budgets/${id}/items`, bendahara, {
      name: 'Kertas ujian',
      category: 'asesmen',
      accountId: atk,
      volume: 10,
      unit: 'rim',
      unitCost: 50_000,
    });
    expect(item.status).toBe(201);
    // Not approved yet: no spending against it.
    expect(
      (
        await call('POST', `/api/finance/budgets/items/${item.body.id}/disburse`, bendahara, {
          amount: 1000,
          cashAccountId: bank,
          date: '2031-03-01',
          description: 'Terlalu awal',
        })
      ).body.errors['lines.0.budgetItemId'],
    ).toBeDefined();
    expect((await call('POST', `/api/finance/budgets/${id}/submit`, bendahara)).body.status).toBe('submitted');
    expect(
      (
        await call('POST', `/api/finance/budgets/${id}/items`, bendahara, {
          name: 'Tambahan',
          category: 'asesmen',
          accountId: atk,
          volume: 1,
          unit: 'rim',
          unitCost: 1,
        })
      ).status,
    ).toBe(409);

    const desk = (await call('GET', '/api/finance/foundation/budgets', yayasan)).body;
    expect(desk.data[0].status).toBe('submitted');
    expect(desk.data.some((b: { id: number }) => b.id === id)).toBe(true);
    expect((await call('POST', `/api/finance/foundation/budgets/${id}/decision`, bendahara, { decision: 'approve' })).status).toBe(403);
    expect((await call('POST', `/api/finance/foundation/budgets/${id}/decision`, yayasan, { decision: 'reject' })).status).toBe(422);
    expect(
      (await call('POST', `/api/finance/foundation/budgets/${id}/decision`, yayasan, { decision: 'reject', note: 'Harga kertas terlalu tinggi' })).status,
    ).toBe(200);
    expect((await call('GET', `/api/finance/budgets/${id}`, bendahara)).body.status).toBe('rejected');
    await call('PUT', `/api/finance/budgets/${id}/items/${item.body.id}`, bendahara, {
      name: 'Kertas ujian',
      category: 'asesmen',
      accountId: atk,
      volume: 10,
      unit: 'rim',
      unitCost: 45_000,
    });
    await call('POST', `/api/finance/budgets/${id}/submit`, bendahara);
    expect((await call('POST', `/api/finance/foundation/budgets/${id}/decision`, yayasan, { decision: 'approve', note: 'Disetujui' })).status).toBe(200);
    expect((await call('POST', `/api/finance/foundation/budgets/${id}/decision`, yayasan, { decision: 'approve' })).status).toBe(409);

    const over = await call('POST', `/api/finance/budgets/items/${item.body.id}/disburse`, bendahara, {
      amount: 450_001,
      cashAccountId: bank,
      date: '2031-03-01',
      description: 'Kertas',
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount[0]).toContain('sisa anggaran');
    const paid = await call('POST', `/api/finance/budgets/items/${item.body.id}/disburse`, bendahara, {
      amount: 300_000,
      cashAccountId: bank,
      date: '2031-03-01',
      description: 'Kertas ujian semester',
    });
    expect(paid.status).toBe(201);
    const report = (await call('GET', '/api/finance/reports/budget-realization?fiscalYear=2031', bendahara)).body;
    expect(report.planned).toBe(450_000);
    expect(report.realized).toBe(300_000);
    expect(report.percent).toBe(66.7);
    // Reversing the disbursement takes it out of the realization.
    await call('POST', `/api/finance/journals/${paid.body.journalId}/reverse`, bendahara, { reason: 'Salah catat nominal' });
    expect((await call('GET', '/api/finance/reports/budget-realization?fiscalYear=2031', bendahara)).body.realized).toBe(0);
    const thisYear = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 4);
    const bos = (await call('GET', `/api/finance/reports/percentage-fund?fiscalYear=${thisYear}`, bendahara)).body;
    expect(bos.rows.length).toBeGreaterThan(0);
    expect(bos.received).toBeGreaterThan(0);
    expect((await call('GET', `/api/finance/budgets/${id}`, otherAdmin)).status).toBe(404);
    await balanced();
  });
});

describe('exports', () => {
  it('gives each report as a workbook; the trial balance sheet ends with equal totals', async () => {
    const res = await call('GET', '/api/finance/reports/trial-balance/export.xlsx?to=2099-12-31', bendahara);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(last[4]).toBe(last[5]);
    for (const report of [
      'journals',
      'profit-loss',
      'balance-sheet',
      'ledger',
      'arrears',
      'invoice-recap',
      'savings-journal',
      'savings-mutation',
      'budget-realization',
      'percentage-fund',
      'va-transactions',
    ]) {
      expect((await call('GET', `/api/finance/reports/${report}/export.xlsx`, bendahara)).status, report).toBe(200);
    }
    expect((await call('GET', '/api/finance/reports/nothing/export.xlsx', bendahara)).status).toBe(422);
    expect((await call('GET', '/api/finance/reports/journals/export.xlsx', teacher)).status).toBe(403);
  });
});
