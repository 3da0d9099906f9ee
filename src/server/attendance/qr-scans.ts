/**
 * QR scans at the gate, group-committed (issue 13: 200 students scanning at once beside ten ZKTeco machines
 * pushing). One scan alone was fifteen round trips: the device, the one-use claim, the school's time zone, the
 * student's NIS, then the intake's transaction. Two hundred at once queued for the pool and held the machines'
 * pushes behind them for over a second. Scans that arrive together now share one transaction per device: one
 * claim insert for all of them, one NIS lookup, and one pass through the intake (recordTaps) with every tap.
 * A lone scan still goes out at once, alone (db/batch.ts); one bad scan fails alone, as the batch is re-run scan
 * by scan when it fails.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createBatcher, createLoader, perDatabase } from '../db/batch.ts';
import { arrayParam, col } from '../db/sql-arrays.ts';
import { devices, qrUses } from '../db/schema/attendance.ts';
import { studentProfiles } from '../db/schema/master.ts';
import { schoolTimeZone } from '../school/time-zone.ts';
import { toZonedInput } from '../../shared/time/school-time.ts';
import { recordTaps } from './intake.ts';
import { intakeContext } from './intake-context.ts';

const BURST = { maxBatch: 250, maxInFlight: 2 };

/** A gate device by id (the id comes from the scanned code; the caller checks kind, school and signature). */
export const deviceById = perDatabase((db: Db) =>
  createLoader<number, typeof devices.$inferSelect>(
    async (ids) => new Map((await db.select().from(devices).where(inArray(devices.id, ids))).map((d) => [d.id, d])),
    { ...BURST, accepts: (id) => id <= 2_147_483_647 },
  ),
);

export interface QrScan {
  schoolId: number;
  deviceId: number;
  window: number;
  userId: number;
}

/** The scan's tap time on the school's clock ("HH:MM"), or null when this student already used this code. */
export const recordQrScan = perDatabase((db: Db) =>
  createBatcher<QrScan, string | null>(
    async (scans) => {
      const answers = new Map<QrScan, string | null>();
      const byDevice = Map.groupBy(scans, (s) => s.deviceId);
      for (const [deviceId, group] of byDevice) {
        const schoolId = group[0].schoolId;
        const timeZone = await schoolTimeZone(db, schoolId);
        const context = await intakeContext(db, schoolId);
        await db.transaction(async (tx) => {
          // The claim and the tap commit together: a scan that fails to record can be scanned again.
          const claims = [...new Map(group.map((s) => [`${s.window}:${s.userId}`, s])).values()];
          const claimed = await tx.execute<{ win: number; user_id: number }>(sql`
            insert into ${qrUses} (${col(qrUses.schoolId)}, ${col(qrUses.deviceId)}, ${col(qrUses.window)}, ${col(qrUses.userId)})
            select ${schoolId}::int, ${deviceId}::int, c.win, c.user_id
              from unnest(${arrayParam(claims.map((c) => c.window))}::int[], ${arrayParam(claims.map((c) => c.userId))}::int[]) as c(win, user_id)
            on conflict do nothing
            returning ${col(qrUses.window)} as win, ${col(qrUses.userId)} as user_id`);
          const open = new Set(claimed.rows.map((c) => `${c.win}:${c.user_id}`));
          const now = new Date();
          const local = `${toZonedInput(now, timeZone)}:${String(now.getUTCSeconds()).padStart(2, '0')}`;
          const winners = group.filter((s) => open.delete(`${s.window}:${s.userId}`));
          const won = new Set(winners);
          for (const s of group) answers.set(s, won.has(s) ? local.slice(11, 16) : null);
          if (!winners.length) return;
          const ids = [...new Set(winners.map((s) => s.userId))];
          const nis = new Map(
            (
              await tx
                .select({ userId: studentProfiles.userId, nis: studentProfiles.nis })
                .from(studentProfiles)
                .where(and(eq(studentProfiles.schoolId, schoolId), inArray(studentProfiles.userId, ids)))
            ).map((p) => [p.userId, p.nis]),
          );
          const punches = ids.map((userId) => ({ pin: nis.get(userId) || `qr${userId}`, local, punch: 0, method: 'qr', userId, kind: 'student' as const }));
          await recordTaps(tx, { id: schoolId, timeZone }, deviceId, punches, context);
        });
      }
      return scans.map((s) => answers.get(s) ?? null);
    },
    { ...BURST, isolateFailures: true },
  ),
);
