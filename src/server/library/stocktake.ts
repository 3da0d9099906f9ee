/**
 * Stock opname: the librarian scans every copy found on the shelves; copies that should be there (status
 * available) and were not scanned are the missing list, and closing the count may mark them missing. One count
 * runs at a time; a copy marked missing that turns up again is available once scanned.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { libraryBooks, libraryItems, librarySettings, libraryStocktakeItems, libraryStocktakes } from '../db/schema/library.ts';
import { qualified } from '../db/qualified.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, fieldError } from '../http/errors.ts';
import { libraryAllows } from '../../shared/library/permissions.ts';
import { requireLibrary } from './guard.ts';
import { ensureLibrary } from './members.ts';

const scannedCount = sql<number>`(select count(*)::int from sd_library_stocktake_items s where s.sd_library_stocktake_id = ${qualified(libraryStocktakes.id)})`;
const view = (r: typeof libraryStocktakes.$inferSelect & { scanned: number }) => ({
  id: r.id,
  name: r.name,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  scanned: r.scanned,
  missingMarked: r.missingMarked,
});

async function findCount(ctx: SessionContext, id: number) {
  const [row] = await ctx.db
    .select({ t: libraryStocktakes, scanned: scannedCount })
    .from(libraryStocktakes)
    .where(and(eq(libraryStocktakes.schoolId, ctx.session.schoolId), eq(libraryStocktakes.id, id)));
  if (!row) throw notFound('Stock opname tidak ditemukan.');
  return view({ ...row.t, scanned: row.scanned });
}

/** GET /api/library/stocktakes */
export async function listStocktakes({ ctx }: { ctx: SessionContext }) {
  requireLibrary(ctx, 'library.reports');
  const rows = await ctx.db
    .select({ t: libraryStocktakes, scanned: scannedCount })
    .from(libraryStocktakes)
    .where(eq(libraryStocktakes.schoolId, ctx.session.schoolId))
    .orderBy(desc(libraryStocktakes.startedAt), desc(libraryStocktakes.id))
    .limit(100);
  return { data: rows.map((r) => view({ ...r.t, scanned: r.scanned })), canEdit: libraryAllows('library.manage', ctx.session.userTypeId) };
}

/** POST /api/library/stocktakes */
export async function startStocktake({ ctx, input }: { ctx: SessionContext; input: { name: string } }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  const id = await ctx.db.transaction(async (tx) => {
    // Serialise starts per school: two librarians pressing at once still leave one open count.
    await ensureLibrary(tx, schoolId);
    await tx.select({ id: librarySettings.schoolId }).from(librarySettings).where(eq(librarySettings.schoolId, schoolId)).for('update');
    const [open] = await tx
      .select({ id: libraryStocktakes.id })
      .from(libraryStocktakes)
      .where(and(eq(libraryStocktakes.schoolId, schoolId), isNull(libraryStocktakes.finishedAt)));
    if (open) throw new AppError('conflict', 'Masih ada stock opname yang berjalan; tutup dulu sebelum memulai yang baru.');
    const [row] = await tx
      .insert(libraryStocktakes)
      .values({ schoolId, name: input.name, startedBy: ctx.session.userId })
      .returning({ id: libraryStocktakes.id });
    await recordAudit(tx, ctx, { resource: 'library_stocktake', recordId: row.id, action: 'create', after: input });
    return row.id;
  });
  return findCount(ctx, id);
}

/** GET /api/library/stocktakes/:id */
export async function getStocktake({ ctx, id, input }: { ctx: SessionContext; id: number; input: { location?: string } }) {
  requireLibrary(ctx, 'library.reports');
  const count = await findCount(ctx, id);
  const schoolId = ctx.session.schoolId;
  const notScanned = sql`${libraryItems.status} = 'available' and not exists (select 1 from sd_library_stocktake_items s where s.sd_library_stocktake_id = ${id} and s.sd_library_item_id = ${libraryItems.id})`;
  const [totals] = await ctx.db
    .select({
      expected: sql<number>`count(*) filter (where ${libraryItems.status} = 'available')::int`,
      onLoan: sql<number>`count(*) filter (where ${libraryItems.status} = 'on_loan')::int`,
      notScanned: sql<number>`count(*) filter (where ${notScanned})::int`,
    })
    .from(libraryItems)
    .where(eq(libraryItems.schoolId, schoolId));
  const location = input.location?.trim();
  const missing = count.finishedAt
    ? []
    : await ctx.db
        .select({
          id: libraryItems.id,
          barcode: libraryItems.barcode,
          accessionNo: libraryItems.accessionNo,
          title: libraryBooks.title,
          location: libraryItems.location,
        })
        .from(libraryItems)
        .innerJoin(libraryBooks, eq(libraryBooks.id, libraryItems.bookId))
        .where(and(eq(libraryItems.schoolId, schoolId), notScanned, location ? eq(libraryItems.location, location) : undefined))
        .orderBy(libraryItems.location, libraryItems.accessionNo)
        .limit(300);
  const recent = await ctx.db
    .select({ barcode: libraryItems.barcode, title: libraryBooks.title, scannedAt: libraryStocktakeItems.scannedAt })
    .from(libraryStocktakeItems)
    .innerJoin(libraryItems, eq(libraryItems.id, libraryStocktakeItems.itemId))
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryItems.bookId))
    .where(eq(libraryStocktakeItems.stocktakeId, id))
    .orderBy(desc(libraryStocktakeItems.scannedAt))
    .limit(20);
  return {
    ...count,
    ...totals,
    missing,
    recent: recent.map((r) => ({ ...r, scannedAt: r.scannedAt.toISOString() })),
    canEdit: libraryAllows('library.manage', ctx.session.userTypeId) && !count.finishedAt,
  };
}

/** POST /api/library/stocktakes/:id/scans */
export async function scanStocktake({ ctx, id, input }: { ctx: SessionContext; id: number; input: { barcode: string } }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  const result = await ctx.db.transaction(async (tx) => {
    const [count] = await tx
      .select()
      .from(libraryStocktakes)
      .where(and(eq(libraryStocktakes.schoolId, schoolId), eq(libraryStocktakes.id, id)));
    if (!count) throw notFound('Stock opname tidak ditemukan.');
    if (count.finishedAt) throw new AppError('conflict', 'Stock opname ini sudah ditutup.');
    const [item] = await tx
      .select({ id: libraryItems.id, status: libraryItems.status, title: libraryBooks.title })
      .from(libraryItems)
      .innerJoin(libraryBooks, eq(libraryBooks.id, libraryItems.bookId))
      .where(and(eq(libraryItems.schoolId, schoolId), eq(libraryItems.barcode, input.barcode)))
      .for('update', { of: libraryItems });
    if (!item) throw fieldError('barcode', `Eksemplar dengan kode "${input.barcode}" tidak ada di katalog.`);
    const added = await tx
      .insert(libraryStocktakeItems)
      .values({ stocktakeId: id, itemId: item.id })
      .onConflictDoNothing()
      .returning({ itemId: libraryStocktakeItems.itemId });
    let note: string | null = null;
    let status = item.status;
    if (item.status === 'missing') {
      await tx.update(libraryItems).set({ status: 'available' }).where(eq(libraryItems.id, item.id));
      await recordAudit(tx, ctx, {
        resource: 'library_item',
        recordId: item.id,
        action: 'found',
        before: { status: 'missing' },
        after: { status: 'available', stocktakeId: id },
      });
      status = 'available';
      note = 'Eksemplar ini tercatat hilang dan kini kembali tersedia.';
    } else if (item.status === 'on_loan') note = 'Eksemplar ini tercatat sedang dipinjam: periksa di meja sirkulasi.';
    else if (item.status === 'damaged') note = 'Eksemplar ini tercatat rusak.';
    return { barcode: input.barcode, title: item.title, status, repeat: added.length === 0, note };
  });
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(libraryStocktakeItems)
    .where(eq(libraryStocktakeItems.stocktakeId, id));
  return { ...result, scanned: n };
}

/** POST /api/library/stocktakes/:id/finish */
export async function finishStocktake({ ctx, id, input }: { ctx: SessionContext; id: number; input: { markMissing: boolean } }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const [count] = await tx
      .select()
      .from(libraryStocktakes)
      .where(and(eq(libraryStocktakes.schoolId, schoolId), eq(libraryStocktakes.id, id)))
      .for('update');
    if (!count) throw notFound('Stock opname tidak ditemukan.');
    if (count.finishedAt) throw new AppError('conflict', 'Stock opname ini sudah ditutup.');
    const marked = input.markMissing
      ? await tx
          .update(libraryItems)
          .set({ status: 'missing' })
          .where(
            and(
              eq(libraryItems.schoolId, schoolId),
              eq(libraryItems.status, 'available'),
              sql`not exists (select 1 from sd_library_stocktake_items s where s.sd_library_stocktake_id = ${id} and s.sd_library_item_id = ${libraryItems.id})`,
            ),
          )
          .returning({ id: libraryItems.id })
      : [];
    await tx.update(libraryStocktakes).set({ finishedAt: new Date(), missingMarked: marked.length }).where(eq(libraryStocktakes.id, id));
    await recordAudit(tx, ctx, {
      resource: 'library_stocktake',
      recordId: id,
      action: 'finish',
      after: { markMissing: input.markMissing, missingMarked: marked.length },
    });
  });
  return findCount(ctx, id);
}
