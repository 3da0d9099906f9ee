import ExcelJS from 'exceljs';
import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { STAFF_STATUS_LABEL } from '../../shared/attendance/statuses.ts';
import { renderPdf } from '../documents/engine.ts';
import { pdfFilename, type PdfFile } from '../documents/pdf-file.ts';
import { schoolDocument } from '../documents/school-document.ts';
import { loadSchoolProfile } from '../documents/school-profile.ts';
import { clockTime } from '../documents/school-time.ts';
import { signatures } from '../documents/signature.ts';
import { table } from '../documents/table.ts';
import type { SessionContext } from '../http/context.ts';
import { schoolTimeZone } from '../school/time-zone.ts';
import { dailyReport, monthlyReport, noTapReport, oneDayReport, weekReport } from './reports.ts';

export type ReportKind = 'daily' | 'week' | 'one-day' | 'monthly' | 'no-tap';
export type ReportQuery = { date?: string; month?: string; sectionId?: number; audience: 'student' | 'staff' };

/** What every export prints: a title, a line under it, the column heads and the rows (the screen's table). */
interface ReportTable {
  title: string;
  subtitle: string;
  file: string;
  columns: { title: string; width: number | '*' | 'auto'; align?: 'left' | 'center' | 'right' }[];
  rows: (string | number | null)[][];
  fontSize?: number;
}

const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const hhmm = (at: Date | string | null, timeZone: string) => (at ? clockTime(new Date(at), timeZone).split(' ')[0] : '');
const col = (title: string, width: number | '*' | 'auto' = 'auto', align: 'left' | 'center' | 'right' = 'center') => ({ title, width, align });

/** Builds the table of one report from the same service the screen calls (same guards, same numbers). */
async function reportTable(ctx: SessionContext, kind: ReportKind, q: ReportQuery): Promise<ReportTable> {
  const zone = await schoolTimeZone(ctx.db, ctx.session.schoolId);
  const who = q.audience === 'staff' ? 'Pegawai' : 'Siswa';
  if (kind === 'daily') {
    const r = await dailyReport({ ctx, input: { date: q.date } });
    return {
      title: 'LAPORAN PRESENSI HARIAN',
      subtitle: `Tanggal ${r.date}`,
      file: `presensi-harian-${r.date}`,
      columns: [
        col('Rombel', '*', 'left'),
        col('Siswa'),
        col('Hadir'),
        col('Sakit'),
        col('Izin'),
        col('Alpa'),
        col('Dispensasi'),
        col('Terlambat'),
        col('% Hadir'),
      ],
      rows: [
        ...r.sections.map((s) => [s.name, s.students, s.counts.H, s.counts.S, s.counts.I, s.counts.A, s.counts.D, s.late, s.presentPercent]),
        ['JUMLAH', r.total.students, r.total.counts.H, r.total.counts.S, r.total.counts.I, r.total.counts.A, r.total.counts.D, r.total.late, ''],
      ],
    };
  }
  if (kind === 'week') {
    const r = await weekReport({ ctx, input: { sectionId: q.sectionId, date: q.date } });
    return {
      title: 'LAPORAN PRESENSI MINGGUAN',
      subtitle: `${r.sectionName ?? '-'} · ${r.from} s.d. ${r.to}`,
      file: `presensi-mingguan-${r.sectionName ?? ''}-${r.from}`,
      columns: [col('No', 24), col('Nama', '*', 'left'), ...r.days.map((d) => col(short(d))), col('S'), col('I'), col('A'), col('Telat')],
      rows: r.students.map((s, i) => [i + 1, s.fullName, ...r.days.map((d) => s.statuses[d] ?? ''), s.counts.S, s.counts.I, s.counts.A, s.late]),
    };
  }
  if (kind === 'monthly') {
    const r = await monthlyReport({ ctx, input: { month: q.month, audience: q.audience, sectionId: q.sectionId } });
    const staff = q.audience === 'staff';
    return {
      title: `LAPORAN PRESENSI BULANAN ${who.toUpperCase()}`,
      subtitle: `Bulan ${r.month} · ${r.schoolDays} hari efektif`,
      file: `presensi-bulanan-${who.toLowerCase()}-${r.month}`,
      columns: [
        col('No', 24),
        col('Nama', '*', 'left'),
        col('H'),
        col('S'),
        col('I'),
        col('A'),
        col(staff ? 'DL' : 'D'),
        ...(staff ? [col('C')] : []),
        col('Telat'),
        col('Menit telat'),
        ...(staff ? [col('Menit pulang awal')] : []),
        col('Belum tercatat'),
      ],
      rows: r.people.map((p, i) => [
        i + 1,
        p.fullName,
        p.counts.H,
        p.counts.S,
        p.counts.I,
        p.counts.A,
        p.counts.D,
        ...(staff ? [p.counts.C] : []),
        p.late,
        p.lateMinutes,
        ...(staff ? [p.earlyLeaveMinutes] : []),
        p.unrecorded,
      ]),
      fontSize: 8,
    };
  }
  const r =
    kind === 'one-day'
      ? await oneDayReport({ ctx, input: { date: q.date, audience: q.audience, sectionId: q.sectionId } })
      : await noTapReport({ ctx, input: { date: q.date, audience: q.audience, sectionId: q.sectionId } });
  return {
    title: kind === 'one-day' ? `PRESENSI ${who.toUpperCase()} SATU HARI` : `${who.toUpperCase()} TANPA TAP`,
    subtitle: `Tanggal ${r.date}`,
    file: `${kind === 'one-day' ? 'presensi-satu-hari' : 'tanpa-tap'}-${who.toLowerCase()}-${r.date}`,
    columns: [
      col('No', 24),
      col('Nama', '*', 'left'),
      col(q.audience === 'staff' ? 'Keterangan' : 'Rombel', 'auto', 'left'),
      col('Status'),
      col('Masuk'),
      col('Pulang'),
      col('Telat (menit)'),
    ],
    rows: r.people.map((p, i) => [
      i + 1,
      p.fullName,
      p.group ?? '',
      p.status ? (STAFF_STATUS_LABEL[p.status as keyof typeof STAFF_STATUS_LABEL] ?? p.status) : '',
      hhmm(p.checkInAt, zone),
      hhmm(p.checkOutAt, zone),
      p.lateMinutes || '',
    ]),
  };
}

/** GET /api/attendance/reports/:kind.xlsx */
export async function reportXlsx(ctx: SessionContext, kind: ReportKind, q: ReportQuery) {
  const t = await reportTable(ctx, kind, q);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.title.slice(0, 31));
  sheet.addRow([t.title]).font = { bold: true };
  sheet.addRow([t.subtitle]);
  sheet.addRow(t.columns.map((c) => c.title)).font = { bold: true };
  for (const row of t.rows) sheet.addRow(row.map((v) => v ?? ''));
  t.columns.forEach((c, i) => (sheet.getColumn(i + 1).width = c.width === '*' ? 32 : Math.max(6, c.title.length + 2)));
  return {
    filename: `${pdfFilename('', t.file, 'A4')
      .replace(/-a4\.pdf$/, '')
      .replace(/^-/, '')}.xlsx`,
    bytes: Buffer.from(await book.xlsx.writeBuffer()),
  };
}

/** GET /api/attendance/reports/:kind.pdf: the same table under the kop, signed by the principal. */
export async function reportPdf(ctx: SessionContext, kind: ReportKind, q: ReportQuery & { paper: Paper }): Promise<PdfFile> {
  const t = await reportTable(ctx, kind, q);
  const school = await loadSchoolProfile(ctx.db, ctx.session.schoolId);
  const section: Content[] = [
    { text: t.title, style: 'title' },
    { text: t.subtitle, style: 'subtitle' },
    { stack: [table(t.columns, t.rows)], fontSize: t.fontSize ?? (t.columns.length > 9 ? 8 : 9) },
    signatures([{ title: 'Kepala Sekolah', name: school.principalName, nip: school.principalNip }], {
      place: school.place,
      date: new Date(),
      timeZone: school.timeZone,
    }),
  ];
  const bytes = await renderPdf(schoolDocument({ title: t.title, paper: q.paper, school, sections: [section] }));
  return { filename: pdfFilename('', t.file, q.paper).replace(/^-/, ''), bytes };
}
