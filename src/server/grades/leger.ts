import ExcelJS from 'exceljs';
import type { SessionContext } from '../http/context.ts';
import { loadSection } from './rapor-access.ts';
import { studentsOf } from './roster.ts';
import { sectionResults } from './section-results.ts';
import { settingsOf } from './settings.ts';

/** Competition ranking: equal totals share a rank, the next rank skips (1, 1, 3). */
export function ranks(totals: number[]): number[] {
  const sorted = [...totals].sort((a, b) => b - a);
  return totals.map((t) => sorted.indexOf(t) + 1);
}

/**
 * GET /api/grades/leger/:id: every subject × every student of a rombel, with total, average and rank. The
 * final grades, or (kind=sts, /leger_uts) each subject's STS average. Read by the homeroom teacher and the office.
 */
export async function leger({ ctx, id, input }: { ctx: SessionContext; id: number; input: { semester?: string; kind: 'final' | 'sts' } }) {
  const section = await loadSection(ctx, id, 'read');
  const schoolId = ctx.session.schoolId;
  const settings = await settingsOf(ctx.db, schoolId, section.year.id);
  const semester = input.semester ?? settings.semester;
  const weights = input.kind === 'sts' ? { sts: 100 } : settings.weights;
  const [students, results] = await Promise.all([studentsOf(ctx.db, schoolId, id), sectionResults(ctx.db, schoolId, id, semester, weights)]);
  const rows = students.map((s) => {
    const scores = results.of(s.id).map((r) => r.finalGrade);
    const given = scores.filter((n): n is number => n !== null);
    const total = given.reduce((a, b) => a + b, 0);
    return { studentId: s.id, name: s.name, nis: s.nis, scores, total, average: given.length ? Math.round((total / given.length) * 100) / 100 : null };
  });
  const rank = ranks(rows.map((r) => r.total));
  return {
    section: { id: section.id, name: section.name },
    semester,
    kind: input.kind,
    subjects: results.subjects.map((s) => ({ id: s.courseId, name: s.courseName, kkm: s.kkm })),
    rows: rows.map((r, i) => ({ ...r, rank: r.average === null ? null : rank[i] })),
  };
}

/** The leger as an .xlsx: one row per student, one column per subject, then total, average and rank. */
export async function legerXlsx(args: Parameters<typeof leger>[0]) {
  const l = await leger(args);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`Leger ${l.section.name}`.slice(0, 31));
  sheet.addRow([`LEGER ${l.kind === 'sts' ? 'NILAI STS' : 'NILAI AKHIR'} ${l.section.name} · SEMESTER ${l.semester}`]).font = { bold: true };
  sheet.addRow(['No', 'NIS', 'Nama', ...l.subjects.map((s) => s.name), 'Jumlah', 'Rata-rata', 'Peringkat']).font = { bold: true };
  l.rows.forEach((r, i) => sheet.addRow([i + 1, r.nis ?? '', r.name, ...r.scores.map((n) => n ?? ''), r.total, r.average ?? '', r.rank ?? '']));
  sheet.getColumn(3).width = 30;
  const filename = `leger-${l.kind}-${l.section.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-semester-${l.semester}.xlsx`;
  return { filename, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}
