import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { users } from '../db/schema/users.ts';
import { libraryBooks, libraryItems, libraryLoans, libraryMemberTypes } from '../db/schema/library.ts';
import { memberCode } from '../../shared/library/permissions.ts';
import { lateFine, todayIn } from './dates.ts';
import { calendarLateDays, type LateDays } from './late-days.ts';

/** Loans with their copy, title and member, as every circulation screen shows them; an open loan's fine so far. */
export async function loanRows(
  db: Db | Tx,
  schoolId: number,
  where: SQL | undefined,
  options: { limit?: number; offset?: number; order?: SQL; lateDays?: LateDays } = {},
) {
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
    .leftJoin(
      libraryMemberTypes,
      and(
        eq(libraryMemberTypes.schoolId, libraryLoans.schoolId),
        eq(libraryMemberTypes.kind, sql`case when ${users.userTypeId} = '5' then 'student' else 'staff' end`),
      ),
    )
    .where(and(eq(libraryLoans.schoolId, schoolId), where))
    .orderBy(options.order ?? sql`${libraryLoans.loanedOn} desc, ${libraryLoans.id} desc`)
    .limit(options.limit ?? 500)
    .offset(options.offset ?? 0);
  return rows.map(({ userTypeId: _type, ...r }) => loanView(r, today, options.lateDays));
}

/** A loan's stored columns as loanRows reads them (with its copy, title, member and the fine per day). */
export interface StoredLoan {
  id: number;
  itemId: number;
  barcode: string;
  bookId: number;
  title: string;
  callNumber: string | null;
  memberId: number;
  memberName: string;
  loanedOn: string;
  dueOn: string;
  returnedOn: string | null;
  renewals: number;
  fine: number;
  fineStatus: string;
  fineJournalNo: string | null;
  finePerDay: number | null;
}

/** A loan as the screens show it, from its stored columns: the member's code, and an open loan's fine so far. */
export function loanView(r: StoredLoan, today = todayIn(), lateDays: LateDays = calendarLateDays) {
  const open = r.returnedOn === null;
  const finePerDay = r.finePerDay ?? 0;
  const running = open ? lateFine(r.dueOn, today, finePerDay, lateDays) : { lateDays: 0, fine: 0 };
  return { ...r, finePerDay, memberCode: memberCode(r.memberId), overdue: open && running.lateDays > 0, lateDays: running.lateDays, fineSoFar: running.fine };
}

export type LoanRow = Awaited<ReturnType<typeof loanRows>>[number];
