import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { finAccounts } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { CHART_TEMPLATE } from '../../shared/finance/chart-template.ts';
import { financeAllows, type AccountType } from '../../shared/finance/permissions.ts';
import { requireFinance } from './guard.ts';

const TEMPLATE_CODES = CHART_TEMPLATE.map((a) => a.code);

/**
 * A school's chart starts as the template the first time finance is opened, and later gets any template account
 * added since (idempotent; the school's own renames and accounts are kept).
 */
export async function ensureChart(db: Db | Tx, schoolId: number): Promise<void> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(finAccounts)
    .where(and(eq(finAccounts.schoolId, schoolId), inArray(finAccounts.code, TEMPLATE_CODES)));
  if (n >= TEMPLATE_CODES.length) return;
  await db
    .insert(finAccounts)
    .values(CHART_TEMPLATE.map((a) => ({ schoolId, code: a.code, name: a.name, type: a.type, isCash: !!a.isCash, isControl: !!a.isControl })))
    .onConflictDoNothing();
}

export async function accountsOf(db: Db | Tx, schoolId: number) {
  await ensureChart(db, schoolId);
  return db.select().from(finAccounts).where(eq(finAccounts.schoolId, schoolId)).orderBy(asc(finAccounts.code));
}

/** The account with a template code ("1-1300"); the school may rename it but keeps the code. */
export async function accountByCode(db: Db | Tx, schoolId: number, code: string) {
  await ensureChart(db, schoolId);
  const [row] = await db
    .select()
    .from(finAccounts)
    .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.code, code)));
  if (!row) throw new AppError('conflict', `Akun ${code} tidak ada di bagan akun sekolah. Tambahkan akun itu terlebih dahulu.`);
  return row;
}

const view = (a: typeof finAccounts.$inferSelect) => ({
  id: a.id,
  code: a.code,
  name: a.name,
  type: a.type as AccountType,
  isCash: a.isCash,
  isControl: a.isControl,
  isActive: a.isActive,
});

/** GET /api/finance/accounts */
export async function listAccounts({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'ledger.read');
  const rows = await accountsOf(ctx.db, ctx.session.schoolId);
  return { data: rows.map(view), canEdit: financeAllows('ledger.write', ctx.session.userTypeId) };
}

export interface AccountInput {
  code: string;
  name: string;
  type: AccountType;
  isCash: boolean;
  isControl: boolean;
  isActive: boolean;
}

/** POST /api/finance/accounts (id null) or PUT /api/finance/accounts/:id. A used account keeps its type. */
export async function saveAccount({ ctx, id, input }: { ctx: SessionContext; id: number | null; input: AccountInput }) {
  requireFinance(ctx, 'ledger.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    await ensureChart(tx, schoolId);
    const [clash] = await tx
      .select({ id: finAccounts.id })
      .from(finAccounts)
      .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.code, input.code)));
    if (clash && clash.id !== id) throw validationError({ code: ['Kode akun ini sudah dipakai.'] });
    let saved;
    if (id === null) {
      [saved] = await tx
        .insert(finAccounts)
        .values({ schoolId, ...input })
        .returning();
    } else {
      const [before] = await tx
        .select()
        .from(finAccounts)
        .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.id, id)));
      if (!before) throw notFound('Akun tidak ditemukan.');
      [saved] = await tx.update(finAccounts).set(input).where(eq(finAccounts.id, id)).returning();
    }
    await recordAudit(tx, ctx, { resource: 'fin_account', recordId: saved.id, action: id === null ? 'create' : 'update', after: input });
    return view(saved);
  });
}
