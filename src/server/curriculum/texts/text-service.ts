import { and, eq, getTableName, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../audit/record-audit.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { curriculumAllows, type Owner } from '../../../shared/curriculum/permissions.ts';
import type { CurriculumRefKind } from '../../../shared/curriculum/types.ts';
import { curriculumSubjects } from '../../db/schema/curriculum.ts';
import { assertUnused } from '../usage-registry.ts';
import { ownerSchoolId, requireCurriculum, requireOwnerWrite } from '../guard.ts';

type Values = Record<string, unknown>;

/**
 * One kind of reference text (CP, KD, KI): its table and how its rows are filtered, ordered, shown and copied.
 * The list, save, delete and copy services below are the same for every kind.
 */
export interface TextKind<Row extends { id: number }> {
  noun: string;
  resource: string;
  table: PgTable;
  id: PgColumn;
  school: PgColumn;
  copiedFrom: PgColumn;
  /** Whose uses are asked before a delete (the registry); none for KI. */
  uses?: CurriculumRefKind;
  columns: Record<string, PgColumn | SQL>;
  join?: <Q>(query: Q) => Q;
  filters(input: Values): SQL[];
  order: (PgColumn | SQL)[];
  /** The stored values of a save's input (without id and owner). */
  values(input: Values): Values;
  /** The values of a school's copy of a platform row (without the school and the source). */
  copyValues(row: Values): Values;
  /** Fields whose references must exist (a subject id). */
  subjectField?: string;
  toRow(row: Values): Row;
}

function ownedBy(kind: TextKind<{ id: number }>, ctx: SessionContext, owner: Owner | 'all'): SQL {
  if (owner === 'platform') return isNull(kind.school);
  if (owner === 'school') return eq(kind.school, ctx.session.schoolId);
  return or(isNull(kind.school), eq(kind.school, ctx.session.schoolId))!;
}

async function selectRows<Row extends { id: number }>(db: Db | Tx, kind: TextKind<Row>, ctx: SessionContext, where: SQL[]): Promise<Row[]> {
  const table = sql.raw(`"${getTableName(kind.table)}"`);
  const copyId = sql<
    number | null
  >`(select c.${sql.raw(`"${kind.id.name}"`)} from ${table} c where c.${sql.raw(`"${kind.copiedFrom.name}"`)} = ${kind.id} and c.sd_school_id = ${ctx.session.schoolId} order by 1 limit 1)`;
  const base = db.select({ ...kind.columns, id: kind.id, schoolId: kind.school, copiedFromId: kind.copiedFrom, copyId }).from(kind.table);
  const joined = kind.join ? kind.join(base) : base;
  const rows = (await (joined as typeof base).where(and(...where)).orderBy(...kind.order)) as Values[];
  return rows.map((r) => kind.toRow({ ...r, owner: r.schoolId === null ? 'platform' : 'school', copyId: r.schoolId === null ? (r.copyId ?? null) : null }));
}

export async function listTexts<Row extends { id: number }>(ctx: SessionContext, kind: TextKind<Row>, input: Values & { owner: Owner | 'all' }) {
  requireCurriculum(ctx, 'read');
  const data = await selectRows(ctx.db, kind, ctx, [ownedBy(kind, ctx, input.owner), ...kind.filters(input)]);
  return {
    data,
    canEditPlatform: curriculumAllows('reference.write', ctx.session.userTypeId),
    canEditSchool: curriculumAllows('school.write', ctx.session.userTypeId),
  };
}

/** A row this session may see: its school's own, or the platform's. Another school's row is "not found". */
async function visibleRow(db: Db | Tx, kind: TextKind<{ id: number }>, ctx: SessionContext, id: number) {
  const [row] = await db
    .select({ id: kind.id, schoolId: kind.school })
    .from(kind.table)
    .where(and(eq(kind.id, id), or(isNull(kind.school), eq(kind.school, ctx.session.schoolId))));
  if (!row) throw notFound(`${kind.noun} tidak ditemukan.`);
  return row as { id: number; schoolId: number | null };
}

async function checkSubject(db: Db | Tx, kind: TextKind<{ id: number }>, input: Values) {
  if (!kind.subjectField) return;
  const id = input[kind.subjectField] as number;
  const [found] = await db.select({ id: curriculumSubjects.id }).from(curriculumSubjects).where(eq(curriculumSubjects.id, id));
  if (!found) throw validationError({ [kind.subjectField]: ['Mata pelajaran referensi tidak ditemukan.'] });
}

export async function saveText<Row extends { id: number }>(
  ctx: SessionContext,
  kind: TextKind<Row>,
  input: Values & { id?: number; owner: Owner },
): Promise<Row> {
  requireOwnerWrite(ctx, input.owner);
  const { id, owner, ...rest } = input;
  const values = kind.values(rest);
  return ctx.db.transaction(async (tx) => {
    await checkSubject(tx, kind as never, rest);
    let recordId = id;
    if (id) {
      const row = await visibleRow(tx, kind as never, ctx, id);
      const rowOwner: Owner = row.schoolId === null ? 'platform' : 'school';
      // A school asking to change the platform's text is refused, whatever owner it claims.
      requireOwnerWrite(ctx, rowOwner);
      if (rowOwner !== owner)
        throw new AppError(
          'conflict',
          `${kind.noun} ini milik ${rowOwner === 'platform' ? 'platform' : 'sekolah'}, bukan ${owner === 'platform' ? 'platform' : 'sekolah'}.`,
        );
      await tx
        .update(kind.table)
        .set({ ...values, updatedAt: sql`now()` } as never)
        .where(eq(kind.id, id));
    } else {
      const [created] = (await tx
        .insert(kind.table)
        .values({ ...values, schoolId: ownerSchoolId(ctx, owner) } as never)
        .returning({ id: kind.id })) as { id: number }[];
      recordId = created.id;
    }
    await recordAudit(tx, ctx, { resource: kind.resource, recordId: recordId!, action: id ? 'update' : 'create', after: { owner, ...values } });
    const [row] = await selectRows(tx, kind, ctx, [eq(kind.id, recordId!)]);
    return row;
  });
}

export async function deleteText(ctx: SessionContext, kind: TextKind<{ id: number }>, id: number) {
  requireCurriculum(ctx, 'read');
  return ctx.db.transaction(async (tx) => {
    const row = await visibleRow(tx, kind, ctx, id);
    requireOwnerWrite(ctx, row.schoolId === null ? 'platform' : 'school');
    if (kind.uses && row.schoolId !== null) await assertUnused(tx, row.schoolId, kind.uses, [id], `${kind.noun} ini`);
    try {
      await tx.delete(kind.table).where(eq(kind.id, id));
    } catch (error) {
      if ((error as { cause?: { code?: string } }).cause?.code === '23503')
        throw new AppError('conflict', `${kind.noun} ini masih dipakai oleh data lain, jadi tidak dapat dihapus.`);
      throw error;
    }
    await recordAudit(tx, ctx, { resource: kind.resource, recordId: id, action: 'delete' });
    return { message: `${kind.noun} dihapus.` };
  });
}

/** Copies platform rows (chosen ids, or every row matching the filter) to the school; rows already copied are skipped. */
export async function copyTexts(ctx: SessionContext, kind: TextKind<{ id: number }>, input: Values & { ids?: number[] }) {
  requireCurriculum(ctx, 'school.write');
  const schoolId = ctx.session.schoolId;
  const where = [isNull(kind.school), ...kind.filters(input)];
  if (input.ids?.length) where.push(inArray(kind.id, input.ids));
  return ctx.db.transaction(async (tx) => {
    const source = (await tx
      .select()
      .from(kind.table)
      .where(and(...where))) as Values[];
    const idKey = Object.entries(kind.table).find(([, c]) => c === kind.id)?.[0] ?? 'id';
    const sourceIds = source.map((r) => r[idKey] as number);
    const done = sourceIds.length
      ? new Set(
          (
            (await tx
              .select({ from: kind.copiedFrom })
              .from(kind.table)
              .where(and(eq(kind.school, schoolId), inArray(kind.copiedFrom, sourceIds)))) as { from: number }[]
          ).map((r) => r.from),
        )
      : new Set<number>();
    const fresh = source.filter((r) => !done.has(r[idKey] as number));
    if (fresh.length) await tx.insert(kind.table).values(fresh.map((r) => ({ ...kind.copyValues(r), schoolId, copiedFromId: r[idKey] })) as never);
    await recordAudit(tx, ctx, { resource: kind.resource, recordId: 'copy', action: 'copy', after: { from: fresh.map((r) => r[idKey]) } });
    const skipped = source.length - fresh.length;
    return { copied: fresh.length, skipped, message: `${fresh.length} ${kind.noun} disalin ke sekolah${skipped ? `, ${skipped} sudah ada salinannya` : ''}.` };
  });
}
