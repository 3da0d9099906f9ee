import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, fieldError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { decisionInput } from '../../shared/ppdb/schemas.ts';
import { PPDB_PATHWAY_LABELS, isPathway } from '../../shared/ppdb/pathways.ts';
import { requirePpdb } from './guard.ts';
import { ownApplicant, ownPeriod } from './applicant-access.ts';
import { readDossier } from './get-applicant.ts';
import { notifyApplicant } from './notify-applicant.ts';

const DECIDABLE = ['verified', 'accepted', 'not_accepted'];

/**
 * POST /api/ppdb/applicants/:id/decision: one applicant accepted or not by hand (a seat left free after the
 * announcement, an appeal). A seat beyond the pathway's quota is a 409 unless the override is ticked with a
 * reason; such an acceptance is marked and audited as "accept_over_quota". After the announcement the family
 * is told at once; before it, the announcement tells them.
 */
export async function decideApplicant({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof decisionInput> }) {
  requirePpdb(ctx, 'applicants.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const before = await ownApplicant(tx, schoolId, id, true);
    if (!DECIDABLE.includes(before.status))
      throw new AppError('conflict', before.status === 'reregistered' ? 'Pendaftar ini sudah daftar ulang.' : 'Verifikasi berkas pendaftar ini dahulu.');
    if (before.status === input.decision) return readDossier(tx, schoolId, id);
    const period = await ownPeriod(tx, schoolId, before.periodId ?? 0, true);
    let overQuota = false;
    if (input.decision === 'accepted') {
      const dossier = await readDossier(tx, schoolId, id);
      if (dossier.acceptedInPathway >= dossier.quota) {
        const label = isPathway(before.pathway) ? PPDB_PATHWAY_LABELS[before.pathway] : before.pathway;
        if (!input.override)
          throw new AppError(
            'conflict',
            `Kuota jalur ${label} sudah penuh (${dossier.acceptedInPathway} dari ${dossier.quota}). Menerima di luar kuota perlu override dengan alasan.`,
          );
        if (!input.reason) throw fieldError('reason', 'Tulis alasan menerima di luar kuota.');
        overQuota = true;
      }
    }
    const set = { status: input.decision, overQuota, decidedAt: new Date(), note: input.reason ?? before.note };
    await tx.update(ppdbRegistrations).set(set).where(eq(ppdbRegistrations.id, id));
    await recordAudit(tx, ctx, {
      resource: 'ppdb_applicant',
      recordId: id,
      action: overQuota ? 'accept_over_quota' : input.decision === 'accepted' ? 'accept' : 'not_accept',
      before: { status: before.status, overQuota: before.overQuota },
      after: { ...set, reason: input.reason ?? null },
    });
    if (period.announcedAt) await notifyApplicant(tx, before, input.decision);
    return readDossier(tx, schoolId, id);
  });
}
