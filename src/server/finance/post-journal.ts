import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../audit/record-audit.ts';
import { finAccounts, finBudgetItems, finBudgets, finCounters, finJournalLines, finJournals, finSettings } from '../db/schema/finance.ts';
import { validationError, type FieldErrors } from '../http/errors.ts';
import { JOURNAL_PREFIX, type JournalKind } from '../../shared/finance/permissions.ts';

export interface JournalLine {
  accountId: number;
  debit: number;
  credit: number;
  memo?: string | null;
  /** The approved RKAS activity this line spends on (budget realization). */
  budgetItemId?: number | null;
}
export interface JournalDraft {
  date: string;
  kind: JournalKind;
  description: string;
  lines: JournalLine[];
  source?: string;
  sourceId?: number;
  reversalOf?: number;
}

/** The next running number for a key ("KW-2026"), safe under concurrent calls (one row, updated in place). */
export async function nextNumber(tx: Tx, schoolId: number, key: string): Promise<number> {
  const [row] = await tx
    .insert(finCounters)
    .values({ schoolId, key, value: 1 })
    .onConflictDoUpdate({ target: [finCounters.schoolId, finCounters.key], set: { value: sql`${finCounters.value} + 1` } })
    .returning({ value: finCounters.value });
  return row.value;
}

/** Field errors of a set of lines: whole positive rupiah, one side each, debits equal to credits. */
export function checkLines(lines: readonly JournalLine[]): FieldErrors {
  const errors: FieldErrors = {};
  if (lines.length < 2) errors.lines = ['Jurnal memerlukan paling sedikit dua baris.'];
  lines.forEach((l, i) => {
    const ok = Number.isSafeInteger(l.debit) && Number.isSafeInteger(l.credit) && l.debit >= 0 && l.credit >= 0;
    if (!ok || l.debit > 0 === l.credit > 0) errors[`lines.${i}.debit`] = ['Isi debit atau kredit (rupiah bulat lebih dari nol), tidak keduanya.'];
  });
  const debit = lines.reduce((s, l) => s + l.debit, 0);
  const credit = lines.reduce((s, l) => s + l.credit, 0);
  if (!errors.lines && debit !== credit)
    errors.lines = [`Jurnal tidak seimbang: debit ${debit.toLocaleString('id-ID')} ≠ kredit ${credit.toLocaleString('id-ID')}.`];
  return errors;
}

/** A date on or before the lock is refused with a field message. */
export async function checkOpenPeriod(tx: Tx, schoolId: number, date: string): Promise<void> {
  const [settings] = await tx.select().from(finSettings).where(eq(finSettings.schoolId, schoolId));
  if (settings?.lockedThrough && date <= settings.lockedThrough) {
    throw validationError({ date: [`Periode sampai ${settings.lockedThrough} sudah dikunci; pilih tanggal sesudahnya.`] });
  }
}

/**
 * Posts one balanced journal inside the caller's transaction: every money event of the platform goes through
 * here, so nothing reaches the books unbalanced, in a locked period, or on another school's account.
 */
export async function postJournal(tx: Tx, schoolId: number, userId: number | null, draft: JournalDraft): Promise<{ id: number; number: string }> {
  const errors = checkLines(draft.lines);
  if (Object.keys(errors).length) throw validationError(errors);
  await checkOpenPeriod(tx, schoolId, draft.date);
  const ids = [...new Set(draft.lines.map((l) => l.accountId))];
  const known = await tx
    .select({ id: finAccounts.id, active: finAccounts.isActive })
    .from(finAccounts)
    .where(and(eq(finAccounts.schoolId, schoolId), inArray(finAccounts.id, ids)));
  const bad: FieldErrors = {};
  draft.lines.forEach((l, i) => {
    const account = known.find((k) => k.id === l.accountId);
    if (!account) bad[`lines.${i}.accountId`] = ['Akun tidak ditemukan.'];
    else if (!account.active) bad[`lines.${i}.accountId`] = ['Akun ini tidak aktif.'];
  });
  const itemIds = [...new Set(draft.lines.map((l) => l.budgetItemId).filter((v): v is number => !!v))];
  if (itemIds.length) {
    const items = await tx
      .select({ id: finBudgetItems.id, status: finBudgets.status })
      .from(finBudgetItems)
      .innerJoin(finBudgets, eq(finBudgets.id, finBudgetItems.budgetId))
      .where(and(eq(finBudgetItems.schoolId, schoolId), inArray(finBudgetItems.id, itemIds)));
    draft.lines.forEach((l, i) => {
      if (!l.budgetItemId) return;
      const item = items.find((k) => k.id === l.budgetItemId);
      if (!item) bad[`lines.${i}.budgetItemId`] = ['Kegiatan anggaran tidak ditemukan.'];
      else if (item.status !== 'approved') bad[`lines.${i}.budgetItemId`] = ['Anggaran kegiatan ini belum disetujui yayasan.'];
    });
  }
  if (Object.keys(bad).length) throw validationError(bad);
  const prefix = JOURNAL_PREFIX[draft.kind];
  const year = draft.date.slice(0, 4);
  const seq = await nextNumber(tx, schoolId, `${prefix}-${year}`);
  const number = `${prefix}-${year}-${String(seq).padStart(6, '0')}`;
  const total = draft.lines.reduce((s, l) => s + l.debit, 0);
  const [journal] = await tx
    .insert(finJournals)
    .values({
      schoolId,
      number,
      date: draft.date,
      kind: draft.kind,
      description: draft.description,
      source: draft.source ?? null,
      sourceId: draft.sourceId ?? null,
      reversalOf: draft.reversalOf ?? null,
      total,
      createdBy: userId,
    })
    .returning({ id: finJournals.id });
  await tx.insert(finJournalLines).values(
    draft.lines.map((l) => ({
      schoolId,
      journalId: journal.id,
      accountId: l.accountId,
      date: draft.date,
      debit: l.debit,
      credit: l.credit,
      memo: l.memo ?? null,
      budgetItemId: l.budgetItemId ?? null,
    })),
  );
  return { id: journal.id, number };
}
