import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { users } from '../db/schema/users.ts';
import { libraryBooks, libraryItems, libraryLoans, libraryMemberTypes } from '../db/schema/library.ts';
import { memberCode } from '../../shared/library/permissions.ts';
import { lateFine, todayIn } from './dates.ts';
import { calendarLateDays, type LateDays } from './late-days.ts';

/** Loans with their copy, title and member, as every circulation screen shows them; an open loan's fine so far. */
export async function loanRows(db: Db | Tx, schoolId: number, where: SQL | undefined, options: { limit?: number; offset?: number; order?: SQL; lateDays?: LateDays } = {}) {
  const today = todayIn();
  const rows = await db
    .select({
      id: libraryLoans.id,
      itemId: libraryLoans.itemId,
      barcode: libraryItems.barcode,
      bookId: libraryBooks.id,
      title: libraryBooks.title,
      callNumber: libraryBooks.callNumber,
      memberId: libraryLoans.memberId,
      memberName: users.fullName,
      userTypeId: users.userTypeId,
      loanedOn: libraryLoans.loanedOn,
      dueOn: libraryLoans.dueOn,
      returnedOn: libraryLoans.returnedOn,
      renewals: libraryLoans.renewals,
      fine: libraryLoans.fine,
      fineStatus: libraryLoans.fineStatus,
      fineJournalNo: libraryLoans.fineJournalNo,
      finePerDay: libraryMemberTypes.finePerDay,
    })
    .from(libraryLoans)
    .innerJoin(libraryItems, eq(libraryItems.id, libraryLoans.itemId))
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryItems.bookId))
    .innerJoin(users, eq(users.id, libraryLoans.memberId))
    .leftJoin(libraryMemberTypes, and(eq(libraryMemberTypes.schoolId, libraryLoans.schoolId), eq(libraryMemberTypes.kind, sql`case when ${users.userTypeId} = '5' then 'student' else 'staff' end`)))
    .where(and(eq(libraryLoans.schoolId, schoolId), where))
    .orderBy(options.order ?? sql`${libraryLoans.loanedOn} desc, ${libraryLoans.id} desc`)
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0);
  return rows.map(({ userTypeId: _type, ...r }) => {
    const open = r.returnedOn === null;
    const finePerDay = r.finePerDay ?? 0;
    const running = open ? lateFine(r.dueOn, today, finePerDay, options.lateDays ?? calendarLateDays) : { lateDays: 0, fine: 0 };
    return { ...r, finePerDay, memberCode: memberCode(r.memberId), overdue: open && running.lateDays > 0, lateDays: running.lateDays, fineSoFar: running.fine };
  });
}

export type LoanRow = Awaited<ReturnType<typeof loanRows>>[number];
