import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, like } from 'drizzle-orm';
import { accountRequests, passwordResets, registrationCodes } from '../../src/server/db/schema/accounts.ts';
import { auditLog } from '../../src/server/db/schema/audit.ts';
import { messages } from '../../src/server/db/schema/messaging.ts';
import { guardianProfiles, guardianStudents, schoolSettings } from '../../src/server/db/schema/master.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { EXPIRED, INVALID_LINK, USED } from '../../src/server/accounts/confirm-reset.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('accounts: reset, requests, codes and the school switches', () => {
  let t: TestApp;
  let admin: string;
  let ip = 0;
  /** Each call from its own address unless told, so the address limits do not mix the cases. */
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token?: string, from?: string) => {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: from ?? `10.9.0.${++ip}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: body,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const db = () => t.database.db;
  const lastMessageTo = async (to: string) => (await db().select().from(messages).where(eq(messages.recipient, to)).orderBy(desc(messages.id)).limit(1))[0];
  const tokenIn = (body: string) => /token=([A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await t.signIn('admin@demo.sch.id')).token;
  });
  afterAll(() => t.close());

  it('resets a password by an email link once: sessions end, the log records it, reuse and expiry are refused', async () => {
    const before = (await t.signIn('guru@demo.sch.id')).token;
    const asked = await send('POST', '/api/account/password-reset', { identity: 'Guru@demo.sch.id' });
    expect(asked).toMatchObject({ status: 200, body: { status: true, channel: 'email' } });
    const unknown = await send('POST', '/api/account/password-reset', { identity: 'tidak.ada@demo.sch.id' });
    expect(unknown.body).toEqual(asked.body); // no account enumeration
    expect(await lastMessageTo('tidak.ada@demo.sch.id')).toBeUndefined();
    const message = await lastMessageTo('guru@demo.sch.id');
    const token = tokenIn(message.body);
    expect(token.length).toBeGreaterThan(30);
    const [row] = await db().select().from(passwordResets).orderBy(desc(passwordResets.id)).limit(1);
    expect(row.secretHash).not.toContain(token); // only a hash is kept

    const weak = await send('POST', '/api/account/password-reset/confirm', { token, password: 'password', password_confirmation: 'password' });
    expect(weak.status).toBe(422);
    const done = await send('POST', '/api/account/password-reset/confirm', { token, password: 'Kapur-Tulis-77', password_confirmation: 'Kapur-Tulis-77' });
    expect(done).toMatchObject({ status: 200, body: { status: true } });
    expect((await send('GET', '/api/profile', undefined, before)).status).toBe(401);
    expect((await t.signIn('guru@demo.sch.id', 'Kapur-Tulis-77')).token).toBeTruthy();
    const again = await send('POST', '/api/account/password-reset/confirm', { token, password: 'Kapur-Tulis-78', password_confirmation: 'Kapur-Tulis-78' });
    expect(again).toMatchObject({ status: 409, body: { message: USED } });
    const [logged] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'account_password'), eq(auditLog.action, 'reset_by_link')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(logged.recordId).toBe(String(row.userId));
    const log = await send('GET', '/api/attendance/password-log', undefined, admin);
    expect(log.body.entries[0]).toMatchObject({ byName: 'Pemilik akun (tautan email)' });

    await send('POST', '/api/account/password-reset', { identity: 'guru@demo.sch.id' });
    const fresh = tokenIn((await lastMessageTo('guru@demo.sch.id')).body);
    await db()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, row.userId));
    const late = await send('POST', '/api/account/password-reset/confirm', {
      token: fresh,
      password: 'Kapur-Tulis-79',
      password_confirmation: 'Kapur-Tulis-79',
    });
    expect(late).toMatchObject({ status: 400, body: { message: EXPIRED } });
    const bogus = await send('POST', '/api/account/password-reset/confirm', {
      token: 'x'.repeat(43),
      password: 'Kapur-Tulis-79',
      password_confirmation: 'Kapur-Tulis-79',
    });
    expect(bogus).toMatchObject({ status: 400, body: { message: INVALID_LINK } });
  });

  it('resets by a WhatsApp code; a wrong code counts against it', async () => {
    const [ortu] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'ortu@demo.sch.id'));
    await db().update(guardianProfiles).set({ phone: '0800-7777-1234' }).where(eq(guardianProfiles.userId, ortu.id));
    const asked = await send('POST', '/api/account/password-reset', { identity: '080077771234' });
    expect(asked.body.channel).toBe('whatsapp');
    const code = /: (\d{6})\./.exec((await lastMessageTo('6280077771234')).body)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await send('POST', '/api/account/password-reset/confirm', {
      identity: '+6280077771234',
      code: wrongCode,
      password: 'Sawah-Hijau-12',
      password_confirmation: 'Sawah-Hijau-12',
    });
    expect(wrong.status).toBe(422);
    const [open] = await db().select().from(passwordResets).where(eq(passwordResets.userId, ortu.id)).orderBy(desc(passwordResets.id)).limit(1);
    expect(open.attempts).toBe(1);
    const ok = await send('POST', '/api/account/password-reset/confirm', {
      identity: '080077771234',
      code,
      password: 'Sawah-Hijau-12',
      password_confirmation: 'Sawah-Hijau-12',
    });
    expect(ok.status).toBe(200);
    expect((await t.signIn('ortu@demo.sch.id', 'Sawah-Hijau-12')).token).toBeTruthy();
  });

  it('throttles per identity and per address, alike for accounts that do not exist', async () => {
    for (const identity of ['siswa@demo.sch.id', 'belum.ada@demo.sch.id']) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await send('POST', '/api/account/password-reset', { identity })).status);
      expect(answers).toEqual([200, 200, 200, 429]);
    }
    const one = '10.8.8.8';
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await send('POST', '/api/account/password-reset', { identity: `orang${i}@contoh.id` }, undefined, one)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
  });

  it('approves a request in one transaction (nothing is made when it fails) and rejects with a reason', async () => {
    const guru = (await t.signIn('guru@demo.sch.id', 'Kapur-Tulis-77')).token;
    expect((await send('GET', '/api/accounts/requests', undefined, guru)).status).toBe(403);
    const bad = await send('POST', '/api/account/requests', {
      school: 'demo-smk',
      role: '6',
      fullName: 'Bu Tanpa Anak',
      gender: 'P',
      email: 'tanpa.anak@contoh.id',
      nisn: '9900000000',
    });
    expect(bad.status).toBe(201);
    const list = await send('GET', '/api/accounts/requests?status=pending', undefined, admin);
    const seeded = list.body.requests.find((r: { email: string }) => r.email === 'sri.wahyuni@contoh.id');
    const orphan = list.body.requests.find((r: { email: string }) => r.email === 'tanpa.anak@contoh.id');
    expect(seeded.childName).toBeTruthy();
    const refused = await send('POST', `/api/accounts/requests/${orphan.id}/approve`, {}, admin);
    expect(refused.status).toBe(422);
    expect(await db().select().from(users).where(eq(users.email, 'tanpa.anak@contoh.id'))).toHaveLength(0);
    const [still] = await db().select().from(accountRequests).where(eq(accountRequests.id, orphan.id));
    expect(still.status).toBe('pending');

    const approved = await send('POST', `/api/accounts/requests/${seeded.id}/approve`, {}, admin);
    expect(approved).toMatchObject({ status: 200, body: { login: 'sri.wahyuni@contoh.id' } });
    const [made] = await db().select().from(users).where(eq(users.email, 'sri.wahyuni@contoh.id'));
    expect(made.userTypeId).toBe('6');
    expect(await db().select().from(guardianStudents).where(eq(guardianStudents.guardianId, made.id))).toHaveLength(1);
    const invite = await lastMessageTo('sri.wahyuni@contoh.id');
    const set = await send('POST', '/api/account/password-reset/confirm', {
      token: tokenIn(invite.body),
      password: 'Melati-Putih-3',
      password_confirmation: 'Melati-Putih-3',
    });
    expect(set.status).toBe(200);
    expect((await t.signIn('sri.wahyuni@contoh.id', 'Melati-Putih-3')).token).toBeTruthy();
    expect((await send('POST', `/api/accounts/requests/${seeded.id}/approve`, {}, admin)).status).toBe(409);

    const rejected = await send('POST', `/api/accounts/requests/${orphan.id}/reject`, { reason: 'NISN anak tidak terdaftar di sekolah kami.' }, admin);
    expect(rejected.status).toBe(200);
    expect((await lastMessageTo('tanpa.anak@contoh.id')).body).toContain('NISN anak tidak terdaftar');
  });

  it('registers with a code until it is used up or expired', async () => {
    const created = await send('POST', '/api/accounts/codes', { userTypeId: '3', maxUses: 1, validDays: 7, label: 'Guru baru' }, admin);
    expect(created.status).toBe(201);
    const form = {
      code: created.body.code.toLowerCase(),
      fullName: 'Rudi Hartono',
      gender: 'L',
      email: 'rudi.h@contoh.id',
      password: 'Papan-Tulis-55',
      password_confirmation: 'Papan-Tulis-55',
    };
    const first = await send('POST', '/api/account/register', form);
    expect(first).toMatchObject({ status: 201, body: { login: 'rudi.h@contoh.id' } });
    expect((await t.signIn('rudi.h@contoh.id', 'Papan-Tulis-55')).token).toBeTruthy();
    const second = await send('POST', '/api/account/register', { ...form, email: 'rudi.lain@contoh.id' });
    expect(second.status).toBe(422);
    expect(second.body.errors.code[0]).toContain('batas pemakaian');
    const [demo] = await db().select().from(registrationCodes).where(like(registrationCodes.code, 'MPLS%'));
    await db()
      .update(registrationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrationCodes.id, demo.id));
    const expired = await send('POST', '/api/account/register', { ...form, code: demo.code, email: 'telat@contoh.id' });
    expect(expired.body.errors.code[0]).toContain('kedaluwarsa');
  });

  it('enforces the parent grades and student profile switches; only admins change them', async () => {
    const ortu = (await t.signIn('ortu@demo.sch.id', 'Sawah-Hijau-12')).token;
    const siswa = (await t.signIn('siswa@demo.sch.id')).token;
    const staf = (await t.signIn('staf@demo.sch.id')).token;
    expect((await send('GET', '/api/grades/rapor/mine', undefined, ortu)).status).toBe(200);
    expect((await send('PUT', '/api/accounts/school-switches', { guardianSeesGrades: false }, staf)).status).toBe(403);
    const off = await send('PUT', '/api/accounts/school-switches', { guardianSeesGrades: false }, admin);
    expect(off.body.switches.guardianSeesGrades).toBe(false);
    const refused = await send('GET', '/api/grades/rapor/mine', undefined, ortu);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('belum membuka nilai');
    expect((await send('GET', '/api/grades/rapor/mine', undefined, siswa)).status).toBe(200);

    const closed = await send('PUT', '/api/profile/details', { phone: '081234567890' }, siswa);
    expect(closed.status).toBe(403);
    await send('PUT', '/api/accounts/school-switches', { studentProfileEdit: true, guardianSeesGrades: true }, admin);
    const open = await send('PUT', '/api/profile/details', { phone: '0812 3456-7890', address: 'Jl. Melati 5' }, siswa);
    expect(open).toMatchObject({ status: 200, body: { editable: true, phone: '081234567890' } });
    const [{ schoolId }] = await db().select({ schoolId: users.schoolId }).from(users).where(eq(users.email, 'admin@demo.sch.id'));
    const [settings] = await db().select().from(schoolSettings).where(eq(schoolSettings.schoolId, schoolId));
    expect(settings).toMatchObject({ guardianSeesGrades: true, studentProfileEdit: true });
  });
  it('refuses late work while the course switch (/coursesetting) is off, and flags it late while on', async () => {
    // The reset case above gave the demo teacher this password.
    const guru = (await t.signIn('guru@demo.sch.id', 'Kapur-Tulis-77')).token;
    const siswa = (await t.signIn('siswa@demo.sch.id')).token;
    const theirs = (await send('GET', '/api/classroom/rooms', undefined, siswa)).body.data as { id: number }[];
    const room = ((await send('GET', '/api/classroom/rooms', undefined, guru)).body.data as { id: number }[]).find((r) => theirs.some((x) => x.id === r.id));
    const late = await send(
      'POST',
      `/api/classroom/rooms/${room!.id}/assignments`,
      { title: 'Lewat tenggat', dueAt: new Date(Date.now() - 86_400_000).toISOString() },
      guru,
    );
    expect(late.status).toBe(201);
    try {
      expect((await send('PUT', '/api/accounts/school-switches', { lateSubmission: false }, admin)).body.switches.lateSubmission).toBe(false);
      const refused = await send('POST', `/api/classroom/assignments/${late.body.id}/submission`, { body: 'terlambat' }, siswa);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('tidak menerima pengumpulan terlambat');
    } finally {
      await send('PUT', '/api/accounts/school-switches', { lateSubmission: true }, admin);
    }
    const flagged = await send('POST', `/api/classroom/assignments/${late.body.id}/submission`, { body: 'terlambat' }, siswa);
    expect(flagged.body).toMatchObject({ status: 'late', mine: { late: true } });
  });
});
