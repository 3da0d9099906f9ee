import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { devices, staffDays, studentDays, taps } from '../../src/server/db/schema/attendance.ts';
import { staffProfiles, studentProfiles } from '../../src/server/db/schema/master.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { parseAttlog } from '../../src/server/attendance/attlog.ts';

/** The ZKTeco ADMS push intake with the bytes a machine sends: handshake, ATTLOG batches, re-sends, bad lines. */
let t: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const push = (sn: string, body: string, table = 'ATTLOG') =>
  t.app.inject({
    method: 'POST',
    url: `/iclock/cdata?SN=${sn}&table=${table}&Stamp=9999`,
    headers: { 'content-type': 'text/plain' },
    payload: Buffer.from(body, 'latin1'),
  });

/** The newest weekday before today that is a school day in the demo calendar (Monday to Friday, no holiday). */
async function schoolDay(): Promise<string> {
  const token = (await t.signIn('admin@demo.sch.id')).token;
  for (let n = 2; n < 30; n++) {
    const date = new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const sheet = await call('GET', `/api/attendance/daily?date=${date}`, token);
    if (!sheet.body.closed) return date;
  }
  throw new Error('no school day');
}

describe('parseAttlog', () => {
  it('takes well-formed lines and counts the rest', () => {
    const body =
      '2025000001\t2026-11-23 06:41:05\t0\t1\t0\t0\t0\r\n\nbad line\n2025000002\t2026-02-30 06:00:00\t0\t1\n2025000003\t2026-11-23 06:42:00\t1\t15\t0\n';
    const { punches, skipped } = parseAttlog(body);
    expect(punches).toEqual([
      { pin: '2025000001', local: '2026-11-23T06:41:05', punch: 0, method: 'fingerprint' },
      { pin: '2025000003', local: '2026-11-23T06:42:00', punch: 1, method: 'face' },
    ]);
    expect(skipped).toBe(2);
  });
});

describe('/iclock', () => {
  it('answers the handshake of DEMO0001 with its options and refuses an unknown or disabled serial (401)', async () => {
    const hello = await t.app.inject({ method: 'GET', url: '/iclock/cdata?SN=DEMO0001&options=all&pushver=2.4.1&language=69' });
    expect(hello.statusCode).toBe(200);
    expect(hello.body.split('\n')[0]).toBe('GET OPTION FROM: DEMO0001');
    expect(hello.body).toContain('TimeZone=7');
    expect(hello.body).toContain('Realtime=1');
    expect((await t.app.inject({ method: 'GET', url: '/iclock/getrequest?SN=DEMO0001' })).body).toBe('OK');
    expect((await t.app.inject({ method: 'GET', url: '/iclock/cdata?SN=NOPE9999' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/iclock/cdata' })).statusCode).toBe(401);
    const [qr] = await t.database.db.select().from(devices).where(eq(devices.serial, 'DEMOQR01'));
    expect((await t.app.inject({ method: 'GET', url: '/iclock/getrequest?SN=DEMOQR01' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/iclock/getrequest?SN=DEMOQR01&key=${qr.deviceKey}` })).statusCode).toBe(200);
    await t.database.db.update(devices).set({ isActive: false }).where(eq(devices.id, qr.id));
    expect((await t.app.inject({ method: 'GET', url: `/iclock/getrequest?SN=DEMOQR01&key=${qr.deviceKey}` })).statusCode).toBe(401);
    expect((await push('NOPE9999', '1\t2026-11-23 06:00:00\t0\t1\n')).statusCode).toBe(401);
  });

  it('stores each punch once, makes the student Hadir and the staff member checked in and out, and skips bad lines', async () => {
    const db = t.database.db;
    const date = await schoolDay();
    const [student] = await db
      .select({ id: users.id, nis: studentProfiles.nis })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(eq(users.email, 'siswa@demo.sch.id'));
    const [staff] = await db
      .select({ id: users.id, nuptk: staffProfiles.nuptk })
      .from(staffProfiles)
      .innerJoin(users, eq(users.id, staffProfiles.userId))
      .where(eq(users.email, 'kepsek@demo.sch.id'));
    await db.delete(studentDays).where(and(eq(studentDays.studentId, student.id), eq(studentDays.date, date)));
    await db.delete(staffDays).where(and(eq(staffDays.userId, staff.id), eq(staffDays.date, date)));
    const body = [
      `${student.nis}\t${date} 07:12:09\t0\t1\t0\t0\t0`,
      `${student.nis}\t${date} 06:58:00\t0\t1\t0\t0\t0`,
      `${staff.nuptk}\t${date} 07:20:00\t0\t15\t0\t0\t0`,
      `${staff.nuptk}\t${date} 15:30:00\t1\t15\t0\t0\t0`,
      'rusak tanpa tab',
      `99999999\t${date} 07:00:00\t0\t2\t0\t0\t0`,
      `${student.nis}\t${date} 25:00:00\t0\t1`,
    ].join('\r\n');
    const first = await push('DEMO0001', body);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('OK: 5');
    const again = await push('DEMO0001', body);
    expect(again.body).toBe('OK: 5');
    const stored = await db.select().from(taps).where(eq(taps.pin, student.nis!));
    expect(stored.length).toBe(2);
    const [day] = await db
      .select()
      .from(studentDays)
      .where(and(eq(studentDays.studentId, student.id), eq(studentDays.date, date)));
    expect(day).toMatchObject({ status: 'H', source: 'device', lateMinutes: 0 });
    expect(day.checkInAt!.toISOString()).toBe(new Date(`${date}T06:58:00+07:00`).toISOString());
    const [staffDay] = await db
      .select()
      .from(staffDays)
      .where(and(eq(staffDays.userId, staff.id), eq(staffDays.date, date)));
    expect(staffDay).toMatchObject({ status: 'H', lateMinutes: 5, earlyLeaveMinutes: 0 });
    expect(staffDay.checkOutAt!.toISOString()).toBe(new Date(`${date}T15:30:00+07:00`).toISOString());
    const unknown = await db.select().from(taps).where(eq(taps.pin, '99999999'));
    expect(unknown.length).toBe(1);
    expect(unknown[0].userId).toBeNull();
  });
});
