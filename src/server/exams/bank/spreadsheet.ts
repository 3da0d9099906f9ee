import ExcelJS from 'exceljs';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { itemContentSchema, type ItemContent } from '../../../shared/exams/item-schema.ts';
import { fieldErrorsOf } from '../../../shared/validation.ts';
import { examQuestions, examStimuli } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { cleanContent, summaryOf } from '../clean-content.ts';
import { requireManager, requireReader } from '../guard.ts';
import { cleanRichText } from '../rich-text.ts';
import { forgetPapers } from '../paper-cache.ts';
import { checkCourse } from './scope.ts';
import { CODE_OF, COLUMNS, itemToCells, OPTION_COUNT, rowToItem, type SheetRow } from './spreadsheet-format.ts';

/** Import and export of the Bank Soal as .xlsx (format in spreadsheet-format.ts). */
const filter = z.object({
  courseId: z.coerce.number().int().positive().optional(),
  grade: z.coerce.number().int().min(1).max(13).optional(),
});
export const exportQuestionsInput = filter;

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Soal');
  sheet.addRow([...COLUMNS]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c, i) => (c.width = i === 3 ? 50 : i === 2 ? 40 : 18));
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function questionTemplate(): Promise<Buffer> {
  return workbook([
    ['PG', '', '', 'Ibu kota Indonesia adalah …', 'Bandung', 'Jakarta', 'Surabaya', 'Medan', '', '', 'B', 1, 'semua'],
    ['PGK', '', '', 'Manakah bilangan prima?', '2', '4', '5', '9', '', '', 'A,C', 2, 'parsial'],
    ['BS', 'Teks Hutan', 'Hutan hujan tropis menyimpan banyak karbon …', 'Tentukan benar atau salah.', 'Hutan menyimpan karbon.', 'Hutan tidak bermanfaat.', '', '', '', '', 'B,S', 2, 'parsial'],
    ['JODOH', 'Teks Hutan', '', 'Jodohkan istilah dengan artinya.', 'Fotosintesis => Membuat makanan', 'Respirasi => Bernapas', '=> Bertelur', '', '', '', '', 2, 'parsial'],
    ['ISIAN', '', '', 'Hasil dari 7 : 2 adalah …', '', '', '', '', '', '', '3,5', 1, 'semua'],
    ['URAIAN', '', '', 'Jelaskan manfaat hutan bagi manusia.', '', '', '', '', '', '', 'Menyebut minimal dua manfaat.', 4, 'parsial'],
  ]);
}

export async function exportQuestions({ ctx, input }: { ctx: SessionContext; input: z.output<typeof filter> }): Promise<Buffer> {
  requireReader(ctx);
  const where: SQL[] = [eq(examQuestions.schoolId, ctx.session.schoolId), isNull(examQuestions.deletedAt)];
  if (input.courseId) where.push(eq(examQuestions.courseId, input.courseId));
  if (input.grade) where.push(eq(examQuestions.grade, input.grade));
  const rows = await ctx.db
    .select({ content: examQuestions.content, stimulusId: examQuestions.stimulusId, title: examStimuli.title, html: examStimuli.html })
    .from(examQuestions)
    .leftJoin(examStimuli, eq(examStimuli.id, examQuestions.stimulusId))
    .where(and(...where))
    .orderBy(asc(examQuestions.stimulusId), asc(examQuestions.position), asc(examQuestions.id));
  const seen = new Set<number>();
  return workbook(
    rows.map((r) => {
      const item = r.content as ItemContent;
      const cells = itemToCells(item);
      const firstOfStimulus = r.stimulusId !== null && !seen.has(r.stimulusId);
      if (r.stimulusId !== null) seen.add(r.stimulusId);
      const options = Array.from({ length: OPTION_COUNT }, (_, i) => cells.options[i] ?? '');
      return [CODE_OF[item.type], r.title ?? '', firstOfStimulus ? (r.html ?? '') : '', item.prompt, ...options, cells.key, item.weight, item.scoring === 'partial' ? 'parsial' : 'semua'];
    }),
  );
}

export const importQuestionsInput = filter.extend({
  /** The .xlsx file, base64. */
  file: z.string().min(1, 'Pilih berkas .xlsx.').max(2_700_000, 'Berkas terlalu besar (maks. 2 MB).'),
  /** Check only: report the rows' errors without saving anything. */
  dryRun: z.boolean().default(false),
});

export interface RowError {
  row: number;
  field: string;
  message: string;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((t) => t.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
  }
  return String(value);
}

/** Reads every row, reports every error by row and column, and saves nothing unless all rows are valid. */
export async function importQuestions({ ctx, input }: { ctx: SessionContext; input: z.output<typeof importQuestionsInput> }) {
  requireManager(ctx);
  await checkCourse(ctx.db, ctx.session.schoolId, input.courseId);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(input.file, 'base64') as unknown as ArrayBuffer);
  } catch {
    throw new AppError('validation', 'Berkas bukan .xlsx yang valid.', { fieldErrors: { file: ['Berkas bukan .xlsx yang valid.'] } });
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new AppError('validation', 'Berkas tidak berisi lembar kerja.', { fieldErrors: { file: ['Berkas kosong.'] } });
  const errors: RowError[] = [];
  const parsed: { row: number; item: ItemContent; stimulus: string; stimulusText: string }[] = [];
  sheet.eachRow((r, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Array.from({ length: COLUMNS.length }, (_, i) => cellText(r.getCell(i + 1).value).trim());
    if (cells.every((c) => c === '')) return;
    const row: SheetRow = {
      type: cells[0], stimulus: cells[1], stimulusText: cells[2], prompt: cells[3],
      options: cells.slice(4, 4 + OPTION_COUNT), key: cells[10], weight: cells[11], scoring: cells[12],
    };
    const shaped = rowToItem(row);
    if ('message' in shaped) {
      errors.push({ row: rowNumber, field: shaped.field, message: shaped.message });
      return;
    }
    const result = itemContentSchema.safeParse(shaped.item);
    if (!result.success) {
      for (const [path, messages] of Object.entries(fieldErrorsOf(result.error))) {
        errors.push({ row: rowNumber, field: columnOf(path), message: messages.join(' ') });
      }
      return;
    }
    parsed.push({ row: rowNumber, item: result.data, stimulus: row.stimulus, stimulusText: row.stimulusText });
  });
  if (!parsed.length && !errors.length) errors.push({ row: 2, field: 'Jenis', message: 'Tidak ada soal di berkas.' });
  if (errors.length || input.dryRun) return { imported: 0, valid: parsed.length, errors };
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const stimulusIds = new Map<string, number>();
    for (const [i, p] of parsed.entries()) {
      let stimulusId: number | null = null;
      if (p.stimulus) {
        stimulusId = stimulusIds.get(p.stimulus) ?? null;
        if (stimulusId === null) {
          const [s] = await tx
            .insert(examStimuli)
            .values({ schoolId, title: p.stimulus, html: cleanRichText(p.stimulusText || p.stimulus), courseId: input.courseId ?? null, grade: input.grade ?? null, createdBy: ctx.session.userId })
            .returning({ id: examStimuli.id });
          stimulusId = s.id;
          stimulusIds.set(p.stimulus, s.id);
        }
      }
      const content = cleanContent(p.item);
      await tx.insert(examQuestions).values({
        schoolId, courseId: input.courseId ?? null, grade: input.grade ?? null, stimulusId, position: i,
        type: content.type, content, summary: summaryOf(content), createdBy: ctx.session.userId,
      });
    }
    await auditExam(tx, ctx, 'exam_question', 0, 'import', null, { rows: parsed.length });
  });
  forgetPapers();
  return { imported: parsed.length, valid: parsed.length, errors: [] as RowError[] };
}

/** A schema path ("options.1.html", "key") as the spreadsheet column the teacher can find. */
function columnOf(path: string): string {
  const [head, index] = path.split('.');
  if (head === 'prompt') return 'Soal';
  if (head === 'weight') return 'Bobot';
  if (['options', 'statements', 'premises', 'responses'].includes(head)) return index === undefined ? 'Opsi 1' : `Opsi ${Number(index) + 1}`;
  if (head === 'key' || head === 'blanks') return 'Kunci';
  if (head === 'type') return 'Jenis';
  return head;
}
