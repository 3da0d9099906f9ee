import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { escapeLike } from '../resources/like.ts';
import type { applicantQuery } from '../../shared/ppdb/schemas.ts';
import { ppdbAllows } from '../../shared/ppdb/permissions.ts';
import { requirePpdb } from './guard.ts';
import { ownPeriod, rowView } from './applicant-access.ts';

const PER_PAGE = 50;

/**
 * GET /api/ppdb/periods/:id/applicants: the period's applicants in ranking order (ranked first, by pathway and
 * rank; then the rest by registration time). The list carries no personal data: that is the dossier's, for the
 * PPDB staff only.
 */
export async function listApplicants({ ctx, periodId, input }: { ctx: SessionContext; periodId: number; input: z.output<typeof applicantQuery> }) {
  requirePpdb(ctx, 'ppdb.read');
  const schoolId = ctx.session.schoolId;
  await ownPeriod(ctx.db, schoolId, periodId);
  const term = input.q ? `%${escapeLike(input.q)}%` : null;
  const where = and(
    eq(ppdbRegistrations.schoolId, schoolId),
    eq(ppdbRegistrations.periodId, periodId),
    input.pathway ? eq(ppdbRegistrations.pathway, input.pathway) : undefined,
    input.status ? eq(ppdbRegistrations.status, input.status) : undefined,
    term
      ? or(ilike(ppdbRegistrations.fullName, term), ilike(ppdbRegistrations.registrationNumber, term), ilike(ppdbRegistrations.previousSchool, term))
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(ppdbRegistrations)
      .where(where)
      .orderBy(asc(ppdbRegistrations.pathway), sql`${ppdbRegistrations.rank} asc nulls last`, asc(ppdbRegistrations.createdAt), asc(ppdbRegistrations.id))
      .limit(PER_PAGE)
      .offset((input.page - 1) * PER_PAGE),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(ppdbRegistrations)
      .where(where),
  ]);
  return { data: rows.map(rowView), total, page: input.page, perPage: PER_PAGE, canAct: ppdbAllows('applicants.write', ctx.session.userTypeId) };
}
