import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { readPdf } from '../documents/pdf-text.ts';

/** Staff records and payroll as the office and the principal use them. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let principal: string;
let teacher: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, principal, teacher, otherAdmin] = await Promise.all(
    ['staf@demo.sch.id', 'kepsek@demo.sch.id', 'guru@demo.sch.id', 'admin.smp@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
});
afterAll(() => t.close());

const month = '2031-01';

describe('employee records', () => {
  it('lists the demo staff with ranks, saves the Dapodik PTK fields and allowances, and keeps them to the school', async () => {
    const list = await call('GET', '/api/staff/employees', principal);
    expect(list.status).toBe(200);
    const ranked = list.body.data.filter((e: { groupCode: string | null }) => e.groupCode);
    expect(ranked.length).toBe(20);
    expect(list.body.canEdit).toBe(false);
    const dual = await call('GET', '/api/staff/employees?dual=1', principal);
    expect(dual.body.data.length).toBe(2);

    const id = ranked[0].userId;
    const before = (await call('GET', `/api/staff/employees/${id}`, admin)).body;
    const group = before.options.groups.find((g: { name: string }) => g.name === 'IV/a');
    const family = before.options.allowances.find((a: { name: string }) => a.name === 'Tunjangan keluarga');
    const body = {
      typeId: before.typeId,
      statusId: before.statusId,
      groupId: group.id,
      groupSince: '2024-04-01',
      skNumber: 'SK/UJI/1',
      appointedSince: '2010-07-01',
      qualification: 'S2 Pendidikan',
      certified: true,
      certificateNumber: '12345',
      nrg: '123456789012',
      positions: ['Guru Mapel', 'Wali Kelas'],
      baseSalary: null,
      allowances: [{ allowanceTypeId: family.id, amount: 400_000 }],
    };
    const saved = await call('PUT', `/api/staff/employees/${id}`, admin, body);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      groupCode: 'IV/a',
      nrg: '123456789012',
      rankSalary: 3_287_000,
      allowances: [{ name: 'Tunjangan keluarga', amount: 400_000 }],
    });
    expect((await call('PUT', `/api/staff/employees/${id}`, admin, { ...body, nrg: '12' })).body.errors.nrg[0]).toContain('12 digit');
    expect((await call('PUT', `/api/staff/employees/${id}`, principal, body)).status).toBe(403);
    expect((await call('GET', `/api/staff/employees/${id}`, otherAdmin)).status).toBe(404);
    expect((await call('GET', '/api/staff/employees', teacher)).status).toBe(403);
  });
});

describe('payroll', () => {
  it('shows last month closed from the demo, drafts a month, adjusts a slip, closes it, and then refuses every change (409)', async () => {
    const demo = await call('GET', '/api/staff/payroll', principal);
    expect(demo.body.status).toBe('closed');
    expect(demo.body.payslips.length).toBe(20);
    const demoSlip = demo.body.payslips[0].id;
    expect((await call('PUT', `/api/staff/payslips/${demoSlip}`, admin, { lines: [] })).status).toBe(409);

    const drafted = await call('POST', '/api/staff/payroll', admin, { month });
    expect(drafted.status).toBe(200);
    expect(drafted.body.status).toBe('draft');
    const slip = drafted.body.payslips.find((s: { groupCode: string }) => s.groupCode === 'IV/a');
    expect(slip.net).toBe(slip.baseSalary + slip.allowanceTotal - slip.deductionTotal);
    const changed = await call('PUT', `/api/staff/payslips/${slip.id}`, admin, {
      lines: [...slip.lines, { name: 'Potongan alpa 2 hari', kind: 'deduction', amount: 100_000 }],
    });
    expect(changed.body.net).toBe(slip.net - 100_000);

    const pdf = await call('GET', `/api/staff/payslips/${slip.id}/payslip.pdf?paper=A4`, principal);
    expect(pdf.status).toBe(200);
    const text = (await readPdf(pdf.raw)).all;
    expect(text).toContain('SLIP GAJI');
    expect(text).toContain('Januari 2031');
    expect(text).toContain(slip.fullName);
    expect(text).toContain('Potongan alpa 2 hari');

    const closed = await call('POST', `/api/staff/payroll/${drafted.body.id}/close`, admin);
    expect(closed.body.status).toBe('closed');
    expect((await call('POST', '/api/staff/payroll', admin, { month })).status).toBe(409);
    expect((await call('PUT', `/api/staff/payslips/${slip.id}`, admin, { lines: [] })).status).toBe(409);
    expect((await call('POST', `/api/staff/payroll/${drafted.body.id}/close`, admin)).status).toBe(409);
    expect((await call('POST', '/api/staff/payroll', principal, { month: '2031-02' })).status).toBe(403);
    expect((await call('GET', `/api/staff/payslips/${slip.id}`, otherAdmin)).status).toBe(404);
    expect((await call('POST', '/api/staff/payroll', admin, { month: '2031-13' })).status).toBe(422);
  });
});
