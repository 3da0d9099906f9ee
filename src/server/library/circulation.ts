/**
 * The circulation desk: lend, return and renew by scanning, and settle late fines. Each is one transaction that
 * locks the copy's row first, so two desks scanning the same copy at once cannot both lend it; the partial unique
 * index on open loans (sd_library_loans_open_item_key) guards the same rule in the database.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import {
  libraryBooks,
  libraryCollections,
  libraryItems,
  libraryLoans,
  libraryMemberTypes,
  libraryReservations,
  librarySettings,
} from '../db/schema/library.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { pgErrorOf } from '../resources/db-errors.ts';
import { requireLibrary } from './guard.ts';
import { addDays, daysBetween, lateFine, todayIn } from './dates.ts';
import { ensureLibrary, findMember, type Member } from './members.ts';
import { loanRows, loanView, type LoanRow } from './loans-view.ts';
import { calendarLateDays, lateDaysRule, type LateDays } from './late-days.ts';
import { postFineToFinance } from './fine-finance.ts';

const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;
const refused = (field: string, message: string) => validationError({ [field]: [message] }, message);

/** GET /api/library/desk/member?code=: who is at the desk, their loans, fines and whether they may borrow. */
export async function deskMember({ ctx, code }: { ctx: SessionContext; code: string }) {
  requireLibrary(ctx, 'library.manage');
  return deskView(ctx.db, ctx.session.schoolId, code, await lateDaysRule(ctx.db, ctx.session.schoolId, ctx.session.academicYearId));
}

export async function deskView(db: SessionContext['db'] | Tx, schoolId: number, code: string, lateDays: LateDays = calendarLateDays) {
  return deskOf(db, schoolId, await findMember(db, schoolId, code), lateDays);
}

/** The desk's view of a member already found: the open loans and unpaid fines are one query. */
async function deskOf(db: SessionContext['db'] | Tx, schoolId: number, member: Member, lateDays: LateDays) {
  return deskFrom(
    member,
    await loanRows(
      db,
      schoolId,
      and(eq(libraryLoans.memberId, member.id), sql`(${libraryLoans.returnedOn} is null or ${libraryLoans.fineStatus} = 'unpaid')`),
      { lateDays },
    ),
  );
}

/** The desk's view from the member's open and unpaid loans (newest first, as loanRows orders them). */
function deskFrom(member: Member, loans: LoanRow[]) {
  const standing = {
    open: loans.filter((l) => l.returnedOn === null).length,
    unpaid: loans.reduce((sum, l) => sum + (l.fineStatus === 'unpaid' ? l.fine : 0), 0),
  };
  const reason =
    standing.open >= member.type.maxLoans
      ? `Kuota pinjam ${member.type.name} (${member.type.maxLoans} buku) sudah penuh.`
      : standing.unpaid > member.maxUnpaidFine
        ? `Denda belum dibayar ${rupiah(standing.unpaid)} melebihi batas ${rupiah(member.maxUnpaidFine)}.`
        : null;
  return {
    member: {
      id: member.id,
      code: member.code,
      fullName: member.fullName,
      nis: member.nis,
      kind: member.kind,
      typeName: member.type.name,
      maxLoans: member.type.maxLoans,
      loanDays: member.type.loanDays,
      finePerDay: member.type.finePerDay,
    },
    loans,
    openLoans: standing.open,
    unpaidFine: standing.unpaid,
    maxUnpaidFine: member.maxUnpaidFine,
    canBorrow: reason === null,
    reason,
  };
}

/** The scanned copy, locked; `waiting`: the title's waiting reservations, read in the same statement. */
async function lockItem(tx: Tx, schoolId: number, barcode: string) {
  const [item] = await tx
    .select({
      id: libraryItems.id,
      barcode: libraryItems.barcode,
      status: libraryItems.status,
      bookId: libraryItems.bookId,
      title: libraryBooks.title,
      callNumber: libraryBooks.callNumber,
      referenceOnly: libraryCollections.referenceOnly,
      waiting: sql<number>`(select count(*) from ${libraryReservations} where ${libraryReservations.schoolId} = ${schoolId} and ${libraryReservations.bookId} = ${libraryItems.bookId} and ${libraryReservations.status} = 'waiting')::int`,
    })
    .from(libraryItems)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryItems.bookId))
    .leftJoin(libraryCollections, eq(libraryCollections.id, libraryBooks.collectionId))
    .where(and(eq(libraryItems.schoolId, schoolId), eq(libraryItems.barcode, barcode.trim())))
    .for('update', { of: libraryItems });
  if (!item) throw refused('barcode', `Eksemplar dengan kode "${barcode.trim()}" tidak ditemukan.`);
  return item;
}

/** POST /api/library/loans: lends one copy to one member, by the codes the scanner typed. */
export async function lendItem({ ctx, input }: { ctx: SessionContext; input: { memberCode: string; barcode: string; loanedOn?: string } }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  const today = todayIn();
  const loanedOn = input.loanedOn ?? today;
  if (loanedOn > today) throw refused('loanedOn', 'Tanggal pinjam tidak boleh setelah hari ini.');
  if (daysBetween(loanedOn, today) > 60) throw refused('loanedOn', 'Tanggal pinjam paling lama 60 hari yang lalu.');
  // The library's rows are ensured outside the transaction, so that after the first scan it costs nothing.
  await ensureLibrary(ctx.db, schoolId);
  try {
    return await ctx.db.transaction(async (tx) => {
      const item = await lockItem(tx, schoolId, input.barcode);
      const member = await findMember(tx, schoolId, input.memberCode, { ensured: true });
      // Whether the member may borrow does not depend on the days late (only on stored fines): see withLateDays.
      const desk = await deskOf(tx, schoolId, member, calendarLateDays);
      if (item.referenceOnly) throw refused('barcode', `"${item.title}" adalah koleksi referensi dan hanya dibaca di perpustakaan.`);
      if (item.status === 'on_loan') throw refused('barcode', `"${item.title}" (${input.barcode.trim()}) sedang dipinjam dan belum dikembalikan.`);
      if (item.status !== 'available')
        throw refused('barcode', `"${item.title}" berstatus ${item.status === 'missing' ? 'hilang' : 'rusak'} dan tidak dapat dipinjam.`);
      if (!desk.canBorrow) throw refused('memberCode', desk.reason!);
      const dueOn = addDays(loanedOn, desk.member.loanDays);
      const [loan] = await tx
        .insert(libraryLoans)
        .values({ schoolId, itemId: item.id, memberId: desk.member.id, loanedOn, dueOn, loanedBy: ctx.session.userId })
        .returning({ id: libraryLoans.id });
      await tx.update(libraryItems).set({ status: 'on_loan' }).where(eq(libraryItems.id, item.id));
      // A member's own waiting reservation of this title is fulfilled by the loan.
      await tx
        .update(libraryReservations)
        .set({ status: 'fulfilled' })
        .where(
          and(
            eq(libraryReservations.schoolId, schoolId),
            eq(libraryReservations.bookId, item.bookId),
            eq(libraryReservations.memberId, desk.member.id),
            eq(libraryReservations.status, 'waiting'),
          ),
        );
      await recordAudit(tx, ctx, {
        resource: 'library_loan',
        recordId: loan.id,
        action: 'lend',
        after: { itemId: item.id, memberId: desk.member.id, loanedOn, dueOn },
      });
      // The member's desk after the loan is the one read above with the new loan, made from what this call
      // stored rather than read again (a statement less on every scan; a test compares it with a fresh read).
      const stored = {
        id: loan.id,
        itemId: item.id,
        barcode: item.barcode,
        bookId: item.bookId,
        title: item.title,
        callNumber: item.callNumber,
        memberId: member.id,
        memberName: member.fullName,
        loanedOn,
        dueOn,
        returnedOn: null,
        renewals: 0,
        fine: 0,
        fineStatus: 'none',
        fineJournalNo: null,
        finePerDay: member.type.finePerDay,
      };
      const loans = await withLateDays(
        tx,
        ctx,
        [loanView(stored, today), ...desk.loans].sort((a, b) => b.loanedOn.localeCompare(a.loanedOn) || b.id - a.id),
        today,
      );
      return { loan: loans.find((l) => l.id === loan.id)!, desk: deskFrom(member, loans) };
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw refused('barcode', 'Eksemplar ini sedang dipinjam dan belum dikembalikan.');
    throw error;
  }
}

/**
 * The loans with their days late by the school's rule. The rule costs three reads (the library's settings, the
 * school's week and its holidays) and changes nothing for a loan not yet past its due date, so the desk reads it
 * only when one is: the usual scan skips it.
 */
async function withLateDays(tx: Tx, ctx: SessionContext, loans: LoanRow[], today: string): Promise<LoanRow[]> {
  if (!loans.some((l) => l.returnedOn === null && l.dueOn < today)) return loans;
  const rule = await lateDaysRule(tx, ctx.session.schoolId, ctx.session.academicYearId);
  return loans.map((l) => loanView(l, today, rule));
}

async function openLoanOf(tx: Tx, schoolId: number, barcode: string) {
  const item = await lockItem(tx, schoolId, barcode);
  const [loan] = await tx
    .select()
    .from(libraryLoans)
    .where(and(eq(libraryLoans.schoolId, schoolId), eq(libraryLoans.itemId, item.id), isNull(libraryLoans.returnedOn)));
  if (!loan) throw refused('barcode', `"${item.title}" (${barcode.trim()}) tidak sedang dipinjam.`);
  return { item, loan };
}

/** POST /api/library/returns: takes a copy back; a late return gets its fine (days late × the member type's fine). */
export async function returnItem({ ctx, input }: { ctx: SessionContext; input: { barcode: string } }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  const today = todayIn();
  return ctx.db.transaction(async (tx) => {
    const item = await lockItem(tx, schoolId, input.barcode);
    // The open loan as the screens show it: its fine per day comes with it.
    const [view] = await loanRows(tx, schoolId, and(eq(libraryLoans.itemId, item.id), isNull(libraryLoans.returnedOn)));
    if (!view) throw refused('barcode', `"${item.title}" (${input.barcode.trim()}) tidak sedang dipinjam.`);
    // Only a late copy needs the school's calendar (its days off are not fined): an on-time return asks no more.
    const rule = view.dueOn < today ? await lateDaysRule(tx, schoolId, ctx.session.academicYearId) : calendarLateDays;
    const { lateDays, fine } = lateFine(view.dueOn, today, view.finePerDay, rule);
    const fineStatus = fine > 0 ? 'unpaid' : 'none';
    await tx.update(libraryLoans).set({ returnedOn: today, fine, fineStatus }).where(eq(libraryLoans.id, view.id));
    await tx.update(libraryItems).set({ status: 'available' }).where(eq(libraryItems.id, item.id));
    await recordAudit(tx, ctx, { resource: 'library_loan', recordId: view.id, action: 'return', after: { returnedOn: today, lateDays, fine } });
    // What loanRows reads back for a returned loan: no running fine, the fine set here.
    const returned: LoanRow = { ...view, returnedOn: today, fine, fineStatus, overdue: false, lateDays: 0, fineSoFar: 0 };
    return { loan: returned, lateDays, fine, reservationsWaiting: item.waiting };
  });
}

/** POST /api/library/renewals: a new loan period from today, while the member type allows more renewals. */
export async function renewItem({ ctx, input }: { ctx: SessionContext; input: { barcode: string } }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  const today = todayIn();
  const lateDays = await lateDaysRule(ctx.db, schoolId, ctx.session.academicYearId);
  return ctx.db.transaction(async (tx) => {
    const { item, loan } = await openLoanOf(tx, schoolId, input.barcode);
    const desk = await deskView(tx, schoolId, `AGT${loan.memberId}`, lateDays);
    if (loan.dueOn < today) throw refused('barcode', `"${item.title}" sudah terlambat sejak ${loan.dueOn}; kembalikan dan bayar dendanya dulu.`);
    const maxRenewals = (await findMaxRenewals(tx, schoolId, desk.member.kind)) ?? 0;
    if (loan.renewals >= maxRenewals) throw refused('barcode', `Batas perpanjangan ${desk.member.typeName} (${maxRenewals} kali) sudah tercapai.`);
    const [reserved] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(libraryReservations)
      .where(
        and(
          eq(libraryReservations.schoolId, schoolId),
          eq(libraryReservations.bookId, item.bookId),
          eq(libraryReservations.status, 'waiting'),
          sql`${libraryReservations.memberId} <> ${loan.memberId}`,
        ),
      );
    if (reserved.n > 0) throw refused('barcode', `"${item.title}" sedang dipesan anggota lain dan tidak dapat diperpanjang.`);
    const dueOn = addDays(today, desk.member.loanDays);
    await tx
      .update(libraryLoans)
      .set({ dueOn, renewals: loan.renewals + 1 })
      .where(eq(libraryLoans.id, loan.id));
    await recordAudit(tx, ctx, { resource: 'library_loan', recordId: loan.id, action: 'renew', before: { dueOn: loan.dueOn }, after: { dueOn } });
    return (await loanRows(tx, schoolId, eq(libraryLoans.id, loan.id), { lateDays }))[0];
  });
}

async function findMaxRenewals(tx: Tx, schoolId: number, kind: string) {
  const [t] = await tx
    .select({ n: libraryMemberTypes.maxRenewals })
    .from(libraryMemberTypes)
    .where(and(eq(libraryMemberTypes.schoolId, schoolId), eq(libraryMemberTypes.kind, kind)));
  return t?.n;
}

/**
 * POST /api/library/fines/:id: the fine of a returned loan is paid at the desk or waived. A payment goes into
 * finance's books in the same transaction when the library says so (finance's postJournal, never its tables).
 */
export async function settleFine({ ctx, id, input }: { ctx: SessionContext; id: number; input: { action: 'pay' | 'waive' } }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [loan] = await tx
      .select()
      .from(libraryLoans)
      .where(and(eq(libraryLoans.schoolId, schoolId), eq(libraryLoans.id, id)))
      .for('update');
    if (!loan) throw notFound('Peminjaman tidak ditemukan.');
    if (loan.fineStatus !== 'unpaid') throw new AppError('conflict', 'Tidak ada denda yang belum dibayar pada peminjaman ini.');
    const fineStatus = input.action === 'pay' ? 'paid' : 'waived';
    const [settings] = await tx.select({ toFinance: librarySettings.finesToFinance }).from(librarySettings).where(eq(librarySettings.schoolId, schoolId));
    const fineJournalNo = input.action === 'pay' && settings?.toFinance ? await postFineToFinance(tx, ctx, loan) : null;
    await tx.update(libraryLoans).set({ fineStatus, fineSettledAt: new Date(), fineJournalNo }).where(eq(libraryLoans.id, id));
    await recordAudit(tx, ctx, {
      resource: 'library_fine',
      recordId: id,
      action: input.action,
      before: { fineStatus: loan.fineStatus },
      after: { fineStatus, fine: loan.fine, fineJournalNo },
    });
    return (await loanRows(tx, schoolId, eq(libraryLoans.id, id)))[0];
  });
}
