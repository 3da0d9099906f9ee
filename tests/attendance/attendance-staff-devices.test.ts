import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** Staff daily attendance, the school's machines and the raw-tap log, as the office and the principal use them. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let principal: string;
let teacher: string;
let support: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, principal, teacher, support, otherAdmin] = await Promise.all(
    ['staf@demo.sch.id', 'kepsek@demo.sch.id', 'guru@demo.sch.id', 'support@demo.sch.id', 'admin.smp@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
});
afterAll(() => t.close());

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('staff daily attendance', () => {
  it('shows the demo weeks to the principal and lets the office record a day by hand', async () => {
    let date = '';
    for (let n = 1; n < 20 && !date; n++) {
      const day = (await call('GET', `/api/attendance/staff?date=${daysAgo(n)}`, principal)).body;
      if (day.schoolDay && day.people.some((p: { status: string | null }) => p.status === 'H')) date = day.date;
    }
    expect(date).not.toBe('');
    const day = (await call('GET', `/api/attendance/staff?date=${date}`, principal)).body;
    expect(day.canEdit).toBe(false);
    const someone = day.people.find((p: { status: string | null }) => p.status === 'H');
    expect(someone.checkInAt).not.toBeNull();
    expect((await call('PUT', '/api/attendance/staff', principal, { userId: someone.userId, date, status: 'D' })).status).toBe(403);
    expect((await call('GET', '/api/attendance/staff', teacher)).status).toBe(403);
    expect((await call('PUT', '/api/attendance/staff', admin, { userId: someone.userId, date, status: 'X' })).status).toBe(422);
    // A day still to come is refused with its reason as the message, which the screen's dialog shows.
    const ahead = await call('PUT', '/api/attendance/staff', admin, { userId: someone.userId, date: '2099-01-05', status: 'S' });
    expect(ahead.status).toBe(422);
    expect(ahead.body.message).toBe('Presensi tidak dapat diisi untuk hari yang belum tiba.');
    expect((await call('PUT', '/api/attendance/staff', otherAdmin, { userId: someone.userId, date, status: 'D' })).status).toBe(404);
    const ok = await call('PUT', '/api/attendance/staff', admin, { userId: someone.userId, date, status: 'D', note: 'Rapat MGMP' });
    expect(ok.status).toBe(200);
    const after = (await call('GET', `/api/attendance/staff?date=${date}`, admin)).body.people.find((p: { userId: number }) => p.userId === someone.userId);
    expect(after).toMatchObject({ status: 'D', note: 'Rapat MGMP' });
    expect(after.checkInAt).toBe(someone.checkInAt);
  });
});

describe('devices and the tap log', () => {
  it('registers a machine once per serial, turns it off, and lists the raw taps of a day', async () => {
    const list = await call('GET', '/api/attendance/devices', support);
    expect(list.status).toBe(200);
    expect(list.body.devices.map((d: { serial: string }) => d.serial)).toContain('DEMO0001');
    expect((await call('GET', '/api/attendance/devices', teacher)).status).toBe(403);
    const made = await call('POST', '/api/attendance/devices', admin, { serial: 'UJI-0001', name: 'Mesin uji', kind: 'rfid' });
    expect(made.status).toBe(201);
    expect(made.body.deviceKey.length).toBeGreaterThan(10);
    const twice = await call('POST', '/api/attendance/devices', otherAdmin, { serial: 'UJI-0001', name: 'Mesin lain', kind: 'adms' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.serial[0]).toContain('sudah terdaftar');
    expect((await call('POST', '/api/attendance/devices', admin, { serial: 'x', name: 'a', kind: 'usb' })).status).toBe(422);
    expect((await call('PUT', `/api/attendance/devices/${made.body.id}`, otherAdmin, { isActive: false })).status).toBe(404);
    expect((await call('PUT', `/api/attendance/devices/${made.body.id}`, admin, { isActive: false })).body.isActive).toBe(false);
    const tap = await t.app.inject({
      method: 'POST',
      url: `/iclock/cdata?SN=UJI-0001&table=ATTLOG&key=${made.body.deviceKey}`,
      payload: `123\t${daysAgo(1)} 07:00:00\t0\t2\n`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(tap.statusCode).toBe(401);

    const demo = (await call('GET', '/api/attendance/devices', admin)).body.devices.find((d: { serial: string }) => d.serial === 'DEMO0001');
    const date = daysAgo(1);
    const pushed = await t.app.inject({
      method: 'POST',
      url: `/iclock/cdata?SN=DEMO0001&table=ATTLOG&key=${demo.deviceKey}`,
      payload: `77777777\t${date} 06:30:00\t0\t1\n`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(pushed.body).toBe('OK: 1');
    const log = await call('GET', `/api/attendance/taps?date=${date}&unknown=1`, admin);
    expect(log.status).toBe(200);
    expect(log.body.taps.map((x: { pin: string }) => x.pin)).toContain('77777777');
    expect(log.body.taps.every((x: { fullName: string | null }) => x.fullName === null)).toBe(true);
    expect((await call('GET', `/api/attendance/taps?date=${date}`, otherAdmin)).body.taps.map((x: { pin: string }) => x.pin)).not.toContain('77777777');
  });
});

describe('school hours', () => {
  it('shows the demo hours, saves an audience and refuses hours out of order', async () => {
    const hours = await call('GET', '/api/attendance/school-hours', support);
    expect(hours.body).toMatchObject({ student: { lateAfter: '07:00' }, staff: { lateAfter: '07:15' }, canEdit: false });
    expect((await call('GET', '/api/attendance/school-hours', teacher)).status).toBe(403);
    const body = { audience: 'student', checkInFrom: '05:45', lateAfter: '06:50', checkOutFrom: '14:15' };
    expect((await call('PUT', '/api/attendance/school-hours', support, body)).status).toBe(403);
    const bad = await call('PUT', '/api/attendance/school-hours', admin, { ...body, lateAfter: '15:00' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain('checkOutFrom');
    const ok = await call('PUT', '/api/attendance/school-hours', admin, body);
    expect(ok.body.student).toEqual({ checkInFrom: '05:45', lateAfter: '06:50', checkOutFrom: '14:15' });
    expect((await call('GET', '/api/attendance/school-hours', otherAdmin)).body.student.lateAfter).toBe('07:00');
  });
});

describe('attendance cards', () => {
  it('gives a student one card found by NIS, and the card number becomes their PIN at the machines', async () => {
    const list = await call('GET', '/api/attendance/cards', admin);
    expect(list.body.cards.length).toBe(40);
    const owner = list.body.cards[0];
    expect((await call('POST', '/api/attendance/cards', admin, { cardNumber: '99887766', person: owner.nis })).body.errors.person[0]).toContain(
      'sudah punya kartu',
    );
    expect((await call('POST', '/api/attendance/cards', admin, { cardNumber: owner.cardNumber, person: '2025000001' })).body.errors.cardNumber[0]).toContain(
      'sudah dipakai',
    );
    expect((await call('POST', '/api/attendance/cards', admin, { cardNumber: '99887766', person: '0000' })).status).toBe(422);
    expect((await call('DELETE', `/api/attendance/cards/${owner.id}`, otherAdmin)).status).toBe(404);
    expect((await call('DELETE', `/api/attendance/cards/${owner.id}`, teacher)).status).toBe(403);
    expect((await call('DELETE', `/api/attendance/cards/${owner.id}`, admin)).status).toBe(200);
    const made = await call('POST', '/api/attendance/cards', admin, { cardNumber: '99887766', person: owner.nis });
    expect(made.status).toBe(201);
    const date = daysAgo(1);
    await t.app.inject({
      method: 'POST',
      url: '/iclock/cdata?SN=DEMO0001&table=ATTLOG',
      payload: `99887766\t${date} 06:10:00\t0\t2\n`,
      headers: { 'content-type': 'text/plain' },
    });
    const log = (await call('GET', `/api/attendance/taps?date=${date}`, admin)).body.taps.find((x: { pin: string }) => x.pin === '99887766');
    expect(log).toMatchObject({ fullName: owner.fullName, method: 'card' });
  });
});

describe('QR attendance', () => {
  it("shows the gate a signed code, takes a student's scan once, and refuses expired, forged and other schools' codes", async () => {
    const student = (await t.signIn('siswa@demo.sch.id')).token;
    const qr = (await call('GET', '/api/attendance/devices', admin)).body.devices.find((d: { kind: string }) => d.kind === 'qr');
    expect((await call('GET', `/api/attendance/qr/code?serial=${qr.serial}&key=wrong-key-1234`, null)).status).toBe(401);
    const gate = await call('GET', `/api/attendance/qr/code?serial=${qr.serial}&key=${qr.deviceKey}`, null);
    expect(gate.status).toBe(200);
    expect(gate.body.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    const token = new URL(gate.body.url).searchParams.get('t')!;
    expect((await call('GET', '/api/attendance/devices', admin)).body.devices.find((d: { id: number }) => d.id === qr.id).lastSeenAt).not.toBeNull();

    expect((await call('POST', '/api/attendance/qr/scan', admin, { token })).status).toBe(403);
    const first = await call('POST', '/api/attendance/qr/scan', student, { token });
    expect(first.status).toBe(200);
    expect(first.body.message).toContain('Presensi tercatat');
    const again = await call('POST', '/api/attendance/qr/scan', student, { token });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('sudah Anda pakai');
    const [v, device, window, sig] = token.split('.');
    const old = await call('POST', '/api/attendance/qr/scan', student, { token: [v, device, Number(window) - 5, sig].join('.') });
    expect(old.status).toBe(422);
    const forged = await call('POST', '/api/attendance/qr/scan', student, { token: [v, device, window, 'A'.repeat(22)].join('.') });
    expect(forged.status).toBe(422);
    expect(forged.body.message).toContain('tidak sah');

    // Another school's gate: its code is refused for a student of this school.
    const smpQr = await call('POST', '/api/attendance/devices', otherAdmin, { serial: 'SMP-QR-01', name: 'Gerbang SMP', kind: 'qr' });
    const smpGate = (await call('GET', `/api/attendance/qr/code?serial=SMP-QR-01&key=${smpQr.body.deviceKey}`, null)).body;
    const foreign = await call('POST', '/api/attendance/qr/scan', student, { token: new URL(smpGate.url).searchParams.get('t') });
    expect(foreign.status).toBe(422);
    expect(foreign.body.message).toContain('sekolah lain');

    const log = (await call('GET', '/api/attendance/taps', admin)).body.taps;
    expect(log.filter((x: { method: string }) => x.method === 'qr')).toHaveLength(1);
  });

  it('takes a code once when the same phone sends it three times at the same moment (scans arriving together share one transaction)', async () => {
    const student = (await t.signIn('siswa@demo.sch.id')).token;
    const second = await call('POST', '/api/attendance/devices', admin, { serial: 'DEMO-QR-2', name: 'Gerbang belakang', kind: 'qr' });
    expect(second.status).toBe(201);
    const gate = (await call('GET', `/api/attendance/qr/code?serial=DEMO-QR-2&key=${second.body.deviceKey}`, null)).body;
    const token = new URL(gate.url).searchParams.get('t')!;
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', '/api/attendance/qr/scan', student, { token })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    // The claim of the code is stored once, with the tap (a tap in the same second as the earlier test's is one tap).
    const uses = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from sd_attendance_qr_uses where sd_attendance_device_id = ${second.body.id}`,
    );
    expect(Number(uses.rows[0].n)).toBe(1);
    expect((await call('GET', '/api/attendance/taps', admin)).body.taps.filter((x: { method: string }) => x.method === 'qr').length).toBeGreaterThanOrEqual(1);
  });
});
