/**
 * The columns of the people workbooks (template, export, import), derived from the resource definitions:
 * one column per field, headed by its Indonesian label. Two columns stand for a reference by name: a
 * student's "Rombel" (the rombel's name in the chosen year) and a guardian's "NISN Anak".
 */
import { resourceByName } from '../../../shared/resources/registry.ts';
import type { FieldDef, ResourceDef } from '../../../shared/resources/types.ts';

export const EXCEL_KINDS = ['students', 'teachers', 'guardians'] as const;
export type ExcelKind = (typeof EXCEL_KINDS)[number];

export interface ExcelColumn {
  field: FieldDef;
  header: string;
  /** How to fill the column: its rule in the "Petunjuk" sheet. */
  note: string;
  /** Keep typed digits as text (leading zeros of a NISN survive). */
  text: boolean;
  width: number;
}

const NAMED_REFERENCES: Record<string, { header: string; note: string }> = {
  sd_section_id: { header: 'Rombel', note: 'Nama rombel pada tahun ajaran yang dipilih, persis seperti di menu Sub Kelas (misalnya X TKJ 1). Boleh kosong.' },
  student_ids: { header: 'NISN Anak', note: 'NISN anak yang sudah terdaftar sebagai siswa; beberapa anak dipisah koma.' },
};

function noteOf(field: FieldDef): string {
  const parts: string[] = [field.required ? 'Wajib diisi.' : 'Boleh kosong.'];
  if (field.digits) parts.push(field.digits[0] === field.digits[1] ? `${field.digits[0]} digit angka.` : `${field.digits[0]}–${field.digits[1]} digit angka.`);
  if (field.kind === 'date') parts.push('Tanggal, misalnya 17/08/2009 atau 2009-08-17.');
  if (field.kind === 'select') parts.push(`Pilihan: ${field.options!.map((o) => (o.value === o.label ? o.label : `${o.label} (${o.value})`)).join(', ')}.`);
  if (field.kind === 'login') parts.push(field.help ?? 'Email atau nama pengguna.');
  if (field.help && field.kind !== 'login') parts.push(field.help);
  return parts.join(' ');
}

export function excelDef(kind: string): ResourceDef | null {
  return (EXCEL_KINDS as readonly string[]).includes(kind) ? resourceByName(kind)! : null;
}

/** Every field an admin types for a new person; the password and the active switch are not imported. */
export function columnsOf(def: ResourceDef): ExcelColumn[] {
  return def.fields
    .filter((f) => !f.readOnly && f.kind !== 'password' && f.name !== 'is_active')
    .map((field) => {
      const named = NAMED_REFERENCES[field.name];
      const header = (named?.header ?? field.label) + (field.required ? ' *' : '');
      return {
        field,
        header,
        note: named?.note ?? noteOf(field),
        text: Boolean(field.digits) || field.reference !== undefined,
        width: Math.min(40, Math.max(12, header.length + 4, field.kind === 'textarea' ? 30 : 0)),
      };
    });
}

/** "NISN *", "nisn" and " NISN" all name the NISN column. */
export function headerKey(header: string): string {
  return header.replace(/\*/g, '').trim().toLowerCase().replace(/\s+/g, ' ');
}
