import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { users } from '../db/schema/users.ts';
import { libraryBooks, libraryReservations } from '../db/schema/library.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, fieldError } from '../http/errors.ts';
import { pgErrorOf } from '../resources/db-errors.ts';
import { libraryAllows, memberCode } from '../../shared/library/permissions.ts';
import { requireLibrary } from './guard.ts';
import { ownMemberIds } from './loans.ts';

async function reservationRows(db: Db | Tx, schoolId: number, where: ReturnType<typeof eq> | undefined) {
  const rows = await db
    .select({
      id: libraryReservations.id,
      bookId: libraryReservations.bookId,
      title: libraryBooks.title,
      memberId: libraryReservations.memberId,
      memberName: users.fullName,
      status: libraryReservations.status,
      createdAt: libraryReservations.createdAt,
      available: sql<number>`(select count(*)::int from sd_library_items i where i.sd_library_book_id = sd_library_reservations.sd_library_book_id and i.status = 'available')`,
      queue: sql<number>`(select count(*)::int from sd_library_reservations r2 where r2.sd_library_book_id = sd_library_reservations.sd_library_book_id and r2.status = 'waiting' and r2.sd_library_reservation_id <= sd_library_reservations.sd_library_reservation_id)`,
    })
    .from(libraryReservations)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryReservations.bookId))
    .innerJoin(users, eq(users.id, libraryReservations.memberId))
    .where(and(eq(libraryReservations.schoolId, schoolId), where))
    .orderBy(sql`${libraryReservations.createdAt} desc`, libraryReservations.id)
    .limit(500);
  return rows.map((r) => ({ ...r, memberCode: memberCode(r.memberId) }));
}

/** POST /api/library/reservations: a member reserves a title of their school. */
export async function reserveBook({ ctx, input }: { ctx: SessionContext; input: { bookId: number } }) {
  requireLibrary(ctx, 'library.member');
  const schoolId = ctx.session.schoolId;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [book] = await tx
        .select({ id: libraryBooks.id })
        .from(libraryBooks)
        .where(and(eq(libraryBooks.schoolId, schoolId), eq(libraryBooks.id, input.bookId)));
      if (!book) throw notFound('Judul buku tidak ditemukan.');
      const [row] = await tx
        .insert(libraryReservations)
        .values({ schoolId, bookId: book.id, memberId: ctx.session.userId })
        .returning({ id: libraryReservations.id });
      await recordAudit(tx, ctx, { resource: 'library_reservation', recordId: row.id, action: 'create', after: { bookId: book.id } });
      return (await reservationRows(tx, schoolId, eq(libraryReservations.id, row.id)))[0];
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw fieldError('bookId', 'Anda sudah memesan judul ini.');
    throw error;
  }
}

/** POST /api/library/reservations/:id/cancel */
export async function cancelReservation({ ctx, id }: { ctx: SessionContext; id: number }) {
  const manage = libraryAllows('library.manage', ctx.session.userTypeId);
  if (!manage) requireLibrary(ctx, 'library.member');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [r] = await tx
      .select()
      .from(libraryReservations)
      .where(and(eq(libraryReservations.schoolId, schoolId), eq(libraryReservations.id, id)))
      .for('update');
    if (!r || (!manage && r.memberId !== ctx.session.userId)) throw notFound('Pesanan tidak ditemukan.');
    if (r.status !== 'waiting') throw fieldError('id', 'Pesanan ini sudah selesai.');
    await tx.update(libraryReservations).set({ status: 'cancelled' }).where(eq(libraryReservations.id, id));
    await recordAudit(tx, ctx, { resource: 'library_reservation', recordId: id, action: 'cancel' });
    return (await reservationRows(tx, schoolId, eq(libraryReservations.id, id)))[0];
  });
}

/** GET /api/library/reservations */
export async function listReservations({ ctx, input }: { ctx: SessionContext; input: { status: 'waiting' | 'fulfilled' | 'cancelled' | 'all'; mine?: '1' } }) {
  const staff = libraryAllows('library.reports', ctx.session.userTypeId) && input.mine !== '1';
  const members = staff ? null : await ownMemberIds(ctx);
  const where = and(
    input.status === 'all' ? undefined : eq(libraryReservations.status, input.status),
    members ? (members.length ? inArray(libraryReservations.memberId, members) : sql`false`) : undefined,
  );
  return {
    data: await reservationRows(ctx.db, ctx.session.schoolId, where as ReturnType<typeof eq>),
    canManage: staff && libraryAllows('library.manage', ctx.session.userTypeId),
  };
}
