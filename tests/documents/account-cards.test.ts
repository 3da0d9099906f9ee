import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { examSchedules } from '../../src/server/db/schema/exams.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { client, makeUser } from '../exams/exam-api-helpers.ts';
import { readPdf } from './pdf-text.ts';

let t: TestApp;
let call: ReturnType<typeof client>;
let admin: string;
let teacher: string;
let other: string;
let sectionId: number;
let fresh: number[];

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  admin = (await t.signIn('admin@demo.sch.id')).token;
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  await makeUser(t, 'admin@lain-kartu.sch.id', '2', 'demo-smp');
  other = (await t.signIn('admin@lain-kartu.sch.id')).token;
  sectionId = (await call('GET', '/api/exams/options', { token: admin })).body.sections[0].id;
  const [{ yearId }] = await t.database.db.select({ yearId: examSchedules.academicYearId }).from(examSchedules).limit(1);
  // Two students as an Excel import leaves them: in a rombel, without a password.
  fresh = [
    await makeUser(t, 'kartu.satu@demo.sch.id', '5', 'demo-smk', { sectionId, yearId }),
    await makeUser(t, 'kartu.dua@demo.sch.id', '5', 'demo-smk', { sectionId, yearId }),
  ];
  await t.database.db.update(users).set({ passwordHash: '' }).where(inArray(users.id, fresh));
});
afterAll(() => t.close());

describe('Kartu Akun as PDF', () => {
  it('prints the first passwords just made, with names and usernames read from the school, on A4 and F4', async () => {
    const made = await call('POST', '/api/master/students/activate', { token: admin, body: { sd_section_id: sectionId } });
    const cards = made.body.data as { id: number; username: string; password: string; full_name: string }[];
    expect(cards.map((c) => c.id).sort()).toEqual([...fresh].sort());
    const body = { cards: cards.map((c) => ({ id: c.id, password: c.password })) };
    for (const [paper, height] of [
      ['A4', 841.89],
      ['F4', 935.43],
    ] as const) {
      const res = await call('POST', '/api/master/students/account-cards.pdf', { token: admin, body: { ...body, paper } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(String(res.headers['content-disposition'])).toMatch(new RegExp(`^attachment; filename="kartu-akun-[a-z0-9-]*${paper.toLowerCase()}\\.pdf"$`));
      const pdf = await readPdf(res.body as Buffer);
      expect(pdf.height).toBeCloseTo(height, 0);
      for (const c of cards) {
        expect(pdf.all).toContain(c.full_name);
        expect(pdf.all).toContain(`Nama pengguna ${c.username}`);
        expect(pdf.all).toContain(`Password awal ${c.password}`);
      }
      expect(pdf.all).toContain('KARTU AKUN SISWA');
      expect(pdf.all).toContain('Halaman 1 dari 1');
    }
  });

  it('refuses a card for anyone outside the school, a made-up password, and a user who may not write students', async () => {
    const [otherStudent] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@lain-kartu.sch.id'));
    const foreign = await call('POST', '/api/master/students/account-cards.pdf', {
      token: admin,
      body: { cards: [{ id: otherStudent.id, password: 'abcd2345' }] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.cards[0]).toMatch(/tidak ditemukan/);
    expect(
      (await call('POST', '/api/master/students/account-cards.pdf', { token: other, body: { cards: [{ id: fresh[0], password: 'abcd2345' }] } })).status,
    ).toBe(422);
    const bad = await call('POST', '/api/master/students/account-cards.pdf', { token: admin, body: { cards: [{ id: fresh[0], password: '<b>0O1l</b>' }] } });
    expect(bad.status).toBe(422);
    expect((await call('POST', '/api/master/students/account-cards.pdf', { token: admin, body: { cards: [] } })).body.errors.cards[0]).toBe(
      'Belum ada kartu untuk dicetak.',
    );
    expect(
      (await call('POST', '/api/master/students/account-cards.pdf', { token: teacher, body: { cards: [{ id: fresh[0], password: 'abcd2345' }] } })).status,
    ).toBe(403);
    expect((await call('POST', '/api/master/students/account-cards.pdf', { body: { cards: [] } })).status).toBe(401);
  });
});
