import { and, eq, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import { libraryBooks, libraryItems, libraryLoans } from '../db/schema/library.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { libraryAllows } from '../../shared/library/permissions.ts';
import { requireLibrary } from './guard.ts';
import { loanRows } from './loans-view.ts';
import { todayIn } from './dates.ts';

/** GET /api/library/loans: the staff see every loan; a member (or anyone with mine=1) only their own. */
export async function listLoans({ ctx, input }: { ctx: SessionContext; input: { status: 'open' | 'overdue' | 'returned' | 'fines' | 'all'; q?: string; mine?: '1' } }) {
  const canManage = libraryAllows('library.reports', ctx.session.userTypeId);
  const own = input.mine === '1' || !canManage;
  if (own) requireLibrary(ctx, 'library.member');
  const today = todayIn();
  const status: Record<typeof input.status, SQL | undefined> = {
    open: isNull(libraryLoans.returnedOn),
    overdue: and(isNull(libraryLoans.returnedOn), sql`${libraryLoans.dueOn} < ${today}`),
    returned: isNotNull(libraryLoans.returnedOn),
    fines: sql`(${libraryLoans.fine} > 0 or (${libraryLoans.returnedOn} is null and ${libraryLoans.dueOn} < ${today}))`,
    all: undefined,
  };
  const q = input.q?.trim().toLowerCase().replace(/[%_\\]/g, '');
  const where = and(
    status[input.status],
    own ? eq(libraryLoans.memberId, ctx.session.userId) : undefined,
    q ? sql`(lower(${users.fullName}) like ${`%${q}%`} or lower(${libraryBooks.title}) like ${`%${q}%`} or lower(${libraryItems.barcode}) = ${q})` : undefined,
  );
  const order = input.status === 'overdue' || input.status === 'open' ? sql`${libraryLoans.dueOn} asc, ${libraryLoans.id}` : undefined;
  const data = await loanRows(ctx.db, ctx.session.schoolId, where, { order });
  const totalFine = data.reduce((sum, l) => sum + (l.returnedOn ? (l.fineStatus === 'unpaid' ? l.fine : 0) : l.fineSoFar), 0);
  return { data, totalFine, canManage: libraryAllows('library.manage', ctx.session.userTypeId) && !own };
}
