import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { devices, taps } from '../db/schema/attendance.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { schoolDay, schoolTimeZone } from '../school/time-zone.ts';
import { requireAttendance } from './guard.ts';

const deviceView = (d: typeof devices.$inferSelect) => ({
  id: d.id,
  serial: d.serial,
  name: d.name,
  kind: d.kind,
  deviceKey: d.deviceKey,
  isActive: d.isActive,
  lastSeenAt: d.lastSeenAt,
  qrSeconds: d.qrSeconds,
});

/** GET /api/attendance/devices (/device/school-setting) */
export async function listDevices({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'devices.manage');
  const rows = await ctx.db.select().from(devices).where(eq(devices.schoolId, ctx.session.schoolId)).orderBy(asc(devices.name));
  const day = schoolDay(await schoolTimeZone(ctx.db, ctx.session.schoolId), undefined);
  const counts = await ctx.db
    .select({ deviceId: taps.deviceId, n: sql<number>`count(*)::int` })
    .from(taps)
    .where(and(eq(taps.schoolId, ctx.session.schoolId), gte(taps.punchedAt, day.from), lt(taps.punchedAt, day.to)))
    .groupBy(taps.deviceId);
  const today = new Map(counts.map((c) => [c.deviceId, Number(c.n)]));
  // A machine that has not called in for five minutes (ADMS machines call every few seconds) is shown as offline.
  const online = (d: typeof devices.$inferSelect) => !!d.lastSeenAt && Date.now() - d.lastSeenAt.getTime() < 5 * 60_000;
  return { devices: rows.map((d) => ({ ...deviceView(d), tapsToday: today.get(d.id) ?? 0, online: d.isActive && online(d) })) };
}

/** POST /api/attendance/devices: registers a machine by serial, with a fresh key. A serial is one school's only. */
export async function addDevice({ ctx, input }: { ctx: SessionContext; input: { serial: string; name: string; kind: 'adms' | 'rfid' | 'qr' } }) {
  requireAttendance(ctx, 'devices.manage');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(devices)
      .values({ schoolId: ctx.session.schoolId, serial: input.serial, name: input.name, kind: input.kind, deviceKey: randomBytes(12).toString('base64url') })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('validation', 'Nomor seri sudah terdaftar.', { fieldErrors: { serial: ['Nomor seri sudah terdaftar.'] } });
    await recordAudit(tx, ctx, {
      resource: 'attendance_device',
      recordId: row.id,
      action: 'create',
      after: { serial: row.serial, name: row.name, kind: row.kind },
    });
    return deviceView(row);
  });
}

/** PUT /api/attendance/devices/:id: turns a machine on or off (off: its pushes get 401). */
export async function setDeviceActive({ ctx, id, input }: { ctx: SessionContext; id: number; input: { isActive: boolean } }) {
  requireAttendance(ctx, 'devices.manage');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(devices)
      .set({ isActive: input.isActive })
      .where(and(eq(devices.schoolId, ctx.session.schoolId), eq(devices.id, id)))
      .returning();
    if (!row) throw notFound('Perangkat tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'attendance_device', recordId: id, action: input.isActive ? 'enable' : 'disable' });
    return deviceView(row);
  });
}

/** GET /api/attendance/taps (/report_daily_attendance_log): one day's raw taps, newest first, unknown PINs marked. */
export async function listTaps({ ctx, input }: { ctx: SessionContext; input: { date?: string; unknown?: boolean } }) {
  requireAttendance(ctx, 'devices.manage');
  const day = schoolDay(await schoolTimeZone(ctx.db, ctx.session.schoolId), input.date);
  const rows = await ctx.db
    .select({ id: taps.id, pin: taps.pin, punchedAt: taps.punchedAt, method: taps.method, punch: taps.punch, fullName: users.fullName, device: devices.name })
    .from(taps)
    .leftJoin(users, eq(users.id, taps.userId))
    .leftJoin(devices, eq(devices.id, taps.deviceId))
    .where(
      and(eq(taps.schoolId, ctx.session.schoolId), gte(taps.punchedAt, day.from), lt(taps.punchedAt, day.to), ...(input.unknown ? [isNull(taps.userId)] : [])),
    )
    .orderBy(desc(taps.punchedAt))
    .limit(500);
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(taps)
    .where(and(eq(taps.schoolId, ctx.session.schoolId), gte(taps.punchedAt, day.from), lt(taps.punchedAt, day.to)));
  return { date: day.date, total: Number(n), taps: rows };
}

/** PUT /api/attendance/devices/:id/qr-seconds: how long a QR gate's code lives. */
export async function setQrSeconds({ ctx, id, input }: { ctx: SessionContext; id: number; input: { qrSeconds: number } }) {
  requireAttendance(ctx, 'devices.manage');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(devices)
      .set({ qrSeconds: input.qrSeconds })
      .where(and(eq(devices.schoolId, ctx.session.schoolId), eq(devices.id, id), eq(devices.kind, 'qr')))
      .returning();
    if (!row) throw notFound('Perangkat QR tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'attendance_device', recordId: id, action: 'qr_seconds', after: input });
    return { message: `Kode QR berganti tiap ${input.qrSeconds} detik.` };
  });
}
