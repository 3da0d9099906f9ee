import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { schools, academicYears } from '../schema/schools.ts';
import { classes, classMaps, sections } from '../schema/master.ts';
import { finFeeTypes, finInvoices, finVirtualAccounts } from '../schema/finance.ts';
import type { SessionContext } from '../../http/context.ts';
import type { AppDeps } from '../../http/context.ts';
import { accountsOf } from '../../finance/accounts.ts';
import { saveDiscount, saveFeeType } from '../../finance/billing-setup.ts';
import { generateInvoicesNow } from '../../finance/invoices.ts';
import { recordPayment } from '../../finance/payments.ts';
import { postOpeningBalances } from '../../finance/settings.ts';
import { createManualJournal } from '../../finance/journals.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';
import { signSimulated } from '../../finance/gateway.ts';
import { handleVaCallback } from '../../finance/va-callback.ts';
import { seedDemoBudgets, seedDemoFinanceLists, seedDemoInstallments, seedDemoSavings } from './demo-finance-plans.ts';

/** The current month and the n before it, as YYYY-MM (WIB). */
function lastMonths(n: number): string[] {
  const now = new Date(Date.now() + 7 * 3600_000);
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1)).toISOString().slice(0, 7));
}

/**
 * SMK Demo's books (issue 17): the chart, opening balances, SPP per grade and uang gedung, three months of SPP
 * invoices, one scholarship, payments for most of the first rombels (some partial, siswa@demo.sch.id's October
 * half paid), BOS received and some expenses, and a virtual account for the demo student. Only once.
 */
export async function seedDemoFinance(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(finFeeTypes).where(eq(finFeeTypes.schoolId, schoolId));
  if (n > 0) return;
  const [bendahara] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.userTypeId, '11')))
    .orderBy(asc(users.id))
    .limit(1);
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  if (!bendahara || !year) return;
  const ctx: SessionContext = {
    db,
    deps: {} as AppDeps,
    ip: 'seed',
    session: { tokenHash: 'seed', userId: bendahara.id, userTypeId: '11', foundationId: null, schoolId, academicYearId: year.id },
  };
  const accounts = await accountsOf(db, schoolId);
  const acc = (code: string) => accounts.find((a) => a.code === code)!.id;
  const months = lastMonths(3);
  const day = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;

  await postOpeningBalances({
    ctx,
    input: {
      date: `${months[0].slice(0, 4)}-${months[0].slice(5) >= '07' ? '07' : '01'}-01`,
      balances: [
        { accountId: acc('1-1100'), debit: 15_000_000, credit: 0 },
        { accountId: acc('1-1200'), debit: 120_000_000, credit: 0 },
        { accountId: acc('1-2100'), debit: 250_000_000, credit: 0 },
      ],
    },
  });
  const grades = await db.select().from(classes).where(eq(classes.schoolId, schoolId)).orderBy(asc(classes.grade));
  const spp = await saveFeeType({
    ctx,
    id: null,
    input: {
      code: 'SPP',
      name: 'SPP',
      monthly: true,
      incomeAccountId: acc('4-1100'),
      defaultAmount: 350_000,
      tariffs: grades.map((g, i) => ({ classId: g.id, amount: 350_000 + i * 25_000 })),
    },
  });
  const building = await saveFeeType({
    ctx,
    id: null,
    input: { code: 'GEDUNG', name: 'Uang Gedung', monthly: false, incomeAccountId: acc('4-1200'), defaultAmount: 2_500_000, tariffs: [] },
  });
  await saveFeeType({
    ctx,
    id: null,
    input: { code: 'SERAGAM', name: 'Seragam', monthly: false, incomeAccountId: acc('4-1300'), defaultAmount: 850_000, tariffs: [] },
  });
  await saveFeeType({
    ctx,
    id: null,
    input: { code: 'KEGIATAN', name: 'Kegiatan Siswa', monthly: false, incomeAccountId: acc('4-1400'), defaultAmount: 400_000, tariffs: [] },
  });

  const [first] = await db
    .select({ id: sections.id })
    .from(sections)
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year.id)))
    .orderBy(asc(sections.id))
    .limit(1);
  const members = await db.select({ id: classMaps.userId }).from(classMaps).where(eq(classMaps.sectionId, first.id)).orderBy(asc(classMaps.userId));
  const [siswa] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'siswa@demo.sch.id'));
  const scholar = members.find((m) => m.id !== siswa?.id);
  if (scholar) await saveDiscount({ ctx, input: { studentId: scholar.id, feeTypeId: spp.id, amount: 175_000, reason: 'Beasiswa prestasi (50% SPP)' } });

  for (const month of months) await generateInvoicesNow(ctx, { feeTypeId: spp.id, period: month });
  await generateInvoicesNow(ctx, { feeTypeId: building.id, period: '', classId: grades[0]?.id ?? null });

  const invoices = await db
    .select()
    .from(finInvoices)
    .where(and(eq(finInvoices.schoolId, schoolId), eq(finInvoices.sectionId, first.id)))
    .orderBy(asc(finInvoices.studentId), asc(finInvoices.period));
  await db.transaction(async (tx) => {
    for (const [i, m] of members.entries()) {
      const mine = invoices.filter((v) => v.studentId === m.id && v.net > 0);
      const spps = mine.filter((v) => v.period);
      const own = m.id === siswa?.id;
      // Most paid September and October; a third paid November too; the demo student paid October in half.
      const paying = own ? spps.slice(0, 2) : spps.slice(0, i % 5 === 4 ? 0 : i % 3 === 0 ? 3 : 2);
      for (const [k, inv] of paying.entries()) {
        const half = own && k === 1;
        await recordPayment(tx, ctx, {
          studentId: m.id,
          date: day(inv.period, 5 + (i % 10)),
          method: i % 4 === 0 ? 'transfer' : 'tunai',
          items: [{ invoiceId: inv.id, amount: half ? Math.floor(inv.net / 2) : inv.net }],
        });
      }
      const gedung = mine.find((v) => !v.period);
      if (gedung && (own || i % 2 === 0))
        await recordPayment(tx, ctx, { studentId: m.id, date: day(months[0], 20), method: 'transfer', items: [{ invoiceId: gedung.id, amount: 1_000_000 }] });
    }
  });

  await createManualJournal({
    ctx,
    input: {
      kind: 'cash_in',
      date: day(months[1], 3),
      description: 'Penerimaan Dana BOS tahap II',
      cashAccountId: acc('1-1200'),
      lines: [{ accountId: acc('4-2000'), debit: 0, credit: 86_400_000 }],
    },
  });
  for (const month of months) {
    await createManualJournal({
      ctx,
      input: {
        kind: 'cash_out',
        date: day(month, 25),
        description: `Gaji guru dan karyawan ${month}`,
        cashAccountId: acc('1-1200'),
        lines: [{ accountId: acc('5-1100'), debit: 48_500_000, credit: 0 }],
      },
    });
    await createManualJournal({
      ctx,
      input: {
        kind: 'cash_out',
        date: day(month, 12),
        description: `Listrik, air dan internet ${month}`,
        cashAccountId: acc('1-1100'),
        lines: [
          { accountId: acc('5-1200'), debit: 2_350_000, credit: 0, memo: 'PLN dan PDAM' },
          { accountId: acc('5-1600'), debit: 6_500, credit: 0, memo: 'biaya transfer' },
        ],
      },
    });
  }
  await createManualJournal({
    ctx,
    input: {
      kind: 'cash_transfer',
      date: day(months[2], 2),
      description: 'Setor kas ke bank',
      cashAccountId: acc('1-1100'),
      lines: [{ accountId: acc('1-1200'), debit: 10_000_000, credit: 0 }],
    },
  });
  await seedDemoSavings(db, ctx, acc, first.id, [day(months[0], 15), day(months[1], 15), day(months[2], 3)]);
  await seedDemoBudgets(db, ctx, acc, months[2].slice(0, 4), day(months[2], 4));
  if (siswa) await seedDemoInstallments(db, schoolId, siswa.id, day(months[0], 28));
  await seedDemoFinanceLists(db, ctx, acc, siswa?.id ?? null, day(months[2], 2));
  if (siswa) {
    const vaNumber = `988${String(siswa.id).padStart(13, '0')}`;
    await db.insert(finVirtualAccounts).values({ schoolId, studentId: siswa.id, provider: 'simulasi', bank: 'BNI', vaNumber }).onConflictDoNothing();
    // One VA payment arrives through the signed webhook, as the gateway would send it.
    const notification = { eventId: `demo-va-${schoolId}`, vaNumber, amount: 100_000, timestamp: new Date().toISOString() };
    await handleVaCallback({
      ctx,
      provider: 'simulasi',
      notification: { path: '/api/finance/va/simulasi/callback', headers: { 'x-signature': signSimulated(notification) }, body: notification },
    });
  }
}
