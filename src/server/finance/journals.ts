import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { finAccounts, finJournalLines, finJournals } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { financeAllows, type JournalKind } from '../../shared/finance/permissions.ts';
import type { ManualKind } from '../../shared/finance/schemas.ts';
import { ensureChart } from './accounts.ts';
import { requireFinance, today } from './guard.ts';
import { postJournal, type JournalLine } from './post-journal.ts';

interface ManualInput {
  kind: ManualKind;
  date: string;
  description: string;
  cashAccountId?: number | null;
  lines: { accountId: number; debit: number; credit: number; memo?: string | null; budgetItemId?: number | null }[];
}

/** The balanced lines of a manual entry: the cash account takes the other side of a cash book's lines. */
async function linesOf(ctx: SessionContext, input: ManualInput): Promise<JournalLine[]> {
  if (input.kind === 'general_journal') return input.lines;
  if (!input.cashAccountId) throw validationError({ cashAccountId: ['Pilih akun kas/bank.'] });
  const [cash] = await ctx.db
    .select()
    .from(finAccounts)
    .where(and(eq(finAccounts.schoolId, ctx.session.schoolId), eq(finAccounts.id, input.cashAccountId)));
  if (!cash?.isCash) throw validationError({ cashAccountId: ['Pilih akun kas atau bank.'] });
  const side = input.kind === 'cash_in' ? 'credit' : 'debit';
  const errors: Record<string, string[]> = {};
  input.lines.forEach((l, i) => {
    if (l[side] <= 0 || l[side === 'credit' ? 'debit' : 'credit'] !== 0) errors[`lines.${i}.${side}`] = ['Jumlah harus lebih dari nol.'];
    if (l.accountId === cash.id) errors[`lines.${i}.accountId`] = ['Pilih akun lawan selain akun kas ini.'];
  });
  if (input.kind === 'withdrawal' || input.kind === 'cash_transfer') {
    const targets = await ctx.db
      .select({ id: finAccounts.id })
      .from(finAccounts)
      .where(and(eq(finAccounts.schoolId, ctx.session.schoolId), eq(finAccounts.isCash, true)));
    input.lines.forEach((l, i) => {
      if (!targets.some((t) => t.id === l.accountId)) errors[`lines.${i}.accountId`] ??= ['Pilih akun kas atau bank tujuan.'];
    });
  }
  if (Object.keys(errors).length) throw validationError(errors);
  const total = input.lines.reduce((s, l) => s + l[side], 0);
  const cashLine = { accountId: cash.id, debit: side === 'credit' ? total : 0, credit: side === 'debit' ? total : 0, memo: null };
  return side === 'credit' ? [cashLine, ...input.lines] : [...input.lines, cashLine];
}

/** POST /api/finance/journals: cash in, cash out, transfer or general journal, posted at once (never edited). */
export async function createManualJournal({ ctx, input }: { ctx: SessionContext; input: ManualInput }) {
  requireFinance(ctx, 'ledger.write');
  await ensureChart(ctx.db, ctx.session.schoolId);
  const lines = await linesOf(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const posted = await postJournal(tx, ctx.session.schoolId, ctx.session.userId, {
      date: input.date,
      kind: input.kind,
      description: input.description,
      lines,
    });
    await recordAudit(tx, ctx, { resource: 'fin_journal', recordId: posted.id, action: 'post', after: { number: posted.number, kind: input.kind, lines } });
    return readJournal(tx, ctx, posted.id);
  });
}

type Reader = Pick<SessionContext['db'], 'select'>;

export async function readJournal(db: Reader, ctx: SessionContext, id: number) {
  const [j] = await db
    .select()
    .from(finJournals)
    .where(and(eq(finJournals.schoolId, ctx.session.schoolId), eq(finJournals.id, id)));
  if (!j) throw notFound('Jurnal tidak ditemukan.');
  const lines = await db
    .select({
      id: finJournalLines.id,
      accountId: finJournalLines.accountId,
      code: finAccounts.code,
      name: finAccounts.name,
      debit: finJournalLines.debit,
      credit: finJournalLines.credit,
      memo: finJournalLines.memo,
    })
    .from(finJournalLines)
    .innerJoin(finAccounts, eq(finAccounts.id, finJournalLines.accountId))
    .where(eq(finJournalLines.journalId, id))
    .orderBy(asc(finJournalLines.id));
  return {
    ...journalView(j),
    lines,
    canReverse: financeAllows('ledger.write', ctx.session.userTypeId) && !j.reversedBy && j.kind !== 'reversal' && !j.source,
  };
}

const journalView = (j: typeof finJournals.$inferSelect) => ({
  id: j.id,
  number: j.number,
  date: j.date,
  kind: j.kind as JournalKind,
  description: j.description,
  total: j.total,
  source: j.source,
  reversalOf: j.reversalOf,
  reversedBy: j.reversedBy,
});

/** GET /api/finance/journals/:id */
export async function getJournal({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireFinance(ctx, 'ledger.read');
  return readJournal(ctx.db, ctx, id);
}

const PAGE = 50;

/** GET /api/finance/journals: newest first, by kind and dates; each with its lines (journal of all transactions). */
export async function listJournals({ ctx, input }: { ctx: SessionContext; input: { kinds?: JournalKind[]; from?: string; to?: string; page: number } }) {
  requireFinance(ctx, 'ledger.read');
  const schoolId = ctx.session.schoolId;
  const where = and(
    eq(finJournals.schoolId, schoolId),
    input.kinds?.length ? inArray(finJournals.kind, input.kinds) : undefined,
    input.from ? gte(finJournals.date, input.from) : undefined,
    input.to ? lte(finJournals.date, input.to) : undefined,
  );
  const [{ n, total }] = await ctx.db
    .select({ n: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${finJournals.total}), 0)::bigint` })
    .from(finJournals)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(finJournals)
    .where(where)
    .orderBy(desc(finJournals.date), desc(finJournals.id))
    .limit(PAGE)
    .offset((input.page - 1) * PAGE);
  const lines = rows.length
    ? await ctx.db
        .select({
          journalId: finJournalLines.journalId,
          code: finAccounts.code,
          name: finAccounts.name,
          debit: finJournalLines.debit,
          credit: finJournalLines.credit,
          memo: finJournalLines.memo,
        })
        .from(finJournalLines)
        .innerJoin(finAccounts, eq(finAccounts.id, finJournalLines.accountId))
        .where(
          inArray(
            finJournalLines.journalId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(finJournalLines.id))
    : [];
  return {
    data: rows.map((j) => ({ ...journalView(j), lines: lines.filter((l) => l.journalId === j.id).map(({ journalId: _, ...l }) => l) })),
    total: n,
    sum: Number(total),
    page: input.page,
    pageSize: PAGE,
    canEdit: financeAllows('ledger.write', ctx.session.userTypeId),
  };
}

/**
 * POST /api/finance/journals/:id/reverse: a posted entry is never edited; its mirror is posted today (or on the
 * original's date when that is later) and both are linked. Payments are cancelled from the cashier instead.
 */
export async function reverseJournal({ ctx, id, input }: { ctx: SessionContext; id: number; input: { reason: string } }) {
  requireFinance(ctx, 'ledger.write');
  return ctx.db.transaction(async (tx) => {
    const [j] = await tx
      .select()
      .from(finJournals)
      .where(and(eq(finJournals.schoolId, ctx.session.schoolId), eq(finJournals.id, id)))
      .for('update');
    if (!j) throw notFound('Jurnal tidak ditemukan.');
    if (j.reversedBy || j.kind === 'reversal') throw new AppError('conflict', 'Jurnal ini sudah dibalik atau merupakan jurnal pembalik.');
    if (j.source) throw new AppError('conflict', 'Jurnal ini dibuat oleh tagihan/pembayaran; batalkan dari halaman pembayaran.');
    const id2 = await postReversal(tx, ctx, j, input.reason);
    await recordAudit(tx, ctx, { resource: 'fin_journal', recordId: id, action: 'reverse', after: { reversal: id2, reason: input.reason } });
    return readJournal(tx, ctx, id2);
  });
}

/** Posts the mirror of a journal and links both; the caller holds the original row locked. */
export async function postReversal(
  tx: Parameters<Parameters<SessionContext['db']['transaction']>[0]>[0],
  ctx: SessionContext,
  j: typeof finJournals.$inferSelect,
  reason: string,
): Promise<number> {
  const lines = await tx.select().from(finJournalLines).where(eq(finJournalLines.journalId, j.id));
  const date = today() > j.date ? today() : j.date;
  const posted = await postJournal(tx, ctx.session.schoolId, ctx.session.userId, {
    date,
    kind: 'reversal',
    description: `Pembalik ${j.number}: ${reason}`,
    lines: lines.map((l) => ({ accountId: l.accountId, debit: l.credit, credit: l.debit, memo: l.memo, budgetItemId: l.budgetItemId })),
    reversalOf: j.id,
  });
  await tx.update(finJournals).set({ reversedBy: posted.id }).where(eq(finJournals.id, j.id));
  return posted.id;
}
