import { and, eq, inArray, sql } from 'drizzle-orm';
import { ppdbPeriods, ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { requirePpdb } from './guard.ts';
import { ownPeriod } from './applicant-access.ts';
import { notifyApplicant } from './notify-applicant.ts';

/**
 * POST /api/ppdb/periods/:id/announce: the results become public (the check page shows them) and every decided
 * family is told. Refused while verified applicants wait for the ranking, and a second time (409).
 */
export async function announcePeriod({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePpdb(ctx, 'applicants.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const period = await ownPeriod(tx, schoolId, id, true);
    if (period.announcedAt) throw new AppError('conflict', 'Hasil gelombang ini sudah diumumkan.');
    const mine = and(eq(ppdbRegistrations.schoolId, schoolId), eq(ppdbRegistrations.periodId, id));
    const [{ waiting }] = await tx
      .select({ waiting: sql<number>`count(*)::int` })
      .from(ppdbRegistrations)
      .where(and(mine, eq(ppdbRegistrations.status, 'verified')));
    if (waiting > 0) throw new AppError('conflict', `Masih ada ${waiting} pendaftar terverifikasi yang belum diputuskan. Jalankan pemeringkatan dahulu.`);
    const decided = await tx
      .select()
      .from(ppdbRegistrations)
      .where(and(mine, inArray(ppdbRegistrations.status, ['accepted', 'not_accepted'])));
    const announcedAt = new Date();
    await tx.update(ppdbPeriods).set({ announcedAt }).where(eq(ppdbPeriods.id, id));
    for (const applicant of decided) await notifyApplicant(tx, applicant, applicant.status as 'accepted' | 'not_accepted');
    const accepted = decided.filter((d) => d.status === 'accepted').length;
    await recordAudit(tx, ctx, {
      resource: 'ppdb_period',
      recordId: id,
      action: 'announce',
      after: { announcedAt, accepted, notAccepted: decided.length - accepted },
    });
    return { announcedAt, accepted, notAccepted: decided.length - accepted, messages: decided.length };
  });
}
