import ExcelJS from 'exceljs';
import { ATTEMPT_STATUS_LABELS } from '../../../shared/exams/access.ts';
import { ITEM_TYPE_LABELS } from '../../../shared/exams/item-types.ts';
import type { SessionContext } from '../../http/context.ts';
import { analyseSchedule, listResults } from './results.ts';

/** Nilai and Analisis Butir as one .xlsx. */
export async function exportResults({ ctx, input }: { ctx: SessionContext; input: { id: number } }): Promise<{ filename: string; buffer: Buffer }> {
  const [results, analysis] = await Promise.all([listResults({ ctx, input }), analyseSchedule({ ctx, input })]);
  const book = new ExcelJS.Workbook();
  const scores = book.addWorksheet('Nilai');
  scores.columns = [
    { header: 'No', key: 'no', width: 5 },
    { header: 'Nama', key: 'name', width: 32 },
    { header: 'Kelas', key: 'section', width: 14 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Dijawab', key: 'answered', width: 10 },
    { header: 'Nilai', key: 'grade', width: 10 },
    { header: 'Uraian belum dinilai', key: 'pending', width: 20 },
    { header: 'Keluar halaman', key: 'leave', width: 15 },
  ];
  results.students.forEach((s, i) =>
    scores.addRow({
      no: i + 1,
      name: s.name,
      section: s.section ?? '',
      status: ATTEMPT_STATUS_LABELS[s.blocked ? 'blocked' : (s.status as 'working')],
      answered: `${s.answered}/${results.totalQuestions}`,
      grade: s.grade,
      pending: s.pendingEssays,
      leave: s.leaveCount,
    }),
  );
  const items = book.addWorksheet('Analisis Butir');
  items.columns = [
    { header: 'No', key: 'no', width: 5 },
    { header: 'Jenis', key: 'type', width: 22 },
    { header: 'Soal', key: 'summary', width: 50 },
    { header: 'Tingkat kesukaran (p)', key: 'p', width: 20 },
    { header: 'Daya beda (D)', key: 'd', width: 14 },
    { header: 'Sebaran jawaban', key: 'spread', width: 60 },
  ];
  for (const it of analysis.items) {
    items.addRow({
      no: it.number,
      type: ITEM_TYPE_LABELS[it.type],
      summary: it.summary,
      p: it.difficulty,
      d: it.discrimination,
      spread: it.parts.map((p) => `${p.label}: ${p.choices.map((c) => `${c.label}${c.correct ? '*' : ''}=${c.count}`).join(', ')}`).join(' | '),
    });
  }
  for (const sheet of [scores, items]) sheet.getRow(1).font = { bold: true };
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return { filename: `hasil-ujian-${input.id}.xlsx`, buffer };
}
