import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { users } from '../db/schema/users.ts';
import { schools } from '../db/schema/schools.ts';
import { libraryCollections, libraryMemberTypes, librarySettings } from '../db/schema/library.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, fieldError } from '../http/errors.ts';
import { pgErrorOf } from '../resources/db-errors.ts';
import { libraryAllows } from '../../shared/library/permissions.ts';
import { requireLibrary } from './guard.ts';
import { ensureLibrary } from './members.ts';

export async function readSettings(db: Db | Tx, ctx: SessionContext) {
  const schoolId = ctx.session.schoolId;
  await ensureLibrary(db, schoolId);
  const [s] = await db.select().from(librarySettings).where(eq(librarySettings.schoolId, schoolId));
  const types = await db.select().from(libraryMemberTypes).where(eq(libraryMemberTypes.schoolId, schoolId)).orderBy(asc(libraryMemberTypes.kind));
  const [counts] = await db
    .select({
      students: sql<number>`count(*) filter (where ${users.userTypeId} = '5')::int`,
      staff: sql<number>`count(*) filter (where ${users.userTypeId} in ('2','3','4','7','8','9','10','11','12'))::int`,
    })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.isActive, true)));
  const collections = await db
    .select({
      id: libraryCollections.id,
      code: libraryCollections.code,
      name: libraryCollections.name,
      referenceOnly: libraryCollections.referenceOnly,
      titles: sql<number>`(select count(*)::int from sd_library_books b where b.sd_library_collection_id = sd_library_collections.sd_library_collection_id)`,
      copies: sql<number>`(select count(*)::int from sd_library_items i join sd_library_books b on b.sd_library_book_id = i.sd_library_book_id where b.sd_library_collection_id = sd_library_collections.sd_library_collection_id)`,
    })
    .from(libraryCollections)
    .where(eq(libraryCollections.schoolId, schoolId))
    .orderBy(asc(libraryCollections.code));
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  return {
    maxUnpaidFine: s.maxUnpaidFine,
    holdDays: s.holdDays,
    libraryName: s.libraryName,
    headName: s.headName,
    headNip: s.headNip,
    skipHolidays: s.skipHolidays,
    finesToFinance: s.finesToFinance,
    cardValidMonths: s.cardValidMonths,
    schoolName: school?.name ?? '',
    memberTypes: types.map((t) => ({
      id: t.id,
      kind: t.kind,
      name: t.name,
      maxLoans: t.maxLoans,
      loanDays: t.loanDays,
      maxRenewals: t.maxRenewals,
      finePerDay: t.finePerDay,
      members: t.kind === 'student' ? counts.students : counts.staff,
    })),
    collections,
    canEdit: libraryAllows('library.manage', ctx.session.userTypeId),
  };
}

/** GET /api/library/settings */
export async function getSettings({ ctx }: { ctx: SessionContext }) {
  requireLibrary(ctx, 'library.reports');
  return readSettings(ctx.db, ctx);
}

type TypeInput = { id: number; name: string; maxLoans: number; loanDays: number; maxRenewals: number; finePerDay: number };

/** PUT /api/library/settings */
type GeneralInput = {
  libraryName?: string | null;
  headName?: string | null;
  headNip?: string | null;
  skipHolidays?: boolean;
  finesToFinance?: boolean;
  cardValidMonths?: number;
};

export async function saveSettings({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: GeneralInput & { maxUnpaidFine: number; holdDays: number; memberTypes: TypeInput[] };
}) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const before = await readSettings(tx, ctx);
    const { memberTypes: _types, ...general } = input;
    await tx.update(librarySettings).set(general).where(eq(librarySettings.schoolId, schoolId));
    for (const t of input.memberTypes) {
      const { id, ...rest } = t;
      const done = await tx
        .update(libraryMemberTypes)
        .set(rest)
        .where(and(eq(libraryMemberTypes.schoolId, schoolId), eq(libraryMemberTypes.id, id)))
        .returning({ id: libraryMemberTypes.id });
      if (done.length === 0) throw notFound('Jenis anggota tidak ditemukan.');
    }
    await recordAudit(tx, ctx, {
      resource: 'library_settings',
      recordId: schoolId,
      action: 'update',
      before: {
        maxUnpaidFine: before.maxUnpaidFine,
        holdDays: before.holdDays,
        skipHolidays: before.skipHolidays,
        finesToFinance: before.finesToFinance,
        memberTypes: before.memberTypes,
      },
      after: input,
    });
    return readSettings(tx, ctx);
  });
}

/** POST /api/library/collections: a new collection code, or a change to one (with its id). */
export async function saveCollection({ ctx, input }: { ctx: SessionContext; input: { id?: number; code: string; name: string; referenceOnly: boolean } }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  const { id, ...fields } = input;
  const values = { ...fields, code: fields.code.toUpperCase() };
  try {
    return await ctx.db.transaction(async (tx) => {
      await ensureLibrary(tx, schoolId);
      let recordId = id;
      if (id) {
        const done = await tx
          .update(libraryCollections)
          .set(values)
          .where(and(eq(libraryCollections.schoolId, schoolId), eq(libraryCollections.id, id)))
          .returning({ id: libraryCollections.id });
        if (done.length === 0) throw notFound('Kode koleksi tidak ditemukan.');
      } else {
        recordId = (
          await tx
            .insert(libraryCollections)
            .values({ schoolId, ...values })
            .returning({ id: libraryCollections.id })
        )[0].id;
      }
      await recordAudit(tx, ctx, { resource: 'library_collection', recordId: recordId!, action: id ? 'update' : 'create', after: values });
      return readSettings(tx, ctx);
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505') throw fieldError('code', 'Kode koleksi ini sudah ada.');
    throw error;
  }
}
