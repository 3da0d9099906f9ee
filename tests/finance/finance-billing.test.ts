import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { readPdf } from '../documents/pdf-text.ts';
import { createJobWorker } from '../../src/server/jobs/worker.ts';
import { FINANCE_JOBS } from '../../src/server/finance/jobs.ts';

/** Billing as the bendahara runs it and families see it: invoices, the cashier, cancelling, arrears, receipts. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let bendahara: string;
let siswa: string;
let ortu: string;
let teacher: string;
let otherAdmin: string;
let siswaId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [bendahara, siswa, ortu, teacher, otherAdmin] = await Promise.all(
    ['bendahara@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'guru@demo.sch.id', 'admin.smp@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
  siswaId = (await call('GET', '/api/finance/my-bills', siswa)).body.accounts[0].student.id;
});
afterAll(() => t.close());

type Invoice = { id: number; title: string; remaining: number; period: string; net: number };

describe('families', () => {
  it('see their own bills, partly paid, with the VA number; never another student', async () => {
    const own = await call('GET', '/api/finance/my-bills', siswa);
    expect(own.status).toBe(200);
    const account = own.body.accounts[0];
    expect(account.invoices.filter((i: Invoice) => i.period).length).toBe(3);
    expect(account.invoices.some((i: { status: string }) => i.status === 'partial')).toBe(true);
    expect(account.virtualAccounts[0].vaNumber).toMatch(/^988/);
    const parent = await call('GET', '/api/finance/my-bills', ortu);
    expect(parent.body.accounts.map((a: { student: { id: number } }) => a.student.id)).toEqual([siswaId]);
    const classmates = (await call('GET', '/api/finance/students?q=', bendahara)).body.data as { id: number }[];
    const other = classmates.find((s) => s.id !== siswaId)!;
    expect((await call('GET', `/api/finance/students/${other.id}/account`, ortu)).status).toBe(404);
    expect((await call('GET', '/api/finance/my-bills', bendahara)).status).toBe(403);
    const receipt = account.payments[0];
    const pdf = await call('GET', `/api/finance/payments/${receipt.id}/receipt.pdf`, ortu);
    expect(pdf.status).toBe(200);
    expect((await readPdf(pdf.raw)).all).toContain('KUITANSI');
  });
});

describe('the cashier', () => {
  it('takes one payment over two invoices, refuses paying more than owed, cancels with a reversal', async () => {
    const before = (await call('GET', `/api/finance/students/${siswaId}/account`, bendahara)).body;
    const open = before.invoices.filter((i: Invoice) => i.remaining > 0) as Invoice[];
    expect(open.length).toBeGreaterThanOrEqual(2);
    const over = await call('POST', '/api/finance/payments', bendahara, {
      studentId: siswaId,
      items: [{ invoiceId: open[0].id, amount: open[0].remaining + 1 }],
    });
    expect(over.status).toBe(422);
    expect(over.body.errors['items.0.amount'][0]).toContain('Melebihi sisa');
    const zero = await call('POST', '/api/finance/payments', bendahara, { studentId: siswaId, items: [{ invoiceId: open[0].id, amount: 0 }] });
    expect(zero.status).toBe(422);

    const paid = await call('POST', '/api/finance/payments', bendahara, {
      studentId: siswaId,
      method: 'tunai',
      items: [
        { invoiceId: open[0].id, amount: open[0].remaining },
        { invoiceId: open[1].id, amount: 1000 },
      ],
    });
    expect(paid.status).toBe(201);
    expect(paid.body.number).toMatch(/^KW-\d{4}-\d{6}$/);
    expect(paid.body.total).toBe(open[0].remaining + 1000);
    const after = (await call('GET', `/api/finance/students/${siswaId}/account`, bendahara)).body;
    expect(after.outstanding).toBe(before.outstanding - paid.body.total);

    expect((await call('POST', '/api/finance/payments', siswa, { studentId: siswaId, items: [{ invoiceId: open[1].id, amount: 1000 }] })).status).toBe(403);
    expect((await call('GET', `/api/finance/payments/${paid.body.id}`, otherAdmin)).status).toBe(404);
    expect((await call('POST', '/api/finance/payments', otherAdmin, { studentId: siswaId, items: [{ invoiceId: open[1].id, amount: 1000 }] })).status).toBe(
      404,
    );

    const cancelled = await call('POST', `/api/finance/payments/${paid.body.id}/cancel`, bendahara, { reason: 'Salah pilih siswa' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await call('GET', `/api/finance/students/${siswaId}/account`, bendahara)).body.outstanding).toBe(before.outstanding);
    expect((await call('POST', `/api/finance/payments/${paid.body.id}/cancel`, bendahara, { reason: 'Sekali lagi' })).status).toBe(409);
    const tb = (await call('GET', '/api/finance/reports/trial-balance?to=2099-12-31', bendahara)).body;
    expect(tb.totalDebit).toBe(tb.totalCredit);
  });

  it('pays nothing twice when the same invoice is paid at once', async () => {
    const open = ((await call('GET', `/api/finance/students/${siswaId}/account`, bendahara)).body.invoices as Invoice[]).find((i) => i.remaining > 0)!;
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/api/finance/payments', bendahara, { studentId: siswaId, items: [{ invoiceId: open.id, amount: open.remaining }] })),
    );
    expect(answers.filter((a) => a.status === 201).length).toBe(1);
    expect(answers.filter((a) => a.status === 422).length).toBe(2);
  });
});

describe('invoices and arrears', () => {
  it('generates a month once (idempotent), lists it, and reminds the arrears by WhatsApp with a letter', async () => {
    const setup = (await call('GET', '/api/finance/billing/setup', bendahara)).body;
    const spp = setup.feeTypes.find((f: { code: string }) => f.code === 'SPP');
    // The request queues a job; the worker makes the invoices rombel by rombel, with progress.
    const generate = async () => {
      const queued = await call('POST', '/api/finance/invoices/generate', bendahara, { feeTypeId: spp.id, period: '2031-01', sectionId: setup.sections[0].id });
      expect(queued.status).toBe(202);
      expect(await createJobWorker({ db: t.database.db, handlers: FINANCE_JOBS }).runOnce()).toBe(true);
      const job = await call('GET', `/api/jobs/${queued.body.jobId}`, bendahara);
      expect(job.body.status).toBe('done');
      expect(job.body.progress).toBe(100);
      return job.body.result as { created: number; total: number };
    };
    const first = await generate();
    expect(first.created).toBeGreaterThan(10);
    const again = await generate();
    expect(again.created).toBe(0);
    expect((await call('POST', '/api/finance/invoices/generate', bendahara, { feeTypeId: spp.id, period: '' })).status).toBe(422);
    const list = await call('GET', '/api/finance/invoices?period=2031-01', bendahara);
    expect(list.body.total).toBe(first.created);
    expect(list.body.sums.net).toBe(first.total);
    expect((await call('GET', '/api/finance/invoices', teacher)).status).toBe(403);

    const arrears = await call('GET', '/api/finance/arrears', bendahara);
    expect(arrears.body.data.length).toBeGreaterThan(0);
    const mine = arrears.body.data.find((r: { studentId: number }) => r.studentId === siswaId);
    expect(mine.owed).toBeGreaterThan(0);
    const remind = await call('POST', '/api/finance/arrears/remind', bendahara, { studentIds: [siswaId] });
    expect(remind.status).toBe(200);
    expect(remind.body.queued).toBe(1);
    const letter = await call('GET', `/api/finance/arrears/letter.pdf?studentIds=${siswaId}`, bendahara);
    expect(letter.status).toBe(200);
    expect((await readPdf(letter.raw)).all).toContain('TUNGGAKAN');
    expect((await call('GET', `/api/finance/arrears/letter.pdf?studentIds=${siswaId}`, otherAdmin)).status).toBe(404);
  });
});
