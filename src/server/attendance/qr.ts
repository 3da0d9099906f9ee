import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { devices } from '../db/schema/attendance.ts';
import { schools } from '../db/schema/schools.ts';
import type { PublicContext, SessionContext } from '../http/context.ts';
import { AppError, fieldError, validationError } from '../http/errors.ts';
import { deviceById, recordQrScan } from './qr-scans.ts';
import { requireAttendance } from './guard.ts';
import { qrPath } from './qr-code.ts';

/**
 * The rotating QR of a gate (decision 0015): `v1.<device>.<window>.<signature>`, the window being the code's
 * start in seconds since 1970 divided by the device's `qr_seconds`, signed with the device's own key (HMAC). A code
 * is good in its own window and the one after (a scan as the screen changes), for one use per student; a code of
 * another school's device, an old one or a forged one is refused.
 */
const sign = (key: string, schoolId: number, deviceId: number, window: number) =>
  createHmac('sha256', key).update(`${schoolId}.${deviceId}.${window}`).digest('base64url').slice(0, 22);
const windowAt = (at: number, seconds: number) => Math.floor(at / 1000 / seconds);

export function qrToken(
  device: { id: number; schoolId: number; deviceKey: string; qrSeconds: number },
  at = Date.now(),
): { token: string; window: number; expiresAt: Date } {
  const window = windowAt(at, device.qrSeconds);
  return {
    token: `v1.${device.id}.${window}.${sign(device.deviceKey, device.schoolId, device.id, window)}`,
    window,
    expiresAt: new Date((window + 1) * device.qrSeconds * 1000),
  };
}

const BAD = 'Kode QR tidak sah. Pindai kode yang tampil di layar presensi.';

/**
 * GET /api/attendance/qr/code: what the gate screen shows, asked with the device's serial and key (the screen
 * is a tablet at the gate, signed in as nobody). Each call is the device's heartbeat.
 */
export async function gateCode({ ctx, input, origin }: { ctx: PublicContext; input: { serial: string; key: string }; origin: string }) {
  const [device] = await ctx.db.select().from(devices).where(eq(devices.serial, input.serial));
  const ok =
    device &&
    device.kind === 'qr' &&
    device.isActive &&
    device.deviceKey.length === input.key.length &&
    timingSafeEqual(Buffer.from(device.deviceKey), Buffer.from(input.key));
  if (!ok) throw new AppError('unauthenticated', 'Perangkat QR tidak dikenal, kuncinya salah, atau dinonaktifkan.');
  await ctx.db.update(devices).set({ lastSeenAt: new Date() }).where(eq(devices.id, device.id));
  const [school] = await ctx.db.select({ name: schools.name }).from(schools).where(eq(schools.id, device.schoolId));
  const { token, expiresAt } = qrToken(device);
  const url = `${origin}/qrcode/qrcode_absen?t=${token}`;
  return { schoolName: school?.name ?? '', deviceName: device.name, seconds: device.qrSeconds, expiresAt, url, ...qrPath(url) };
}

/**
 * POST /api/attendance/qr/scan: a signed-in student's phone sends the code it scanned; the tap goes through the
 * one intake (method qr) and so becomes the day's Hadir by the rules. Expired, other school's, forged: 422;
 * the same code twice: 409.
 */
export async function scanQr({ ctx, input }: { ctx: SessionContext; input: { token: string } }) {
  requireAttendance(ctx, 'attendance.own');
  if (ctx.session.userTypeId !== '5') throw new AppError('forbidden', 'Presensi QR dilakukan oleh siswa dari ponselnya sendiri.');
  const m = /^v1\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(input.token);
  if (!m) throw fieldError('token', BAD);
  const [deviceId, window] = [Number(m[1]), Number(m[2])];
  const device = await deviceById(ctx.db)(deviceId);
  if (!device || device.kind !== 'qr') throw fieldError('token', BAD);
  const expected = sign(device.deviceKey, device.schoolId, device.id, window);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(m[3]))) throw fieldError('token', BAD);
  if (device.schoolId !== ctx.session.schoolId) throw fieldError('token', 'Kode QR ini milik sekolah lain.');
  if (!device.isActive) throw fieldError('token', 'Layar presensi QR ini sedang dinonaktifkan.');
  const now = windowAt(Date.now(), device.qrSeconds);
  if (window > now + 1 || window < now - 1)
    throw validationError(
      { token: ['Kode QR sudah kedaluwarsa. Pindai kode yang sedang tampil di layar.'] },
      'Kode QR sudah kedaluwarsa. Pindai kode yang sedang tampil di layar.',
    );
  const at = await recordQrScan(ctx.db)({ schoolId: device.schoolId, deviceId: device.id, window, userId: ctx.session.userId });
  if (!at) throw new AppError('conflict', 'Kode QR ini sudah Anda pakai. Presensi Anda sudah tercatat.');
  return { message: `Presensi tercatat pukul ${at}.`, at };
}
