/**
 * Presensi pengunjung: a member scans the card at the door (the same codes the desk accepts), or a guest gives a
 * name. A second scan of the same card within 30 minutes is the same visit, answered but not counted again.
 */
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { libraryVisits } from '../db/schema/library.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { memberCode } from '../../shared/library/permissions.ts';
import { requireLibrary } from './guard.ts';
import { findMember } from './members.ts';
import { memberGroup } from './reports/member-group.ts';

const REPEAT_MS = 30 * 60_000;

async function visitRows(ctx: SessionContext, where: ReturnType<typeof eq>, limit = 200) {
  const rows = await ctx.db
    .select({
      id: libraryVisits.id,
      memberId: libraryVisits.memberId,
      fullName: users.fullName,
      guestName: libraryVisits.guestName,
      guestInstitution: libraryVisits.guestInstitution,
      purpose: libraryVisits.purpose,
      visitedAt: libraryVisits.visitedAt,
      group: sql<
        string | null
      >`case when ${libraryVisits.memberId} is null then null else ${memberGroup(sql`${libraryVisits.memberId}`, ctx.session.academicYearId)} end`,
    })
    .from(libraryVisits)
    .leftJoin(users, eq(users.id, libraryVisits.memberId))
    .where(and(eq(libraryVisits.schoolId, ctx.session.schoolId), where))
    .orderBy(desc(libraryVisits.visitedAt), desc(libraryVisits.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    memberCode: r.memberId ? memberCode(r.memberId) : null,
    name: r.fullName ?? r.guestName ?? '',
    group: r.memberId ? (r.group ?? '') : `Tamu${r.guestInstitution ? ` · ${r.guestInstitution}` : ''}`,
    purpose: r.purpose,
    visitedAt: r.visitedAt.toISOString(),
  }));
}

const startOfToday = () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  return new Date(`${day}T00:00:00+07:00`);
};

/** GET /api/library/visits */
export async function listVisits({ ctx }: { ctx: SessionContext }) {
  requireLibrary(ctx, 'library.manage');
  const data = await visitRows(ctx, gte(libraryVisits.visitedAt, startOfToday()) as ReturnType<typeof eq>);
  return { data, today: data.length, members: data.filter((v) => v.memberCode).length, guests: data.filter((v) => !v.memberCode).length };
}

type VisitInput = { memberCode: string; purpose?: string } | { guestName: string; guestInstitution?: string | null; purpose?: string };

/** POST /api/library/visits */
export async function recordVisit({ ctx, input }: { ctx: SessionContext; input: VisitInput }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  const member = 'memberCode' in input ? await findMember(ctx.db, schoolId, input.memberCode) : null;
  const result = await ctx.db.transaction(async (tx) => {
    if (member) {
      const [recent] = await tx
        .select({ id: libraryVisits.id })
        .from(libraryVisits)
        .where(and(eq(libraryVisits.schoolId, schoolId), eq(libraryVisits.memberId, member.id), gte(libraryVisits.visitedAt, new Date(Date.now() - REPEAT_MS))))
        .orderBy(desc(libraryVisits.visitedAt))
        .limit(1);
      if (recent) return { id: recent.id, repeat: true };
    }
    const [row] = await tx
      .insert(libraryVisits)
      .values({
        schoolId,
        memberId: member?.id ?? null,
        guestName: 'guestName' in input ? input.guestName : null,
        guestInstitution: 'guestName' in input ? (input.guestInstitution ?? null) : null,
        purpose: input.purpose ?? null,
      })
      .returning({ id: libraryVisits.id });
    await recordAudit(tx, ctx, {
      resource: 'library_visit',
      recordId: row.id,
      action: 'create',
      after: { memberId: member?.id ?? null, guest: 'guestName' in input },
    });
    return { id: row.id, repeat: false };
  });
  const [visit] = await visitRows(ctx, eq(libraryVisits.id, result.id), 1);
  const [today] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(libraryVisits)
    .where(and(eq(libraryVisits.schoolId, schoolId), gte(libraryVisits.visitedAt, startOfToday())));
  return { visit, repeat: result.repeat, today: today.n };
}
