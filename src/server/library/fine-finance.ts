/**
 * A fine paid at the desk, into the school's books: cash in (Kas) against other income (Pendapatan Lain-lain),
 * through finance's own services (accountByCode, postJournal) inside the desk's transaction, so a refused
 * journal (a locked period) leaves the fine unpaid. The library never reads finance's tables.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../audit/record-audit.ts';
import { libraryBooks, libraryItems, type libraryLoans } from '../db/schema/library.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { accountByCode } from '../finance/accounts.ts';
import { postJournal } from '../finance/post-journal.ts';
import { CASH_CODE } from '../../shared/finance/chart-template.ts';
import { todayIn } from './dates.ts';

export const FINE_INCOME_CODE = '4-9000';

export async function postFineToFinance(tx: Tx, ctx: SessionContext, loan: typeof libraryLoans.$inferSelect): Promise<string> {
  const schoolId = ctx.session.schoolId;
  const [who] = await tx
    .select({ member: users.fullName, title: libraryBooks.title })
    .from(libraryItems)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryItems.bookId))
    .innerJoin(users, and(eq(users.id, loan.memberId), eq(users.schoolId, schoolId)))
    .where(eq(libraryItems.id, loan.itemId));
  const cash = await accountByCode(tx, schoolId, CASH_CODE);
  const income = await accountByCode(tx, schoolId, FINE_INCOME_CODE);
  const journal = await postJournal(tx, schoolId, ctx.session.userId, {
    date: todayIn(),
    kind: 'cash_in',
    description: `Denda perpustakaan ${who?.member ?? ''}: ${who?.title ?? ''}`.slice(0, 250),
    source: 'library_fine',
    sourceId: loan.id,
    lines: [
      { accountId: cash.id, debit: loan.fine, credit: 0, memo: 'Denda keterlambatan buku' },
      { accountId: income.id, debit: 0, credit: loan.fine, memo: 'Denda keterlambatan buku' },
    ],
  });
  return journal.number;
}
