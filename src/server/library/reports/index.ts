/** GET /api/library/reports/:name (and its .xlsx): one report of the library for one period. */
import ExcelJS from 'exceljs';
import type { SessionContext } from '../../http/context.ts';
import { validationError } from '../../http/errors.ts';
import { LIBRARY_REPORTS, type LibraryReportName } from '../../../shared/library/reports.ts';
import { requireLibrary } from '../guard.ts';
import { daysBetween, todayIn } from '../dates.ts';
import type { ReportBuilder } from './report-table.ts';
import { borrowers, groupsBorrowing, holdersNow, loanHistory, topBorrowers, topTitles } from './circulation-reports.ts';
import { additions, copiesPerCollection, loanRatePerCode, titlesPerClass } from './collection-reports.ts';
import { keenestVisitors, periodSummary, reservationsReport, visitsPerDay } from './visit-reports.ts';

const BUILDERS: Record<LibraryReportName, ReportBuilder> = {
  laporan_perpustakaan: periodSummary,
  judul_buku_banyak_dipinjam: topTitles,
  peminjam_terbanyak: topBorrowers,
  anggota_pinjam_terbanyak: holdersNow,
  jumlah_kelompok_judul: titlesPerClass,
  jumlah_kelompok_sering_meminjam: groupsBorrowing,
  jumlah_kelompok_koleksi: copiesPerCollection,
  data_peminjam: borrowers,
  data_pesanan: reservationsReport,
  pertambahan_buku: additions,
  tingkat_keterpinjaman_perkodebuku: loanRatePerCode,
  laporan_pengunjung: visitsPerDay,
  pengunjung_paling_rajin: keenestVisitors,
  book_borrowing_history_report: loanHistory,
};

type Query = { from?: string; to?: string; q?: string };

/** The period asked for; by default this month up to today. A period runs forward and spans at most a year. */
export function periodOf(input: Query): { from: string; to: string } {
  const today = todayIn();
  const from = input.from ?? `${today.slice(0, 8)}01`;
  const to = input.to ?? today;
  if (Number.isNaN(Date.parse(from))) throw validationError({ from: ['Tanggal tidak valid.'] });
  if (Number.isNaN(Date.parse(to))) throw validationError({ to: ['Tanggal tidak valid.'] });
  if (to < from) throw validationError({ to: ['Tanggal akhir tidak boleh sebelum tanggal awal.'] });
  if (daysBetween(from, to) > 366) throw validationError({ to: ['Periode laporan paling panjang satu tahun.'] });
  return { from, to };
}

export async function libraryReport({ ctx, name, input }: { ctx: SessionContext; name: string; input: Query }) {
  requireLibrary(ctx, 'library.reports');
  const key = name as LibraryReportName;
  const { from, to } = periodOf(input);
  const table = await BUILDERS[key](ctx.db, { schoolId: ctx.session.schoolId, academicYearId: ctx.session.academicYearId, from, to, q: input.q });
  return { name: key, title: LIBRARY_REPORTS[key].title, about: LIBRARY_REPORTS[key].about, from, to, ...table, truncated: table.truncated ?? false };
}

const FORMATS = { money: '#,##0', number: '#,##0.##', percent: '0.0"%"' } as const;

/** The same report as a workbook: title, period, the table with its header frozen, then the summary. */
export async function libraryReportXlsx({ ctx, name, input }: { ctx: SessionContext; name: string; input: Query }) {
  const report = await libraryReport({ ctx, name, input });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(report.title.slice(0, 31));
  sheet.addRow([report.title]).font = { bold: true, size: 14 };
  sheet.addRow([`Periode ${report.from} s.d. ${report.to}`]);
  sheet.addRow([]);
  const header = sheet.addRow(report.columns.map((c) => c.label));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  for (const row of report.rows) sheet.addRow(report.columns.map((c) => row[c.key] ?? null));
  report.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = Math.min(50, Math.max(10, c.label.length + 2, ...report.rows.slice(0, 200).map((r) => String(r[c.key] ?? '').length + 2)));
    if (c.kind in FORMATS) column.numFmt = FORMATS[c.kind as keyof typeof FORMATS];
  });
  if (report.summary.length) {
    sheet.addRow([]);
    for (const s of report.summary) sheet.addRow([s.label, s.value]);
  }
  return { filename: `${name}-${report.from}-${report.to}.xlsx`, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}
