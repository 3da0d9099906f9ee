import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** The ledger as the bendahara keeps it: balanced journals only, reversal instead of editing, the period lock, the reports. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let bendahara: string;
let principal: string;
let teacher: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [bendahara, principal, teacher, otherAdmin] = await Promise.all(
    ['bendahara@demo.sch.id', 'kepsek@demo.sch.id', 'guru@demo.sch.id', 'admin.smp@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
});
afterAll(() => t.close());

const code = async (c: string) =>
  ((await call('GET', '/api/finance/accounts', bendahara)).body.data as { id: number; code: string }[]).find((a) => a.code === c)!.id;

describe('journals', () => {
  it('posts cash in/out and a general journal, refuses unbalanced, zero and negative amounts with field messages', async () => {
    const kas = await code('1-1100');
    const atk = await code('5-1300');
    const other = await code('4-9000');
    const out = await call('POST', '/api/finance/journals', bendahara, {
      kind: 'cash_out',
      date: '2031-02-03',
      description: 'Beli ATK',
      cashAccountId: kas,
      lines: [{ accountId: atk, debit: 125_000, credit: 0 }],
    });
    expect(out.status).toBe(201);
    expect(out.body.number).toMatch(/^KK-2031-\d{6}$/);
    expect(out.body.lines).toMatchObject([
      { code: '5-1300', debit: 125_000, credit: 0 },
      { code: '1-1100', debit: 0, credit: 125_000 },
    ]);

    const unbalanced = await call('POST', '/api/finance/journals', bendahara, {
      kind: 'general_journal',
      date: '2031-02-03',
      description: 'Salah',
      lines: [
        { accountId: atk, debit: 10, credit: 0 },
        { accountId: other, debit: 0, credit: 9 },
      ],
    });
    expect(unbalanced.status).toBe(422);
    expect(unbalanced.body.errors.lines[0]).toContain('tidak seimbang');
    const zero = await call('POST', '/api/finance/journals', bendahara, {
      kind: 'cash_in',
      date: '2031-02-03',
      description: 'Nol',
      cashAccountId: kas,
      lines: [{ accountId: other, debit: 0, credit: 0 }],
    });
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.body.errors)).toContain('lines.0.credit');
    const negative = await call('POST', '/api/finance/journals', bendahara, {
      kind: 'cash_in',
      date: '2031-02-03',
      description: 'Minus',
      cashAccountId: kas,
      lines: [{ accountId: other, debit: 0, credit: -5 }],
    });
    expect(negative.status).toBe(422);
    const fraction = await call('POST', '/api/finance/journals', bendahara, {
      kind: 'cash_in',
      date: '2031-02-03',
      description: 'Pecahan',
      cashAccountId: kas,
      lines: [{ accountId: other, debit: 0, credit: 10.5 }],
    });
    expect(fraction.status).toBe(422);

    expect(
      (
        await call('POST', '/api/finance/journals', principal, {
          kind: 'cash_out',
          date: '2031-02-03',
          description: 'Coba kepsek',
          cashAccountId: kas,
          lines: [{ accountId: atk, debit: 1, credit: 0 }],
        })
      ).status,
    ).toBe(403);
    expect((await call('GET', '/api/finance/journals', teacher)).status).toBe(403);
    expect((await call('GET', `/api/finance/journals/${out.body.id}`, otherAdmin)).status).toBe(404);

    const reversed = await call('POST', `/api/finance/journals/${out.body.id}/reverse`, bendahara, { reason: 'Salah catat nominal' });
    expect(reversed.status).toBe(200);
    expect(reversed.body.kind).toBe('reversal');
    expect(reversed.body.lines).toMatchObject([
      { code: '5-1300', debit: 0, credit: 125_000 },
      { code: '1-1100', debit: 125_000, credit: 0 },
    ]);
    expect((await call('POST', `/api/finance/journals/${out.body.id}/reverse`, bendahara, { reason: 'Sekali lagi' })).status).toBe(409);
  });

  it('locks a period: a date on or before it is a 422 on date', async () => {
    const kas = await code('1-1100');
    const other = await code('4-9000');
    expect((await call('PUT', '/api/finance/settings/lock', bendahara, { lockedThrough: '2031-03-31' })).body.lockedThrough).toBe('2031-03-31');
    const locked = await call('POST', '/api/finance/journals', bendahara, {
      kind: 'cash_in',
      date: '2031-03-31',
      description: 'Terlambat',
      cashAccountId: kas,
      lines: [{ accountId: other, debit: 0, credit: 1000 }],
    });
    expect(locked.status).toBe(422);
    expect(locked.body.errors.date[0]).toContain('dikunci');
    expect(
      (
        await call('POST', '/api/finance/journals', bendahara, {
          kind: 'cash_in',
          date: '2031-04-01',
          description: 'Tepat waktu',
          cashAccountId: kas,
          lines: [{ accountId: other, debit: 0, credit: 1000 }],
        })
      ).status,
    ).toBe(201);
    await call('PUT', '/api/finance/settings/lock', bendahara, { lockedThrough: null });
  });
});

describe('reports', () => {
  it('the trial balance totals agree, the balance sheet balances, the ledger runs', async () => {
    const tb = await call('GET', '/api/finance/reports/trial-balance?to=2099-12-31', principal);
    expect(tb.status).toBe(200);
    expect(tb.body.rows.length).toBeGreaterThan(5);
    expect(tb.body.totalDebit).toBe(tb.body.totalCredit);
    const bs = await call('GET', '/api/finance/reports/balance-sheet?to=2099-12-31', principal);
    expect(bs.body.totalAssets).toBe(bs.body.totalLiabilitiesEquity);
    const pl = await call('GET', '/api/finance/reports/profit-loss?from=2000-01-01&to=2099-12-31', principal);
    expect(pl.body.totalIncome).toBeGreaterThan(0);
    const ledger = await call('GET', `/api/finance/reports/ledger?accountId=${await code('1-1200')}&from=2000-01-01&to=2099-12-31`, principal);
    expect(ledger.body.rows.length).toBeGreaterThan(3);
    expect(ledger.body.closingBalance).toBe(ledger.body.openingBalance + ledger.body.totalDebit - ledger.body.totalCredit);
    const all = await call('GET', '/api/finance/journals?kinds=payment,invoice', principal);
    expect(all.body.total).toBeGreaterThan(10);
    expect((await call('GET', '/api/finance/reports/trial-balance', teacher)).status).toBe(403);
  });
});
