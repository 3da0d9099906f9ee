import ExcelJS from 'exceljs';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { exportQuestionsInput, importQuestionsInput } from '../../../shared/exams/inputs.ts';
import { itemContentSchema, type ItemContent } from '../../../shared/exams/item-schema.ts';
import { fieldErrorsOf } from '../../../shared/validation.ts';
import { examQuestions, examStimuli } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { auditExam } from '../audit.ts';
import { cleanContent, summaryOf } from '../clean-content.ts';
import { requireBankWriter, requireReader } from '../guard.ts';
import { closedKeys } from '../ownership.ts';
import { cleanRichText } from '../rich-text.ts';
import { forgetPapers } from '../paper-cache.ts';
import { checkCourse } from './scope.ts';
import { cellText } from '../../spreadsheet/cell-text.ts';
import { listedErrors } from '../../spreadsheet/error-list.ts';
import { readWorkbookRows } from '../../spreadsheet/read-workbook.ts';
import { CODE_OF, COLUMNS, itemToCells, OPTION_COUNT, rowToItem, type SheetRow } from './spreadsheet-format.ts';

/** Import and export of the Bank Soal as .xlsx (format in spreadsheet-format.ts). */

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
    [
      'BS',
      'Teks Hutan',
      'Hutan hujan tropis menyimpan banyak karbon …',
      'Tentukan benar atau salah.',
      'Hutan menyimpan karbon.',
      'Hutan tidak bermanfaat.',
      '',
      '',
      '',
      '',
      'B,S',
      2,
      'parsial',
    ],
    [
      'JODOH',
      'Teks Hutan',
      '',
      'Jodohkan istilah dengan artinya.',
      'Fotosintesis => Membuat makanan',
      'Respirasi => Bernapas',
      '=> Bertelur',
      '',
      '',
      '',
      '',
      2,
      'parsial',
    ],
    ['ISIAN', '', '', 'Hasil dari 7 : 2 adalah …', '', '', '', '', '', '', '3,5', 1, 'semua'],
    ['URAIAN', '', '', 'Jelaskan manfaat hutan bagi manusia.', '', '', '', '', '', '', 'Menyebut minimal dua manfaat.', 4, 'parsial'],
  ]);
}

export async function exportQuestions({ ctx, input }: { ctx: SessionContext; input: z.output<typeof exportQuestionsInput> }): Promise<Buffer> {
  requireReader(ctx);
  const where: SQL[] = [eq(examQuestions.schoolId, ctx.session.schoolId), isNull(examQuestions.deletedAt)];
  if (input.courseId) where.push(eq(examQuestions.courseId, input.courseId));
  if (input.grade) where.push(eq(examQuestions.grade, input.grade));
  const rows = await ctx.db
    .select({
      id: examQuestions.id,
      courseId: examQuestions.courseId,
      createdBy: examQuestions.createdBy,
      content: examQuestions.content,
      stimulusId: examQuestions.stimulusId,
      title: examStimuli.title,
      html: examStimuli.html,
    })
    .from(examQuestions)
    .leftJoin(examStimuli, eq(examStimuli.id, examQuestions.stimulusId))
    .where(and(...where))
    .orderBy(asc(examQuestions.stimulusId), asc(examQuestions.position), asc(examQuestions.id));
  const closed = await closedKeys(ctx, rows);
  const seen = new Set<number>();
  return workbook(
    rows.map((r) => {
      const item = r.content as ItemContent;
      const cells = itemToCells(item);
      const firstOfStimulus = r.stimulusId !== null && !seen.has(r.stimulusId);
      if (r.stimulusId !== null) seen.add(r.stimulusId);
      const options = Array.from({ length: OPTION_COUNT }, (_, i) => cells.options[i] ?? '');
      return [
        CODE_OF[item.type],
        r.title ?? '',
        firstOfStimulus ? (r.html ?? '') : '',
        item.prompt,
        ...options,
        closed.has(r.id) ? '' : cells.key,
        item.weight,
        item.scoring === 'partial' ? 'parsial' : 'semua',
      ];
    }),
  );
}

/** Questions per file: a whole year's bank of a course fits; more is split into files. */
export const MAX_QUESTION_ROWS = 2000;

export interface RowError {
  row: number;
  field: string;
  message: string;
}

/**
 * Reads every row (up to MAX_QUESTION_ROWS), reports the errors by row and column (the first 100 and their
 * count), and saves nothing unless all rows are valid.
 */
export async function importQuestions({ ctx, input }: { ctx: SessionContext; input: z.output<typeof importQuestionsInput> }) {
  requireBankWriter(ctx);
  await checkCourse(ctx.db, ctx.session.schoolId, input.courseId);
  const errors: RowError[] = [];
  const parsed: { row: number; item: ItemContent; stimulus: string; stimulusText: string }[] = [];
  // The one workbook reader: size, zip and row limits, rows streamed and checked as they arrive.
  for await (const r of readWorkbookRows(Buffer.from(input.file, 'base64'), { maxRows: MAX_QUESTION_ROWS })) {
    if (r.number === 1) continue;
    const cells = Array.from({ length: COLUMNS.length }, (_, i) => cellText(r.cells.get(i + 1) ?? null));
    if (cells.every((c) => c === '')) continue;
    const row: SheetRow = {
      type: cells[0],
      stimulus: cells[1],
      stimulusText: cells[2],
      prompt: cells[3],
      options: cells.slice(4, 4 + OPTION_COUNT),
      key: cells[10],
      weight: cells[11],
      scoring: cells[12],
    };
    const shaped = rowToItem(row);
    if ('message' in shaped) {
      errors.push({ row: r.number, field: shaped.field, message: shaped.message });
      continue;
    }
    const result = itemContentSchema.safeParse(shaped.item);
    if (!result.success) {
      for (const [path, messages] of Object.entries(fieldErrorsOf(result.error))) {
        errors.push({ row: r.number, field: columnOf(path), message: messages.join(' ') });
      }
      continue;
    }
    parsed.push({ row: r.number, item: result.data, stimulus: row.stimulus, stimulusText: row.stimulusText });
  }
  if (!parsed.length && !errors.length) errors.push({ row: 2, field: 'Jenis', message: 'Tidak ada soal di berkas.' });
  if (errors.length || input.dryRun) return { imported: 0, valid: parsed.length, ...listedErrors(errors) };
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
            .values({
              schoolId,
              title: p.stimulus,
              html: cleanRichText(p.stimulusText || p.stimulus),
              courseId: input.courseId ?? null,
              grade: input.grade ?? null,
              createdBy: ctx.session.userId,
            })
            .returning({ id: examStimuli.id });
          stimulusId = s.id;
          stimulusIds.set(p.stimulus, s.id);
        }
      }
      const content = cleanContent(p.item);
      await tx.insert(examQuestions).values({
        schoolId,
        courseId: input.courseId ?? null,
        grade: input.grade ?? null,
        stimulusId,
        position: i,
        type: content.type,
        content,
        summary: summaryOf(content),
        createdBy: ctx.session.userId,
      });
    }
    await auditExam(tx, ctx, 'exam_question', 0, 'import', null, { rows: parsed.length });
  });
  forgetPapers();
  return { imported: parsed.length, valid: parsed.length, errors: [] as RowError[], errorCount: 0 };
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
