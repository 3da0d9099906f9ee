import type { SessionContext } from '../../http/context.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { guardianProfiles, staffProfiles, studentProfiles } from '../../db/schema/master.ts';
import { fieldErrorsOf } from '../../../shared/validation.ts';
import { fieldOf } from '../../../shared/resources/define.ts';
import type { ImportReport, ResourceDef } from '../../../shared/resources/types.ts';
import { audit } from '../../resources/audit.ts';
import { bindingOf } from '../../resources/bindings.ts';
import { authorize, scopeOf } from '../../resources/scope.ts';
import { inTransaction } from '../../resources/write-support.ts';
import type { Scope, Values } from '../../resources/binding.ts';
import { insertClassMaps, insertGuardianLinks, insertPeople } from '../bulk-people.ts';
import { cellInput } from './cells.ts';
import { cellText } from '../../spreadsheet/cell-text.ts';
import { columnsOf, excelDef, headerKey, type ExcelColumn } from './columns.ts';
import { nameKey, sectionNames, studentNisns, takenEmails, takenInSchool } from './lookups.ts';
import { DATA_SHEET } from './workbook.ts';
import { listedErrors } from '../../spreadsheet/error-list.ts';
import { readWorkbookRows, type SheetRow } from '../../spreadsheet/read-workbook.ts';

export const MAX_ROWS = 5000;
const NEXT_STEP = {
  students: 'Akun barunya belum punya password: buat password awal per rombel dengan tombol "Kartu Akun".',
  teachers: 'Akun barunya belum punya password: atur dari halaman ubah data guru.',
  guardians: 'Akun barunya belum punya password: atur dari halaman ubah data orang tua/wali.',
} as const;
const PROFILES = { students: studentProfiles, teachers: staffProfiles, guardians: guardianProfiles } as const;
/** Values that must be unique: within the file, and against what is stored. */
const UNIQUE: Record<string, readonly ('email' | 'nisn' | 'nis' | 'nuptk' | 'nip')[]> = {
  students: ['email', 'nisn', 'nis'],
  teachers: ['email', 'nuptk', 'nip'],
  guardians: ['email'],
};

interface Line {
  row: number;
  values: Values;
  messages: string[];
}

function mapHeaders(header: SheetRow | undefined, columns: ExcelColumn[]): Map<number, ExcelColumn> {
  const byKey = new Map(columns.map((c) => [headerKey(c.header), c]));
  const mapped = new Map<number, ExcelColumn>();
  if (header?.number === 1) {
    for (const [col, value] of header.cells) {
      const column = byKey.get(headerKey(cellText(value)));
      if (column) mapped.set(col, column);
    }
  }
  const present = new Set([...mapped.values()].map((c) => c.field.name));
  const missing = columns.filter((c) => c.field.required && !present.has(c.field.name)).map((c) => c.header.replace(' *', ''));
  if (missing.length)
    throw validationError({ file: [`Kolom wajib tidak ditemukan: ${missing.join(', ')}. Unduh templat terbaru lalu salin datanya ke sana.`] });
  return mapped;
}

/** Rombel by name and children by NISN: the two columns that name another record. */
async function referenceResolver(ctx: SessionContext, kind: string, scope: Scope) {
  const sections = kind === 'students' ? new Map([...(await sectionNames(ctx.db, scope))].map(([name, id]) => [nameKey(name), id])) : null;
  const students = kind === 'guardians' ? new Map([...(await studentNisns(ctx.db, scope))].map(([id, nisn]) => [nisn, id])) : null;
  return (field: string, raw: unknown, messages: string[]): unknown => {
    if (raw === null) return field === 'student_ids' ? [] : null;
    if (field === 'sd_section_id' && sections) {
      const id = sections.get(nameKey(String(raw)));
      if (!id) messages.push(`Rombel: "${raw}" tidak ada pada tahun ajaran ini.`);
      return id ?? null;
    }
    if (field === 'student_ids' && students) {
      return String(raw)
        .split(/[,;\s]+/)
        .filter(Boolean)
        .flatMap((nisn) => {
          const id = students.get(nisn);
          if (!id) messages.push(`NISN Anak: ${nisn} tidak ditemukan di data siswa sekolah ini.`);
          return id ? [id] : [];
        });
    }
    return raw;
  };
}

type Resolve = Awaited<ReturnType<typeof referenceResolver>>;

/** One data row checked with the definition's schema; null when its mapped cells are all empty. */
function parseLine(def: ResourceDef, row: SheetRow, mapped: Map<number, ExcelColumn>, resolve: Resolve): Line | null {
  const input: Record<string, unknown> = { is_active: true };
  const messages: string[] = [];
  let empty = true;
  for (const [col, column] of mapped) {
    const value = cellInput(column.field, row.cells.get(col) ?? null);
    if (value !== null) empty = false;
    input[column.field.name] = column.field.reference ? resolve(column.field.name, value, messages) : value;
  }
  if (empty) return null;
  const parsed = def.schema.safeParse(input);
  if (!parsed.success) {
    for (const [name, list] of Object.entries(fieldErrorsOf(parsed.error))) {
      const label = fieldOf(def, name)?.label;
      messages.push(...list.map((m) => (label ? `${label}: ${m}` : m)));
    }
  }
  const values: Values = parsed.success ? { ...parsed.data } : input;
  if (def.name === 'students' && !values.email && values.nisn) values.email = values.nisn;
  return { row: row.number, values, messages };
}

/**
 * The file's rows, read as a stream by the one workbook reader (size, zip and row limits there) and checked
 * as they arrive, so a big file never sits in memory as a workbook and the event loop keeps serving others.
 */
async function readLines(def: ResourceDef, file: unknown, resolve: Resolve): Promise<Line[]> {
  const rows = readWorkbookRows(file, { maxRows: MAX_ROWS, sheet: DATA_SHEET });
  const first = await rows.next();
  const mapped = mapHeaders(first.done ? undefined : first.value, columnsOf(def));
  const lines: Line[] = [];
  for await (const row of rows) {
    const line = parseLine(def, row, mapped, resolve);
    if (line) lines.push(line);
  }
  return lines;
}

async function checkUnique(ctx: SessionContext, def: ResourceDef, scope: Scope, lines: Line[]) {
  for (const key of UNIQUE[def.name]) {
    const label = fieldOf(def, key)!.label;
    const first = new Map<string, number>();
    for (const line of lines) {
      const value = line.values[key];
      if (typeof value !== 'string' || !value) continue;
      const seen = first.get(value.toLowerCase());
      if (seen !== undefined) line.messages.push(`${label}: ${value} sama dengan baris ${seen}.`);
      else first.set(value.toLowerCase(), line.row);
    }
    const values = [...first.keys()];
    if (!values.length) continue;
    const taken = key === 'email' ? await takenEmails(ctx.db, values) : await takenInSchool(ctx.db, scope, key, values);
    for (const line of lines) {
      const value = line.values[key];
      if (typeof value === 'string' && taken.has(key === 'email' ? value.toLowerCase() : value)) {
        line.messages.push(key === 'email' ? `${label}: ${value} sudah dipakai akun lain.` : `${label}: ${value} sudah terdaftar di sekolah ini.`);
      }
    }
  }
}

/**
 * POST /api/master/excel/<kind>/import with the .xlsx as the body. The whole file is checked first (every
 * cell with the definition's schema, duplicates within the file and against the database, rombel and
 * children by name); any bad row and nothing is stored, each bad row reported with its number and reasons.
 * Otherwise every row goes in one transaction, audited. New accounts have no password yet (see
 * docs/decisions/0006-resource-engine.md): 2,000 argon2 hashes would take a minute of CPU.
 */
export async function importPeople({ ctx, kind, file }: { ctx: SessionContext; kind: string; file: unknown }): Promise<ImportReport> {
  const def = excelDef(kind);
  if (!def) throw notFound();
  const scope = scopeOf(ctx.session);
  authorize(def, scope, 'write');
  const lines = await readLines(def, file, await referenceResolver(ctx, kind, scope));
  if (lines.length === 0) throw validationError({ file: ['Lembar "Data" belum berisi baris. Isi mulai baris 2.'] });
  await checkUnique(ctx, def, scope, lines);
  const bad = lines.filter((l) => l.messages.length);
  if (bad.length) {
    return {
      status: false,
      total: lines.length,
      imported: 0,
      message: `Tidak ada data yang diimpor: ${bad.length} dari ${lines.length} baris perlu diperbaiki.`,
      ...listedErrors(bad.map((l) => ({ row: l.row, messages: l.messages }))),
    };
  }
  await inTransaction(ctx.db, bindingOf(def.name), async (tx) => {
    const ids = await insertPeople(
      tx,
      { schoolId: scope.schoolId, userTypeId: def.userType!, profile: PROFILES[kind as keyof typeof PROFILES] },
      lines.map((l) => ({ email: String(l.values.email), fullName: String(l.values.full_name), profile: l.values })),
    );
    if (kind === 'students' && scope.yearId !== null) {
      const placements = lines.flatMap((l, i) => (l.values.sd_section_id ? [{ userId: ids[i], sectionId: l.values.sd_section_id as number }] : []));
      await insertClassMaps(tx, scope.schoolId, scope.yearId, placements);
    }
    if (kind === 'guardians') {
      await insertGuardianLinks(
        tx,
        scope.schoolId,
        lines.flatMap((l, i) => ((l.values.student_ids as number[]) ?? []).map((studentId) => ({ guardianId: ids[i], studentId }))),
      );
    }
    await audit(
      tx,
      scope,
      def,
      ids.map((id, i) => ({ id, action: 'import', before: null, after: { id, ...lines[i].values, has_password: false } })),
    );
  });
  return {
    status: true,
    total: lines.length,
    imported: lines.length,
    message: `${lines.length} ${def.title.toLowerCase()} berhasil diimpor. ${NEXT_STEP[kind as keyof typeof NEXT_STEP]}`,
    errors: [],
    errorCount: 0,
  };
}
