import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { classMaps } from '../schema/master.ts';
import {
  finBankAccounts,
  finBankFees,
  finBudgetItems,
  finBudgets,
  finCounters,
  finFeeTypes,
  finInstallments,
  finInvoices,
  finMessageTemplates,
  finSavingsAccounts,
  finSavingsTransactions,
} from '../schema/finance.ts';
import { billStudent } from '../../finance/manual-bills.ts';
import { createWorkOrder } from '../../finance/work-orders.ts';
import type { SessionContext } from '../../http/context.ts';
import { postJournal } from '../../finance/post-journal.ts';
import { disburseBudgetItem } from '../../finance/budget-spending.ts';

type Acc = (code: string) => number;

/**
 * Savings for the first rombel: two class deposit days and a few withdrawals, posted as one collective journal
 * per day (the homeroom teacher hands the class's envelope to the bendahara), in bulk so the seed stays fast.
 */
export async function seedDemoSavings(db: Db, ctx: SessionContext, acc: Acc, sectionId: number, days: string[]) {
  const schoolId = ctx.session.schoolId;
  const members = await db.select({ id: classMaps.userId }).from(classMaps).where(eq(classMaps.sectionId, sectionId)).orderBy(asc(classMaps.userId));
  const balance = new Map<number, number>();
  let seq = 0;
  await db.transaction(async (tx) => {
    for (const [d, date] of days.entries()) {
      const rows = members
        .map((m, i) => {
          const deposit = d < 2 || i % 4 !== 0;
          const amount = deposit ? 10_000 * (1 + ((i + d) % 5)) : Math.min(balance.get(m.id) ?? 0, 15_000);
          return { studentId: m.id, kind: deposit ? ('deposit' as const) : ('withdraw' as const), amount };
        })
        .filter((r) => r.amount > 0);
      const inTotal = rows.filter((r) => r.kind === 'deposit').reduce((s, r) => s + r.amount, 0);
      const outTotal = rows.filter((r) => r.kind === 'withdraw').reduce((s, r) => s + r.amount, 0);
      const lines = [
        ...(inTotal
          ? [
              { accountId: acc('1-1100'), debit: inTotal, credit: 0 },
              { accountId: acc('2-1200'), debit: 0, credit: inTotal },
            ]
          : []),
        ...(outTotal
          ? [
              { accountId: acc('2-1200'), debit: outTotal, credit: 0 },
              { accountId: acc('1-1100'), debit: 0, credit: outTotal },
            ]
          : []),
      ];
      const journal = await postJournal(tx, schoolId, ctx.session.userId, {
        date,
        kind: 'savings',
        description: `Tabungan kelas ${date} (${rows.length} siswa)`,
        source: 'savings',
        lines,
      });
      await tx.insert(finSavingsTransactions).values(
        rows.map((r) => {
          const after = (balance.get(r.studentId) ?? 0) + (r.kind === 'deposit' ? r.amount : -r.amount);
          balance.set(r.studentId, after);
          seq += 1;
          return {
            schoolId,
            studentId: r.studentId,
            number: `ST-${date.slice(0, 4)}-${String(seq).padStart(6, '0')}`,
            date,
            kind: r.kind,
            amount: r.amount,
            balanceAfter: after,
            method: 'tunai',
            journalId: journal.id,
            createdBy: ctx.session.userId,
          };
        }),
      );
    }
    await tx.insert(finSavingsAccounts).values([...balance].map(([studentId, b]) => ({ schoolId, studentId, balance: b })));
    await tx
      .insert(finCounters)
      .values({ schoolId, key: `ST-${days[0].slice(0, 4)}`, value: seq })
      .onConflictDoNothing();
  });
}

/**
 * RKAS: this year's BOS budget approved by the foundation with some activities already paid out, and the
 * committee's budget submitted and waiting for yayasan@demo.sch.id.
 */
export async function seedDemoBudgets(db: Db, ctx: SessionContext, acc: Acc, year: string, payDate: string) {
  const schoolId = ctx.session.schoolId;
  const [yayasan] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'yayasan@demo.sch.id'));
  const now = new Date();
  const [bos] = await db
    .insert(finBudgets)
    .values({
      schoolId,
      name: `RKAS BOS ${year}`,
      fiscalYear: year,
      fundSource: 'bos',
      status: 'approved',
      submittedAt: now,
      decidedAt: now,
      decidedBy: yayasan?.id ?? null,
      decisionNote: 'Disetujui rapat pengurus yayasan.',
      createdBy: ctx.session.userId,
    })
    .returning({ id: finBudgets.id });
  const [komite] = await db
    .insert(finBudgets)
    .values({
      schoolId,
      name: `Kegiatan Komite ${year}`,
      fiscalYear: year,
      fundSource: 'komite',
      status: 'submitted',
      submittedAt: now,
      createdBy: ctx.session.userId,
    })
    .returning({ id: finBudgets.id });
  const item = (
    budgetId: number,
    name: string,
    category: typeof finBudgetItems.$inferInsert.category,
    code: string,
    volume: number,
    unit: string,
    unitCost: number,
  ) => ({ schoolId, budgetId, name, category, accountId: acc(code), volume, unit, unitCost, amount: volume * unitCost });
  const items = await db
    .insert(finBudgetItems)
    .values([
      item(bos.id, 'Pembelian buku teks Kurikulum Merdeka', 'perpustakaan', '5-1300', 120, 'eksemplar', 85_000),
      item(bos.id, 'Asesmen sumatif akhir semester', 'asesmen', '5-1400', 2, 'kegiatan', 6_500_000),
      item(bos.id, 'Langganan listrik dan internet', 'daya_jasa', '5-1200', 12, 'bulan', 2_400_000),
      item(bos.id, 'Pemeliharaan ruang praktik', 'pemeliharaan', '5-1500', 1, 'paket', 18_000_000),
      item(bos.id, 'Honor guru tidak tetap', 'honor', '5-1100', 12, 'bulan', 9_000_000),
      item(bos.id, 'Uji kompetensi keahlian', 'kompetensi', '5-1400', 1, 'paket', 12_000_000),
      item(komite.id, 'Pentas seni akhir tahun', 'pembelajaran', '5-1400', 1, 'kegiatan', 15_000_000),
      item(komite.id, 'Studi banding OSIS', 'pembelajaran', '5-1400', 1, 'kegiatan', 8_500_000),
    ])
    .returning({ id: finBudgetItems.id, name: finBudgetItems.name });
  const paid: [number, number][] = [
    [0, 6_800_000],
    [2, 7_200_000],
    [4, 27_000_000],
  ];
  for (const [i, amount] of paid)
    await disburseBudgetItem({
      ctx,
      itemId: items[i].id,
      input: { amount, cashAccountId: acc('1-1200'), date: payDate, description: `Pencairan ${items[i].name}` },
    });
}

/** Uang gedung in five instalments for the demo student (already partly paid). */
export async function seedDemoInstallments(db: Db, schoolId: number, studentId: number, firstDue: string) {
  const [gedung] = await db
    .select()
    .from(finInvoices)
    .where(and(eq(finInvoices.schoolId, schoolId), eq(finInvoices.studentId, studentId), eq(finInvoices.period, '')))
    .orderBy(asc(finInvoices.id))
    .limit(1);
  if (!gedung) return;
  const part = Math.floor(gedung.net / 5);
  const due = (k: number) => {
    const d = new Date(`${firstDue}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + k);
    return d.toISOString().slice(0, 10);
  };
  await db
    .insert(finInstallments)
    .values(
      Array.from({ length: 5 }, (_, k) => ({ schoolId, invoiceId: gedung.id, seq: k + 1, dueDate: due(k), amount: k === 4 ? gedung.net - part * 4 : part })),
    );
}

/** Bank accounts, VA fees, message templates, a manual bill and a work order waiting for the principal. */
export async function seedDemoFinanceLists(db: Db, ctx: SessionContext, acc: Acc, studentId: number | null, date: string) {
  const schoolId = ctx.session.schoolId;
  await db.insert(finBankAccounts).values([
    {
      schoolId,
      bank: 'BNI',
      accountNumber: '0123456789',
      holderName: 'SMK Demo Nusantara',
      purpose: 'operasional',
      ledgerCode: '1-1200',
      description: 'Rekening operasional dan penampung SPP',
    },
    { schoolId, bank: 'BSI', accountNumber: '7012345678', holderName: 'SMK Demo Nusantara (BOS)', purpose: 'bos', ledgerCode: '1-1200', description: null },
  ]);
  await db.insert(finBankFees).values([
    { schoolId, channel: 'va', bank: 'BNI', fee: 4_000, description: 'Biaya per pembayaran VA' },
    { schoolId, channel: 'transfer', bank: 'BNI', fee: 6_500, description: 'Transfer antarbank' },
  ]);
  await db.insert(finMessageTemplates).values([
    {
      schoolId,
      kind: 'tagihan',
      name: 'Tagihan SPP bulanan',
      channel: 'whatsapp',
      subject: null,
      body: 'Yth. Orang tua/wali {nama} ({rombel}),\ntagihan {sekolah} bulan {bulan}:\n{rincian}\nJumlah: {jumlah}.\nBayar di loket bendahara atau VA {va}. Terima kasih.',
    },
    {
      schoolId,
      kind: 'tunggakan',
      name: 'Pengingat tunggakan',
      channel: 'whatsapp',
      subject: null,
      body: 'Yth. Orang tua/wali {nama}, masih ada tagihan yang belum dibayar:\n{rincian}\nJumlah {jumlah}. Mohon segera diselesaikan. Abaikan bila sudah membayar.',
    },
    {
      schoolId,
      kind: 'tagihan',
      name: 'Tagihan lewat surel',
      channel: 'email',
      subject: 'Tagihan sekolah {bulan}',
      body: 'Yth. Orang tua/wali {nama},\n\nberikut tagihan {sekolah} bulan {bulan}:\n{rincian}\n\nJumlah: {jumlah}\nVirtual account: {va}',
    },
  ]);
  const [kegiatan] = await db
    .select({ id: finFeeTypes.id })
    .from(finFeeTypes)
    .where(and(eq(finFeeTypes.schoolId, schoolId), eq(finFeeTypes.code, 'KEGIATAN')));
  if (studentId && kegiatan)
    await db.transaction((tx) =>
      billStudent(tx, ctx, {
        studentId,
        feeTypeId: kegiatan.id,
        title: 'Study tour ke Yogyakarta',
        amount: 650_000,
        dueDate: null,
        note: 'Sesuai rapat komite',
      }),
    );
  await createWorkOrder({
    ctx,
    input: { date, vendor: 'CV Karya Mandiri', description: 'Perbaikan atap bengkel praktik yang bocor', accountId: acc('5-1500'), amount: 4_750_000 },
  });
}
