import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditLog } from '../../src/server/db/schema/audit.ts';
import { messages } from '../../src/server/db/schema/messaging.ts';
import { applicant, caller, dayFromToday } from './ppdb-helpers.ts';

/** PPDB administration as the school's staff uses it: settings, quotas, the applicant's way to a student. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let staff: string;
let principal: string;
let teacher: string;
let foundation: string;
let otherAdmin: string;
let settingId: number;
let demoPeriodId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, staff, principal, teacher, foundation, otherAdmin] = await Promise.all(
    ['admin@demo.sch.id', 'staf@demo.sch.id', 'kepsek@demo.sch.id', 'guru@demo.sch.id', 'yayasan@demo.sch.id', 'admin.smp@demo.sch.id'].map(
      async (e) => (await t.signIn(e)).token,
    ),
  );
  const list = await call('GET', '/api/ppdb/settings', admin);
  settingId = list.body.data.find((s: { academicYear: string }) => s.academicYear === '2027/2028').id;
  const periods = await call('GET', '/api/ppdb/periods', admin);
  demoPeriodId = periods.body.data.find((p: { key: string }) => p.key === 'demo-sepanjang-tahun').id;
});
afterAll(() => t.close());

describe('settings seeded from tenants/', () => {
  it('has the demo period with the five SPMB pathways, its quotas summing to the tenant quota, and 60 ranked demo applicants', async () => {
    const res = await call('GET', `/api/ppdb/settings/${settingId}`, staff);
    expect(res.status).toBe(200);
    const period = res.body.periods.find((p: { id: number }) => p.id === demoPeriodId);
    expect(period.pathways.map((p: { pathway: string }) => p.pathway)).toEqual(['domisili', 'afirmasi', 'prestasi', 'mutasi', 'reguler']);
    expect(period.pathways.reduce((s: number, p: { quota: number }) => s + p.quota, 0)).toBe(60);
    expect(period.pathways.reduce((s: number, p: { applicants: number }) => s + p.applicants, 0)).toBe(60);
    const mutasi = period.pathways.find((p: { pathway: string }) => p.pathway === 'mutasi');
    expect(mutasi.accepted).toBe(mutasi.quota);
    expect(mutasi.verified).toBeGreaterThan(mutasi.quota);
    expect(res.body.activities.map((a: { kind: string }) => a.kind)).toContain('announcement');
    expect(res.body.requirements.some((r: { pathway: string | null }) => r.pathway === 'afirmasi')).toBe(true);
  });

  it('lists each setting with its own periods, applicants and quota, never those of another setting or school', async () => {
    const [mine, theirs] = await Promise.all([call('GET', '/api/ppdb/settings', admin), call('GET', '/api/ppdb/settings', otherAdmin)]);
    for (const [list, token] of [
      [mine, admin],
      [theirs, otherAdmin],
    ] as const) {
      for (const row of list.body.data as { id: number; periodCount: number; applicantCount: number; quota: number }[]) {
        const detail = (await call('GET', `/api/ppdb/settings/${row.id}`, token)).body;
        const pathways = detail.periods.flatMap((p: { pathways: { quota: number; applicants: number }[] }) => p.pathways);
        expect(row.periodCount).toBe(detail.periods.length);
        expect(row.quota).toBe(pathways.reduce((s: number, p: { quota: number }) => s + p.quota, 0));
        expect(row.applicantCount).toBe(pathways.reduce((s: number, p: { applicants: number }) => s + p.applicants, 0));
      }
    }
  });

  it('refuses a quota below the number already accepted (422 on that pathway) and changes nothing', async () => {
    const period = (await call('GET', `/api/ppdb/periods/${demoPeriodId}`, admin)).body;
    const pathways = period.pathways.map((p: { pathway: string; quota: number; accepted: number }) => ({
      pathway: p.pathway,
      quota: p.pathway === 'prestasi' ? p.accepted - 1 : p.quota,
    }));
    const res = await call('PUT', `/api/ppdb/periods/${demoPeriodId}`, admin, {
      name: period.name,
      opens: period.opens,
      closes: period.closes,
      fee: 0,
      pathways,
    });
    expect(res.status).toBe(422);
    const index = pathways.findIndex((p: { pathway: string }) => p.pathway === 'prestasi');
    expect(res.body.errors[`pathways.${index}.quota`][0]).toMatch(/tidak boleh di bawah \d+, jumlah yang sudah diterima/);
    const closing = await call('PUT', `/api/ppdb/periods/${demoPeriodId}`, admin, {
      name: period.name,
      opens: period.opens,
      closes: period.closes,
      fee: 0,
      pathways: pathways.filter((p: { pathway: string }) => p.pathway !== 'reguler').map((p: { pathway: string; quota: number }) => ({ ...p, quota: 99 })),
    });
    expect(closing.status).toBe(422);
    expect(closing.body.errors.pathways[0]).toContain('tidak dapat ditutup');
  });

  it('answers 403 to a teacher, 404 to another school, and keeps the dossier from the principal', async () => {
    expect((await call('GET', '/api/ppdb/settings', teacher)).status).toBe(403);
    expect((await call('GET', `/api/ppdb/settings/${settingId}`, otherAdmin)).status).toBe(404);
    expect((await call('GET', `/api/ppdb/periods/${demoPeriodId}/applicants`, otherAdmin)).status).toBe(404);
    const list = await call('GET', `/api/ppdb/periods/${demoPeriodId}/applicants?q=smkdemo`, principal);
    expect(list.status).toBe(200);
    expect(list.body.canAct).toBe(false);
    expect(list.body.data[0]).not.toHaveProperty('nik');
    const id = list.body.data[0].id;
    expect((await call('GET', `/api/ppdb/applicants/${id}`, principal)).status).toBe(403);
    expect((await call('GET', `/api/ppdb/applicants/${id}`, otherAdmin)).status).toBe(404);
    expect((await call('GET', `/api/ppdb/applicants/${id}`, staff)).body.nik).toMatch(/^99\d{14}$/);
    expect((await call('PUT', `/api/ppdb/settings/${settingId}/costs`, principal, { items: [] })).status).toBe(403);
  });
});

describe('an applicant from the public form to a student', () => {
  it('registers, is verified, ranked, accepted over the quota only by an audited override, announced and re-registered', async () => {
    const created = await call('POST', `/api/ppdb/settings/${settingId}/periods`, admin, {
      name: 'Gelombang Uji',
      opens: dayFromToday(-1),
      closes: dayFromToday(10),
      fee: 0,
      pathways: [
        { pathway: 'prestasi', quota: 1 },
        { pathway: 'domisili', quota: 0 },
      ],
    });
    expect(created.status).toBe(201);
    const periodId = created.body.id;
    const reg = await call('POST', '/api/ppdb/registrations', null, applicant(created.body.key));
    expect(reg.status).toBe(201);
    const second = await call(
      'POST',
      '/api/ppdb/registrations',
      null,
      applicant(created.body.key, {
        fullName: 'Citra Uji Lestari',
        nik: '3273010101100010',
        nisn: null,
        gender: 'P',
        guardianEmail: null,
        guardianPhone: '081255508888',
      }),
    );
    expect(second.status).toBe(201);
    // A pathway with quota 0 is not open to the public.
    expect((await call('POST', '/api/ppdb/registrations', null, applicant(created.body.key, { pathway: 'domisili', nik: '3273010101100011' }))).status).toBe(
      422,
    );

    const list = await call('GET', `/api/ppdb/periods/${periodId}/applicants?q=uji`, staff);
    expect(list.body.total).toBe(2);
    const [bagas, citra] = ['Bagas', 'Citra'].map((n) => list.body.data.find((a: { fullName: string }) => a.fullName.startsWith(n)).id);
    const dossier = await call('GET', `/api/ppdb/applicants/${bagas}`, staff);
    expect(dossier.body.documents.length).toBeGreaterThan(1);
    const allOk = Object.fromEntries(dossier.body.documents.map((d: { requirementId: number }) => [String(d.requirementId), { ok: true }]));
    const missing = await call('POST', `/api/ppdb/applicants/${bagas}/verify`, staff, { documents: {}, decision: 'verified' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.documents[0]).toContain('Dokumen wajib belum valid');
    for (const [id, average] of [
      [bagas, 91.5],
      [citra, 88],
    ] as const) {
      const ok = await call('POST', `/api/ppdb/applicants/${id}/verify`, staff, {
        documents: allOk,
        reportAverage: average,
        achievementPoints: 0,
        decision: 'verified',
      });
      expect(ok.status).toBe(200);
      expect(ok.body.status).toBe('verified');
    }
    expect((await call('POST', `/api/ppdb/periods/${periodId}/announce`, staff)).status).toBe(409);

    const ranked = await call('POST', `/api/ppdb/periods/${periodId}/ranking`, staff);
    expect(ranked.body.pathways.find((p: { pathway: string }) => p.pathway === 'prestasi')).toMatchObject({ quota: 1, ranked: 2, accepted: 1 });
    // Each pathway counts its own applicants: domisili had none (the count once matched every pathway of the period).
    expect(ranked.body.pathways.find((p: { pathway: string }) => p.pathway === 'domisili')).toMatchObject({ ranked: 0, accepted: 0 });
    const after = await call('GET', `/api/ppdb/periods/${periodId}/applicants`, staff);
    expect(after.body.data.map((a: { fullName: string; rank: number; status: string }) => [a.fullName, a.rank, a.status])).toEqual([
      ['Bagas Uji Pratama', 1, 'accepted'],
      ['Citra Uji Lestari', 2, 'not_accepted'],
    ]);

    expect((await call('POST', `/api/ppdb/applicants/${citra}/decision`, staff, { decision: 'accepted' })).status).toBe(409);
    const noReason = await call('POST', `/api/ppdb/applicants/${citra}/decision`, staff, { decision: 'accepted', override: true });
    expect(noReason.status).toBe(422);
    // The message the dossier's toast shows, not only the field's.
    expect(noReason.body.message).toBe('Tulis alasan menerima di luar kuota.');
    const over = await call('POST', `/api/ppdb/applicants/${citra}/decision`, staff, {
      decision: 'accepted',
      override: true,
      reason: 'Putusan banding panitia',
    });
    expect(over.status).toBe(200);
    expect(over.body.overQuota).toBe(true);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'ppdb_applicant'), eq(auditLog.recordId, String(citra)), eq(auditLog.action, 'accept_over_quota')));
    expect(audited.after).toMatchObject({ reason: 'Putusan banding panitia' });

    // Before the announcement the family sees "dalam proses seleksi"; after it, the result.
    const check = () => call('POST', '/api/ppdb/check', null, { registrationNumber: reg.body.registrationNumber, birthDate: '2011-06-01' });
    expect((await check()).body.statusLabel).toContain('dalam proses seleksi');
    expect((await call('POST', `/api/ppdb/applicants/${bagas}/reregister`, staff, {})).status).toBe(409);
    const announced = await call('POST', `/api/ppdb/periods/${periodId}/announce`, staff);
    expect(announced.body).toMatchObject({ accepted: 2, notAccepted: 0 });
    expect((await call('POST', `/api/ppdb/periods/${periodId}/announce`, staff)).status).toBe(409);
    expect((await call('POST', `/api/ppdb/periods/${periodId}/ranking`, staff)).status).toBe(409);
    expect((await check()).body.statusLabel).toContain('Diterima');

    const done = await call('POST', `/api/ppdb/applicants/${bagas}/reregister`, staff, {});
    expect(done.status).toBe(200);
    expect(done.body.username).toBe('0109876543');
    expect((await call('POST', `/api/ppdb/applicants/${bagas}/reregister`, staff, {})).status).toBe(409);
    const student = await call('GET', `/api/resources/students/${done.body.studentUserId}`, admin);
    expect(student.body.data).toMatchObject({ full_name: 'Bagas Uji Pratama', nisn: '0109876543', previous_school: null });
    const guardian = await call('GET', `/api/resources/guardians/${done.body.guardianUserId}`, admin);
    expect(guardian.body.data).toMatchObject({ full_name: 'Bapak Uji', student_ids: [done.body.studentUserId], email: 'bapak.uji@contoh.id' });
    const citraDone = await call('POST', `/api/ppdb/applicants/${citra}/reregister`, staff, {});
    expect(citraDone.body.username).toMatch(/^smkdemo-27-/);

    const sent = await t.database.db.select().from(messages).where(eq(messages.recipient, '081255509999'));
    expect(sent.map((m) => m.body.split(' ')[0])).toEqual(expect.arrayContaining(['Pendaftaran', 'Berkas', 'Selamat,', 'Daftar']));
    expect((await t.database.db.select().from(messages).where(eq(messages.recipient, 'bapak.uji@contoh.id'))).length).toBe(sent.length);
  });
});

describe('recaps', () => {
  it('sums the school per period and the foundation per school; only the foundation sees every school', async () => {
    const school = await call('GET', '/api/ppdb/recap/school', principal);
    expect(school.status).toBe(200);
    const demo = school.body.periods.find((p: { id: number }) => p.id === demoPeriodId);
    expect(demo.applicants).toBe(60);
    const all = await call('GET', '/api/ppdb/recap/foundation', foundation);
    expect(all.status).toBe(200);
    expect(all.body.schools.map((s: { schoolName: string }) => s.schoolName)).toEqual(expect.arrayContaining(['SMK Demo Nusantara', 'SMP Demo Nusantara']));
    expect(all.body.totals.applicants).toBeGreaterThanOrEqual(62);
    expect((await call('GET', '/api/ppdb/recap/foundation', admin)).status).toBe(403);
  });
});

describe('reductions', () => {
  it("shows each intake's own cost total, not the sum of every intake's costs", async () => {
    const created = await call('POST', '/api/ppdb/settings', admin, { academicYear: '2031/2032', name: 'PPDB TA 2031/2032', majors: [] });
    expect(created.status).toBe(201);
    const costs = await call('PUT', `/api/ppdb/settings/${created.body.id}/costs`, admin, { items: [{ name: 'Seragam', amount: 750_000 }] });
    expect(costs.status).toBe(200);
    const demoCosts = (await call('GET', `/api/ppdb/settings/${settingId}`, admin)).body.costs as { amount: number }[];
    const list = await call('GET', '/api/ppdb/reductions', principal);
    expect(list.status).toBe(200);
    const total = (id: number) => list.body.settings.find((s: { id: number }) => s.id === id).costTotal;
    expect(total(created.body.id)).toBe(750_000);
    expect(total(settingId)).toBe(demoCosts.reduce((s, c) => s + c.amount, 0));
    expect(total(settingId)).toBeGreaterThan(0);
  });
});

describe('required documents', () => {
  it('keeps a document id when it is renamed, so applicants keep their checked documents; a stranger id is refused', async () => {
    const created = await call('POST', '/api/ppdb/settings', admin, { academicYear: '2032/2033', name: 'PPDB TA 2032/2033', majors: [] });
    expect(created.status).toBe(201);
    const url = `/api/ppdb/settings/${created.body.id}/requirements`;
    const first = await call('PUT', url, admin, {
      items: [
        { name: 'Kartu Keluarga', pathway: null },
        { name: 'Akta Lahir', pathway: null },
      ],
    });
    expect(first.status).toBe(200);
    const [kk, akta] = first.body as { id: number; name: string }[];
    const second = await call('PUT', url, admin, {
      items: [
        { id: kk.id, name: 'Kartu Keluarga (KK)', pathway: null },
        { name: 'Rapor SMP', pathway: null },
      ],
    });
    expect(second.status).toBe(200);
    expect(second.body.map((r: { id: number; name: string }) => [r.id === kk.id, r.name])).toEqual([
      [true, 'Kartu Keluarga (KK)'],
      [false, 'Rapor SMP'],
    ]);
    expect(second.body.some((r: { id: number }) => r.id === akta.id)).toBe(false);
    const stranger = await call('PUT', url, admin, { items: [{ id: akta.id, name: 'Akta Lahir', pathway: null }] });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors['items.0.name'][0]).toContain('tidak ada di PPDB ini');
  });
});
