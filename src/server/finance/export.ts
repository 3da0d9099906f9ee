import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { finAccounts, finJournalLines, finJournals } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { BUDGET_CATEGORY_LABELS, FUND_SOURCE_LABELS, SAVINGS_KIND_LABELS } from '../../shared/finance/schemas.ts';
import { ACCOUNT_TYPE_LABELS, JOURNAL_KIND_LABELS, periodLabel, type JournalKind } from '../../shared/finance/permissions.ts';
import type { ExportQuery, ExportReport } from '../../shared/api/finance/exports.ts';
import { listArrears } from './arrears.ts';
import { budgetRealization, percentageFund } from './budget-reports.ts';
import { requireFinance, today } from './guard.ts';
import { invoiceRecap } from './invoices.ts';
import { accountLedger, balanceSheet, profitLoss, trialBalance } from './reports.ts';
import { savingsJournal, savingsMutation } from './savings.ts';
import { vaTransactions } from './va-report.ts';

type Cell = string | number | null;
interface Sheet {
  title: string;
  subtitle: string;
  columns: { header: string; width?: number; money?: boolean }[];
  rows: Cell[][];
}

const money = (header: string) => ({ header, width: 18, money: true });

/** Every journal line of a range (the journal of all transactions, or one kind's book), oldest first. */
async function journalLines(ctx: SessionContext, q: ExportQuery): Promise<Sheet> {
  requireFinance(ctx, 'ledger.read');
  const to = q.to ?? today();
  const from = q.from ?? `${to.slice(0, 7)}-01`;
  const rows = await ctx.db
    .select({
      number: finJournals.number,
      date: finJournals.date,
      kind: finJournals.kind,
      description: finJournals.description,
      code: finAccounts.code,
      name: finAccounts.name,
      memo: finJournalLines.memo,
      debit: finJournalLines.debit,
      credit: finJournalLines.credit,
    })
    .from(finJournalLines)
    .innerJoin(finJournals, eq(finJournals.id, finJournalLines.journalId))
    .innerJoin(finAccounts, eq(finAccounts.id, finJournalLines.accountId))
    .where(
      and(
        eq(finJournalLines.schoolId, ctx.session.schoolId),
        gte(finJournalLines.date, from),
        lte(finJournalLines.date, to),
        q.kinds?.length ? inArray(finJournals.kind, q.kinds) : undefined,
      ),
    )
    .orderBy(asc(finJournals.date), asc(finJournals.id), asc(finJournalLines.id))
    .limit(100_000);
  return {
    title: 'Jurnal Transaksi',
    subtitle: `${from} s.d. ${to}`,
    columns: [
      { header: 'Tanggal', width: 12 },
      { header: 'Nomor', width: 18 },
      { header: 'Jenis', width: 16 },
      { header: 'Keterangan', width: 40 },
      { header: 'Akun', width: 34 },
      { header: 'Catatan', width: 24 },
      money('Debit'),
      money('Kredit'),
    ],
    rows: rows.map((r) => [
      r.date,
      r.number,
      JOURNAL_KIND_LABELS[r.kind as JournalKind] ?? r.kind,
      r.description,
      `${r.code} ${r.name}`,
      r.memo,
      r.debit || null,
      r.credit || null,
    ]),
  };
}

const SHEETS: Record<ExportReport, (ctx: SessionContext, q: ExportQuery) => Promise<Sheet>> = {
  journals: journalLines,
  'trial-balance': async (ctx, q) => {
    const r = await trialBalance({ ctx, input: { to: q.to } });
    return {
      title: 'Neraca Saldo',
      subtitle: `Per ${r.to}`,
      columns: [{ header: 'Kode', width: 10 }, { header: 'Akun', width: 36 }, { header: 'Jenis', width: 12 }, money('Debit'), money('Kredit')],
      rows: [
        ...r.rows.map((x) => [x.code, x.name, ACCOUNT_TYPE_LABELS[x.type], x.debit || null, x.credit || null]),
        ['', 'Total Debit / Total Kredit', '', r.totalDebit, r.totalCredit],
      ],
    };
  },
  'profit-loss': async (ctx, q) => {
    const r = await profitLoss({ ctx, input: { from: q.from, to: q.to } });
    const part = (label: string, rows: typeof r.income, total: number): Cell[][] => [
      [label, '', null],
      ...rows.map((x) => [x.code, x.name, x.amount]),
      ['', `Jumlah ${label.toLowerCase()}`, total],
    ];
    return {
      title: 'Laporan Laba Rugi',
      subtitle: `${r.from} s.d. ${r.to}`,
      columns: [{ header: 'Kode', width: 12 }, { header: 'Akun', width: 40 }, money('Jumlah')],
      rows: [...part('Pendapatan', r.income, r.totalIncome), ...part('Beban', r.expense, r.totalExpense), ['', 'SURPLUS/DEFISIT', r.surplus]],
    };
  },
  'balance-sheet': async (ctx, q) => {
    const r = await balanceSheet({ ctx, input: { to: q.to } });
    const part = (label: string, rows: typeof r.assets): Cell[][] => [[label, '', null], ...rows.map((x) => [x.code, x.name, x.amount])];
    return {
      title: 'Neraca',
      subtitle: `Per ${r.to}`,
      columns: [{ header: 'Kode', width: 12 }, { header: 'Akun', width: 40 }, money('Jumlah')],
      rows: [
        ...part('Aset', r.assets),
        ['', 'Jumlah aset', r.totalAssets],
        ...part('Kewajiban', r.liabilities),
        ...part('Ekuitas', r.equity),
        ['', 'Surplus berjalan', r.surplus],
        ['', 'Jumlah kewajiban dan ekuitas', r.totalLiabilitiesEquity],
      ],
    };
  },
  ledger: async (ctx, q) => {
    const r = await accountLedger({ ctx, input: { accountId: q.accountId, from: q.from, to: q.to } });
    return {
      title: `Buku Besar ${r.account.code} ${r.account.name}`,
      subtitle: `${r.from} s.d. ${r.to}`,
      columns: [
        { header: 'Tanggal', width: 12 },
        { header: 'Nomor', width: 18 },
        { header: 'Keterangan', width: 40 },
        money('Debit'),
        money('Kredit'),
        money('Saldo'),
      ],
      rows: [
        ['', '', 'Saldo awal', null, null, r.openingBalance],
        ...r.rows.map((x) => [x.date, x.number, x.memo ? `${x.description} — ${x.memo}` : x.description, x.debit || null, x.credit || null, x.balance]),
        ['', '', 'Saldo akhir', r.totalDebit, r.totalCredit, r.closingBalance],
      ],
    };
  },
  arrears: async (ctx, q) => {
    const r = await listArrears({ ctx, input: { month: q.month, sectionId: q.sectionId } });
    return {
      title: 'Tunggakan Siswa',
      subtitle: `Sampai ${periodLabel(r.month)}`,
      columns: [
        { header: 'Nama', width: 30 },
        { header: 'NIS', width: 12 },
        { header: 'Rombel', width: 14 },
        { header: 'Tagihan', width: 10 },
        { header: 'Sejak', width: 16 },
        money('Tunggakan'),
      ],
      rows: [
        ...r.data.map((x) => [x.fullName, x.nis, x.section, x.invoices, x.oldest ? periodLabel(x.oldest) : '', x.owed]),
        ['JUMLAH', '', '', null, '', r.total],
      ],
    };
  },
  'invoice-recap': async (ctx) => {
    const r = await invoiceRecap({ ctx });
    return {
      title: 'Rekap Invoice',
      subtitle: `Per ${today()}`,
      columns: [
        { header: 'Bulan', width: 16 },
        { header: 'Jenis biaya', width: 24 },
        { header: 'Tagihan', width: 10 },
        { header: 'Lunas', width: 10 },
        money('Ditagih'),
        money('Dibayar'),
        money('Sisa'),
      ],
      rows: r.rows.map((x) => [x.period ? periodLabel(x.period) : 'Sekali bayar', x.feeName, x.count, x.paidCount, x.net, x.paid, x.outstanding]),
    };
  },
  'savings-journal': async (ctx, q) => {
    const r = await savingsJournal({ ctx, input: { from: q.from, to: q.to } });
    return {
      title: 'Jurnal Tabungan Siswa',
      subtitle: `${r.from} s.d. ${r.to}`,
      columns: [
        { header: 'Tanggal', width: 12 },
        { header: 'Nomor', width: 18 },
        { header: 'Siswa', width: 30 },
        { header: 'Jenis', width: 8 },
        { header: 'Cara', width: 10 },
        money('Jumlah'),
        money('Saldo siswa'),
      ],
      rows: [
        ...r.data.map((x) => [x.date, x.number, x.studentName, SAVINGS_KIND_LABELS[x.kind], x.method, x.amount, x.balanceAfter]),
        ['', '', 'Setoran', '', '', r.deposits, null],
        ['', '', 'Penarikan', '', '', r.withdrawals, null],
      ],
    };
  },
  'savings-mutation': async (ctx, q) => {
    const r = await savingsMutation({ ctx, input: { from: q.from, to: q.to } });
    return {
      title: 'Mutasi Rekening Tabungan',
      subtitle: `${r.from} s.d. ${r.to}`,
      columns: [{ header: 'Tanggal', width: 12 }, { header: 'Transaksi', width: 10 }, money('Setoran'), money('Penarikan'), money('Saldo')],
      rows: [
        ['Saldo awal', null, null, null, r.opening],
        ...r.rows.map((x) => [x.date, x.count, x.deposits, x.withdrawals, x.balance]),
        ['Saldo akhir', null, r.deposits, r.withdrawals, r.closing],
      ],
    };
  },
  'budget-realization': async (ctx, q) => {
    const r = await budgetRealization({ ctx, input: { fiscalYear: q.fiscalYear, budgetId: q.budgetId } });
    return {
      title: 'Realisasi Anggaran',
      subtitle: `Tahun anggaran ${r.fiscalYear}`,
      columns: [
        { header: 'Anggaran', width: 24 },
        { header: 'Kegiatan', width: 36 },
        { header: 'Komponen', width: 30 },
        { header: 'Akun', width: 28 },
        money('Rencana'),
        money('Realisasi'),
        money('Sisa'),
        { header: '%', width: 8 },
      ],
      rows: [
        ...r.activities.map((x) => [
          x.budgetName,
          x.name,
          BUDGET_CATEGORY_LABELS[x.category],
          `${x.accountCode} ${x.accountName}`,
          x.amount,
          x.realized,
          x.remaining,
          x.percent,
        ]),
        ['JUMLAH', '', '', '', r.planned, r.realized, r.remaining, r.percent],
      ],
    };
  },
  'percentage-fund': async (ctx, q) => {
    const r = await percentageFund({ ctx, input: { fiscalYear: q.fiscalYear, fundSource: q.fundSource } });
    return {
      title: `Persentase Penggunaan ${FUND_SOURCE_LABELS[r.fundSource]}`,
      subtitle: `Tahun anggaran ${r.fiscalYear}; dana diterima ${r.received.toLocaleString('id-ID')}`,
      columns: [
        { header: 'Komponen', width: 40 },
        money('Rencana'),
        money('Realisasi'),
        { header: '% dari realisasi', width: 16 },
        { header: '% dari dana diterima', width: 20 },
      ],
      rows: [...r.rows.map((x) => [x.label, x.planned, x.realized, x.ofRealized, x.ofReceived]), ['JUMLAH', r.planned, r.realized, 100, r.percentUsed]],
    };
  },
  'va-transactions': async (ctx, q) => {
    const r = await vaTransactions({ ctx, input: { from: q.from, to: q.to } });
    return {
      title: 'Transaksi Virtual Account',
      subtitle: `${r.from} s.d. ${r.to}`,
      columns: [
        { header: 'Diterima', width: 20 },
        { header: 'Penyedia', width: 12 },
        { header: 'Nomor VA', width: 20 },
        { header: 'Siswa', width: 30 },
        { header: 'Status', width: 12 },
        { header: 'Kuitansi', width: 18 },
        money('Jumlah'),
        { header: 'Keterangan', width: 30 },
      ],
      rows: r.data.map((x) => [
        x.receivedAt.slice(0, 19).replace('T', ' '),
        x.provider,
        x.vaNumber,
        x.studentName,
        x.status,
        x.receiptNumber,
        x.amount,
        x.message,
      ]),
    };
  },
};

/** GET /api/finance/reports/:report/export.xlsx: the report as a workbook, headed by its title and range. */
export async function exportReport({ ctx, report, input }: { ctx: SessionContext; report: ExportReport; input: ExportQuery }) {
  const sheet = await SHEETS[report](ctx, input);
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet.title.slice(0, 31));
  ws.addRow([sheet.title.toUpperCase()]).font = { bold: true, size: 13 };
  ws.addRow([sheet.subtitle]);
  ws.addRow([]);
  ws.addRow(sheet.columns.map((c) => c.header)).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row);
  sheet.columns.forEach((c, i) => {
    const column = ws.getColumn(i + 1);
    column.width = c.width ?? 14;
    if (c.money) column.numFmt = '#,##0';
  });
  const filename = `${report}-${today()}.xlsx`;
  return { filename, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}
