import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { finAccounts, finJournalLines, finJournals } from '../../src/server/db/schema/finance.ts';
import { schools } from '../../src/server/db/schema/schools.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { checkLines, postJournal, type JournalLine } from '../../src/server/finance/post-journal.ts';
import { AppError } from '../../src/server/http/errors.ts';

/**
 * Every posting balances: whatever lines a caller hands to postJournal (the one way into the books), it either
 * refuses them with a 422 or stores a journal whose debits equal its credits, and the books as a whole stay
 * balanced after any mix of accepted and refused postings.
 */
let t: TestApp;
let schoolId: number;
let userId: number;
let accountIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [{ id: schoolId }] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, 'demo-smk'));
  [{ id: userId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'bendahara@demo.sch.id'));
  accountIds = (await db.select({ id: finAccounts.id }).from(finAccounts).where(eq(finAccounts.schoolId, schoolId))).map((a) => a.id);
});
afterAll(() => t.close());

/** A line with one side, the other side, both, neither, a fraction or a negative: valid and invalid alike. */
const amount = fc.oneof(fc.integer({ min: 1, max: 5_000_000 }), fc.constantFrom(0, -1, 0.5, 2 ** 53));
const line = () => fc.record({ account: fc.nat(), debit: fc.oneof(fc.constant(0), amount), credit: fc.oneof(fc.constant(0), amount) });
/** A balanced draft built on purpose: n debits and a split of their total into credits. */
const balancedDraft = fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 6 }).chain((debits) => {
  const total = debits.reduce((s, d) => s + d, 0);
  return fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }).map((weights) => {
    const sum = weights.reduce((s, w) => s + w, 0);
    const credits = weights.map((w) => Math.floor((total * w) / sum));
    credits[0] += total - credits.reduce((s, c) => s + c, 0);
    return [...debits.map((d) => ({ account: d, debit: d, credit: 0 })), ...credits.filter((c) => c > 0).map((c) => ({ account: c, debit: 0, credit: c }))];
  });
});

const toLines = (raw: { account: number; debit: number; credit: number }[]): JournalLine[] =>
  raw.map((l) => ({ accountId: accountIds[l.account % accountIds.length], debit: l.debit, credit: l.credit }));

describe('postJournal', () => {
  it('checkLines accepts exactly the balanced sets of whole positive one-sided lines', () => {
    fc.assert(
      fc.property(fc.array(line(), { maxLength: 8 }), (raw) => {
        const lines = toLines(raw);
        const wellFormed =
          lines.length >= 2 &&
          lines.every((l) => Number.isSafeInteger(l.debit) && Number.isSafeInteger(l.credit) && l.debit >= 0 && l.credit >= 0 && l.debit > 0 !== l.credit > 0);
        const sums = lines.reduce((s, l) => [s[0] + l.debit, s[1] + l.credit], [0, 0]);
        expect(Object.keys(checkLines(lines)).length === 0).toBe(wellFormed && sums[0] === sums[1]);
      }),
      { numRuns: 500 },
    );
  });

  it('stores only balanced journals, and the books stay balanced after any mix of postings', async () => {
    const db = t.database.db;
    await fc.assert(
      fc.asyncProperty(fc.oneof(balancedDraft, fc.array(line(), { maxLength: 6 })), fc.integer({ min: 1, max: 28 }), async (raw, day) => {
        const lines = toLines(raw);
        let posted: { id: number };
        try {
          posted = await db.transaction((tx) =>
            postJournal(tx, schoolId, userId, { date: `2032-01-${String(day).padStart(2, '0')}`, kind: 'general_journal', description: 'Uji properti', lines }),
          );
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect((error as AppError).status).toBe(422);
          expect(Object.keys(checkLines(lines)).length).toBeGreaterThan(0);
          return;
        }
        const [sums] = await db
          .select({ debit: sql<string>`sum(${finJournalLines.debit})`, credit: sql<string>`sum(${finJournalLines.credit})` })
          .from(finJournalLines)
          .where(eq(finJournalLines.journalId, posted.id));
        expect(Number(sums.debit)).toBe(Number(sums.credit));
        const [journal] = await db
          .select({ total: finJournals.total })
          .from(finJournals)
          .where(and(eq(finJournals.schoolId, schoolId), eq(finJournals.id, posted.id)));
        expect(journal.total).toBe(Number(sums.debit));
      }),
      { numRuns: 60 },
    );
    const [books] = await db
      .select({ debit: sql<string>`sum(${finJournalLines.debit})`, credit: sql<string>`sum(${finJournalLines.credit})` })
      .from(finJournalLines)
      .where(eq(finJournalLines.schoolId, schoolId));
    expect(books.debit).toBe(books.credit);
  });
});
