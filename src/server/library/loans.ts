import { and, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import { libraryBooks, libraryItems, libraryLoans } from '../db/schema/library.ts';
import { guardianStudents } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { libraryAllows } from '../../shared/library/permissions.ts';
import { requireLibrary } from './guard.ts';
import { loanRows } from './loans-view.ts';
import { todayIn } from './dates.ts';
import { lateDaysRule } from './late-days.ts';

/** Whose loans a member-side list shows: one's own, or for a parent the children's (never another family's). */
export async function ownMemberIds(ctx: SessionContext): Promise<number[]> {
  if (libraryAllows('library.guardian', ctx.session.userTypeId)) {
    const rows = await ctx.db
      .select({ id: guardianStudents.studentId })
      .from(guardianStudents)
      .where(and(eq(guardianStudents.schoolId, ctx.session.schoolId), eq(guardianStudents.guardianId, ctx.session.userId)));
    return rows.map((r) => r.id);
  }
  requireLibrary(ctx, 'library.member');
  return [ctx.session.userId];
}

/** GET /api/library/loans: the staff see every loan; a member (or anyone with mine=1) only their own, a parent the children's. */
export async function listLoans({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { status: 'open' | 'overdue' | 'returned' | 'fines' | 'all'; q?: string; mine?: '1' };
}) {
  const canManage = libraryAllows('library.reports', ctx.session.userTypeId);
  const own = input.mine === '1' || !canManage;
  const members = own ? await ownMemberIds(ctx) : null;
  const today = todayIn();
  const status: Record<typeof input.status, SQL | undefined> = {
    open: isNull(libraryLoans.returnedOn),
    overdue: and(isNull(libraryLoans.returnedOn), sql`${libraryLoans.dueOn} < ${today}`),
    returned: isNotNull(libraryLoans.returnedOn),
    fines: sql`(${libraryLoans.fine} > 0 or (${libraryLoans.returnedOn} is null and ${libraryLoans.dueOn} < ${today}))`,
    all: undefined,
  };
  const q = input.q
    ?.trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '');
  const where = and(
    status[input.status],
    members ? (members.length ? inArray(libraryLoans.memberId, members) : sql`false`) : undefined,
    q ? sql`(lower(${users.fullName}) like ${`%${q}%`} or lower(${libraryBooks.title}) like ${`%${q}%`} or lower(${libraryItems.barcode}) = ${q})` : undefined,
  );
  const order = input.status === 'overdue' || input.status === 'open' ? sql`${libraryLoans.dueOn} asc, ${libraryLoans.id}` : undefined;
  const lateDays = await lateDaysRule(ctx.db, ctx.session.schoolId, ctx.session.academicYearId);
  const data = await loanRows(ctx.db, ctx.session.schoolId, where, { order, lateDays });
  const totalFine = data.reduce((sum, l) => sum + (l.returnedOn ? (l.fineStatus === 'unpaid' ? l.fine : 0) : l.fineSoFar), 0);
  return { data, totalFine, canManage: libraryAllows('library.manage', ctx.session.userTypeId) && !own };
}
