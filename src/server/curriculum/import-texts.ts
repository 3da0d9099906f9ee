import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { curriculumAtps, curriculumCps, curriculumKds, curriculumSubjects, curriculumTps } from '../db/schema/curriculum.ts';
import type { SessionContext } from '../http/context.ts';
import { cellText } from '../spreadsheet/cell-text.ts';
import { listedErrors } from '../spreadsheet/error-list.ts';
import { readWorkbookRows } from '../spreadsheet/read-workbook.ts';
import { IMPORT_COLUMNS, type ImportKind } from '../../shared/api/curriculum/import.ts';
import { PHASE_CODES, PHASE_GRADES, type PhaseCode } from '../../shared/curriculum/types.ts';
import type { Owner } from '../../shared/curriculum/permissions.ts';
import { ownerSchoolId, requireCurriculum, requireOwnerWrite } from './guard.ts';
import { visibleCps } from './atps.ts';

const MAX_ROWS = 2000;
const EXAMPLES: Record<ImportKind, (string | number)[][]> = {
  cp: [['MAT', 'D', 'Bilangan', 'Peserta didik dapat membaca, menulis, dan membandingkan bilangan bulat, rasional, dan irasional …']],
  tp: [['MAT', 'E', 'ATP Matematika Fase E', 'Bilangan', 'Menyederhanakan bentuk eksponen dan bentuk akar.', 10, 1, 12]],
  kd: [['MAT', 7, '3.1', 'Menjelaskan dan menentukan urutan pada bilangan bulat dan pecahan.']],
};

/** GET /api/curriculum/import-template.xlsx: the columns, an example row, and the subject codes on a second sheet. */
export async function importTemplate({ ctx, kind }: { ctx: SessionContext; kind: ImportKind }): Promise<Buffer> {
  requireCurriculum(ctx, 'read');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(kind.toUpperCase());
  sheet.addRow([...IMPORT_COLUMNS[kind]]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c, i) => (c.width = i === IMPORT_COLUMNS[kind].length - 1 || (kind === 'tp' && i === 4) ? 60 : 16));
  for (const r of EXAMPLES[kind]) sheet.addRow(r);
  const codes = book.addWorksheet('Kode Mapel');
  codes.addRow(['Kode', 'Mata Pelajaran']);
  for (const s of await ctx.db
    .select({ code: curriculumSubjects.code, name: curriculumSubjects.name })
    .from(curriculumSubjects)
    .orderBy(curriculumSubjects.sortOrder))
    codes.addRow([s.code, s.name]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

type RowError = { row: number; field: string; message: string };
type Parsed = { row: number; subjectId: number; values: string[] };

/**
 * POST /api/curriculum/import: every row is checked first (subject code, phase or grade, required text, and for a
 * TP its element, grade within the phase, semester and JP); any error is reported by row and column and nothing is
 * stored. Then one transaction writes all rows with one audit row.
 */
export async function importTexts({ ctx, input }: { ctx: SessionContext; input: { kind: ImportKind; owner: Owner; file: string; dryRun: boolean } }) {
  requireOwnerWrite(ctx, input.owner);
  const columns = IMPORT_COLUMNS[input.kind];
  const subjects = new Map(
    (await ctx.db.select({ id: curriculumSubjects.id, code: curriculumSubjects.code }).from(curriculumSubjects)).map((s) => [s.code.toUpperCase(), s.id]),
  );
  const errors: RowError[] = [];
  const parsed: Parsed[] = [];
  for await (const r of readWorkbookRows(Buffer.from(input.file, 'base64'), { maxRows: MAX_ROWS })) {
    if (r.number === 1) continue;
    const values = columns.map((_, i) => cellText(r.cells.get(i + 1) ?? null));
    if (values.every((v) => v === '')) continue;
    const rowErrors = checkRow(input.kind, values, columns);
    const subjectId = subjects.get(values[0].toUpperCase());
    if (!subjectId)
      rowErrors.unshift({
        field: columns[0],
        message: values[0] ? `Kode mapel "${values[0]}" tidak dikenal (lihat lembar Kode Mapel).` : 'Kode mapel wajib diisi.',
      });
    if (rowErrors.length) errors.push(...rowErrors.map((e) => ({ row: r.number, ...e })));
    else parsed.push({ row: r.number, subjectId: subjectId!, values });
  }
  if (!parsed.length && !errors.length) errors.push({ row: 2, field: columns[0], message: 'Tidak ada baris data di berkas.' });
  const schoolId = ownerSchoolId(ctx, input.owner);
  if (input.kind === 'tp' && !errors.length) errors.push(...(await checkElements(ctx, schoolId, parsed)));
  if (errors.length || input.dryRun)
    return { imported: 0, valid: errors.length ? parsed.length - new Set(errors.map((e) => e.row)).size : parsed.length, ...listedErrors(errors) };
  await ctx.db.transaction(async (tx) => {
    if (input.kind === 'cp')
      await tx.insert(curriculumCps).values(
        parsed.map((p, i) => ({
          schoolId,
          subjectId: p.subjectId,
          phase: p.values[1].toUpperCase(),
          element: p.values[2],
          description: p.values[3],
          position: 1000 + i,
        })),
      );
    if (input.kind === 'kd')
      await tx.insert(curriculumKds).values(
        parsed.map((p) => ({
          schoolId,
          subjectId: p.subjectId,
          grade: Number(p.values[1]),
          code: p.values[2],
          kiNumber: Number(p.values[2][0]),
          description: p.values[3],
          position: Number(p.values[2].split('.')[1]),
        })),
      );
    if (input.kind === 'tp') await writeTps(tx, ctx, schoolId, parsed);
    await recordAudit(tx, ctx, { resource: `curriculum_import_${input.kind}`, recordId: input.owner, action: 'import', after: { rows: parsed.length } });
  });
  return { imported: parsed.length, valid: parsed.length, errors: [], errorCount: 0 };
}

function checkRow(kind: ImportKind, v: string[], columns: readonly string[]): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  const need = (i: number, max: number) => {
    if (!v[i]) out.push({ field: columns[i], message: `${columns[i]} wajib diisi.` });
    else if (v[i].length > max) out.push({ field: columns[i], message: `${columns[i]} paling banyak ${max} karakter.` });
  };
  if (kind === 'cp' || kind === 'tp') {
    if (!(PHASE_CODES as readonly string[]).includes(v[1].toUpperCase()))
      out.push({ field: columns[1], message: v[1] ? `Fase "${v[1]}" tidak dikenal: isi A, B, C, D, E atau F.` : 'Fase wajib diisi.' });
  }
  if (kind === 'cp') {
    need(2, 150);
    need(3, 6000);
  }
  if (kind === 'kd') {
    if (!/^\d{1,2}$/.test(v[1]) || Number(v[1]) < 1 || Number(v[1]) > 13) out.push({ field: columns[1], message: 'Kelas berupa angka 1–13.' });
    if (!/^[34]\.\d{1,2}$/.test(v[2])) out.push({ field: columns[2], message: 'Kode KD seperti 3.1 atau 4.12.' });
    need(3, 2000);
  }
  if (kind === 'tp') {
    need(2, 200);
    need(4, 2000);
    const phase = v[1].toUpperCase() as PhaseCode;
    if (v[5] && (!/^\d{1,2}$/.test(v[5]) || (PHASE_GRADES[phase] && !PHASE_GRADES[phase].includes(Number(v[5])))))
      out.push({ field: columns[5], message: PHASE_GRADES[phase] ? `Fase ${phase} mencakup kelas ${PHASE_GRADES[phase].join(', ')}.` : 'Kelas berupa angka.' });
    if (v[6] && !['1', '2'].includes(v[6])) out.push({ field: columns[6], message: 'Semester 1 (ganjil) atau 2 (genap).' });
    if (v[7] && (!/^\d{1,3}$/.test(v[7]) || Number(v[7]) < 1 || Number(v[7]) > 200)) out.push({ field: columns[7], message: 'JP berupa angka 1–200.' });
  }
  return out;
}

/** A TP's element, when given, must be an element of the owner's CP of that subject and phase. */
async function checkElements(ctx: SessionContext, schoolId: number | null, parsed: Parsed[]): Promise<RowError[]> {
  const cps = await ctx.db
    .select({ subjectId: curriculumCps.subjectId, phase: curriculumCps.phase, element: curriculumCps.element })
    .from(curriculumCps)
    .where(visibleCps(schoolId));
  const known = new Set(cps.map((c) => `${c.subjectId}:${c.phase}:${c.element.toLowerCase()}`));
  return parsed
    .filter((p) => p.values[3] && !known.has(`${p.subjectId}:${p.values[1].toUpperCase()}:${p.values[3].toLowerCase()}`))
    .map((p) => ({ row: p.row, field: 'Elemen', message: `Elemen "${p.values[3]}" tidak ada di CP mapel ini fase ${p.values[1].toUpperCase()}.` }));
}

/** TPs go to the ATP of their title (made when missing), after its existing TPs, in the file's order. */
async function writeTps(tx: Tx, ctx: SessionContext, schoolId: number | null, parsed: Parsed[]) {
  const cps = await tx
    .select({ id: curriculumCps.id, subjectId: curriculumCps.subjectId, phase: curriculumCps.phase, element: curriculumCps.element })
    .from(curriculumCps)
    .where(visibleCps(schoolId));
  const cpOf = (subjectId: number, phase: string, element: string) =>
    cps.find((c) => c.subjectId === subjectId && c.phase === phase && c.element.toLowerCase() === element.toLowerCase())?.id ?? null;
  const atpIds = new Map<string, { id: number; next: number }>();
  for (const p of parsed) {
    const phase = p.values[1].toUpperCase();
    const key = `${p.subjectId}:${phase}:${p.values[2]}`;
    let atp = atpIds.get(key);
    if (!atp) {
      const owner = schoolId === null ? isNull(curriculumAtps.schoolId) : eq(curriculumAtps.schoolId, schoolId);
      const [found] = await tx
        .select({ id: curriculumAtps.id })
        .from(curriculumAtps)
        .where(and(owner, eq(curriculumAtps.subjectId, p.subjectId), eq(curriculumAtps.phase, phase), eq(curriculumAtps.title, p.values[2])));
      const id =
        found?.id ??
        (
          await tx
            .insert(curriculumAtps)
            .values({ schoolId, subjectId: p.subjectId, phase, title: p.values[2], createdBy: ctx.session.userId })
            .returning({ id: curriculumAtps.id })
        )[0].id;
      const count = (await tx.select({ id: curriculumTps.id }).from(curriculumTps).where(eq(curriculumTps.atpId, id))).length;
      atp = { id, next: count + 1 };
      atpIds.set(key, atp);
    }
    const grade = p.values[5] ? Number(p.values[5]) : null;
    await tx.insert(curriculumTps).values({
      schoolId,
      atpId: atp.id,
      cpId: p.values[3] ? cpOf(p.subjectId, phase, p.values[3]) : null,
      code: `${grade ?? phase}.${atp.next}`,
      description: p.values[4],
      grade,
      semester: p.values[6] || null,
      hours: p.values[7] ? Number(p.values[7]) : null,
      position: atp.next,
    });
    atp.next += 1;
  }
}
