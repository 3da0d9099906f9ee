import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerPpdbApi } from '../../src/server/api/ppdb.ts';
import { registerContactApi } from '../../src/server/api/contact.ts';
import { ppdbRegistrations } from '../../src/server/db/schema/ppdb.ts';
import { contactMessages } from '../../src/server/db/schema/contact.ts';
import { schools } from '../../src/server/db/schema/schools.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const deps = { db: t.database.db, dbKind: t.database.kind, throttle: t.throttle };
  // Until src/server/api/index.ts registers them, the public calls are added here.
  if (!t.app.hasRoute({ method: 'POST', url: '/api/ppdb/registrations' })) registerPpdbApi(t.app, deps);
  if (!t.app.hasRoute({ method: 'POST', url: '/api/contact' })) registerContactApi(t.app, deps);
});
afterAll(() => t.close());

const applicant = {
  school: 'demo-smk',
  period: 'demo-sepanjang-tahun',
  pathway: 'reguler',
  major: 'Rekayasa Perangkat Lunak',
  fullName: 'Putri Contoh Lestari',
  nik: '3273010101100001',
  nisn: '0101234567',
  gender: 'P',
  birthPlace: 'Bandung',
  birthDate: '2011-03-14',
  religion: 'Islam',
  address: 'Jl. Contoh No. 10, Sukamaju, Kota Bandung',
  guardianName: 'Ibu Contoh',
  guardianRelation: 'Ibu',
  guardianPhone: '081255501234',
  consent: true,
};
const rows = async () => (await t.database.db.select({ n: count() }).from(ppdbRegistrations))[0].n;

describe('POST /api/ppdb/registrations and /api/ppdb/check', () => {
  it('stores a registration with the school id and finds it by number and birth date', async () => {
    const res = await t.post('/api/ppdb/registrations', applicant);
    expect(res.status).toBe(201);
    expect(res.body.registrationNumber).toMatch(/^SMKDEMO-27-[A-Z0-9]{6}$/);
    const [row] = await t.database.db.select().from(ppdbRegistrations).where(eq(ppdbRegistrations.registrationNumber, res.body.registrationNumber));
    const [school] = await t.database.db.select().from(schools).where(eq(schools.slug, 'demo-smk'));
    expect(row.schoolId).toBe(school.id);
    expect(row.consentAt).toBeInstanceOf(Date);

    const check = await t.post('/api/ppdb/check', { registrationNumber: res.body.registrationNumber.toLowerCase(), birthDate: '2011-03-14' });
    expect(check.status).toBe(200);
    expect(check.body.studentName).toBe('Putri Contoh Lestari');
    expect(check.body.statusLabel).toMatch(/menunggu verifikasi/);
    const wrong = await t.post('/api/ppdb/check', { registrationNumber: res.body.registrationNumber, birthDate: '2011-03-15' });
    expect(wrong.status).toBe(404);
  });

  it('answers 422 with Indonesian field messages and stores nothing', async () => {
    const before = await rows();
    const res = await t.post('/api/ppdb/registrations', { ...applicant, nik: '123', guardianPhone: 'abc', consent: false, fullName: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors.nik).toEqual(['NIK harus 16 digit angka.']);
    expect(res.body.errors.guardianPhone[0]).toMatch(/Nomor HP/);
    expect(res.body.errors.consent[0]).toMatch(/Persetujuan/);
    expect(res.body.errors.fullName).toBeDefined();
    expect(await rows()).toBe(before);
  });

  it('refuses a pathway the period does not open, and a closed or unknown period', async () => {
    const pathway = await t.post('/api/ppdb/registrations', { ...applicant, school: 'demo-sd', pathway: 'reguler', major: undefined });
    expect(pathway.status).toBe(422);
    expect(pathway.body.errors.pathway).toBeDefined();
    const unknown = await t.post('/api/ppdb/registrations', { ...applicant, period: 'tidak-ada' });
    expect(unknown.body.errors.period).toEqual(['Gelombang pendaftaran tidak ditemukan.']);
    const school = await t.post('/api/ppdb/registrations', { ...applicant, school: 'tidak-ada' });
    expect(school.body.errors.school).toEqual(['Sekolah tidak ditemukan.']);
  });
});

describe('POST /api/contact', () => {
  const message = { name: 'Bapak Contoh', email: 'bapak@contoh.example', topic: 'PPDB', message: 'Kapan gelombang kedua dibuka?', school: 'demo-smp' };

  it('stores a message for a school, or for the platform when no school is chosen', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.9.0.1' });
    expect(res.statusCode).toBe(201);
    const none = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...message, school: '' }, remoteAddress: '10.9.0.1' });
    expect(none.statusCode).toBe(201);
    const stored = await t.database.db.select().from(contactMessages);
    expect(stored.map((m) => m.schoolId === null)).toEqual([false, true]);
    expect(stored[0].ipHash).not.toContain('10.9.0.1');
  });

  it('answers 422 for bad input without storing it', async () => {
    const before = (await t.database.db.select({ n: count() }).from(contactMessages))[0].n;
    const res = await t.post('/api/contact', { name: 'A', email: 'bukan-email', topic: 'Lain', message: 'pendek' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'message', 'name', 'topic']);
    expect((await t.database.db.select({ n: count() }).from(contactMessages))[0].n).toBe(before);
  });

  it('limits each address to five messages in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.9.0.77' });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
