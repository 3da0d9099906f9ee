import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ppdbPathways, ppdbPeriods, ppdbRegistrations, ppdbRequirements } from '../db/schema/ppdb.ts';
import type { Tx } from '../audit/record-audit.ts';
import type { SessionContext } from '../http/context.ts';
import { requirePpdb } from './guard.ts';
import { ownApplicant, rowView } from './applicant-access.ts';
import { SEATED } from './counts.ts';

/** GET /api/ppdb/applicants/:id: the dossier, for the school's PPDB staff only (documents, NIK, address, family). */
export async function getApplicant({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePpdb(ctx, 'applicants.write');
  return readDossier(ctx.db, ctx.session.schoolId, id);
}

export async function readDossier(db: Db | Tx, schoolId: number, id: number) {
  const r = await ownApplicant(db, schoolId, id);
  const [period] = r.periodId ? await db.select().from(ppdbPeriods).where(eq(ppdbPeriods.id, r.periodId)) : [];
  const [requirements, [pathway], [{ seated }]] = await Promise.all([
    period
      ? db
          .select()
          .from(ppdbRequirements)
          .where(and(eq(ppdbRequirements.settingId, period.settingId), or(isNull(ppdbRequirements.pathway), eq(ppdbRequirements.pathway, r.pathway))))
          .orderBy(asc(ppdbRequirements.id))
      : Promise.resolve([]),
    r.periodId
      ? db
          .select()
          .from(ppdbPathways)
          .where(and(eq(ppdbPathways.periodId, r.periodId), eq(ppdbPathways.pathway, r.pathway)))
      : Promise.resolve([]),
    db
      .select({ seated: sql<number>`count(*)::int` })
      .from(ppdbRegistrations)
      .where(
        and(
          eq(ppdbRegistrations.schoolId, schoolId),
          r.periodId ? eq(ppdbRegistrations.periodId, r.periodId) : sql`false`,
          eq(ppdbRegistrations.pathway, r.pathway),
          inArray(ppdbRegistrations.status, SEATED),
          eq(ppdbRegistrations.overQuota, false),
        ),
      ),
  ]);
  return {
    ...rowView(r),
    periodId: r.periodId,
    periodName: period?.name ?? null,
    announced: !!period?.announcedAt,
    nik: r.nik,
    nisn: r.nisn,
    gender: r.gender,
    birthPlace: r.birthPlace,
    birthDate: r.birthDate,
    religion: r.religion,
    address: r.address,
    guardianName: r.guardianName,
    guardianRelation: r.guardianRelation,
    guardianPhone: r.guardianPhone,
    guardianEmail: r.guardianEmail,
    note: r.note,
    documents: requirements.map((q) => {
      const check = r.documents[String(q.id)];
      return { requirementId: q.id, name: q.name, required: q.required, ok: check ? check.ok : null, note: check?.note ?? null, fileId: check?.fileId ?? null };
    }),
    studentUserId: r.studentUserId,
    quota: pathway?.quota ?? 0,
    acceptedInPathway: seated,
  };
}
