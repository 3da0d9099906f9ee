import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { renderPdf } from './engine.ts';
import { schoolDocument } from './school-document.ts';
import type { SchoolProfile } from './school-profile.ts';
import { signatures } from './signature.ts';
import { table } from './table.ts';

export interface StudentRegisterInput {
  school: SchoolProfile;
  paper: Paper;
  registerNumber: string | null;
  identity: [label: string, value: string | null][];
  parents: [label: string, value: string | null][];
  entry: [label: string, value: string | null][];
  exit: [label: string, value: string | null][];
  classes: { yearLabel: string; sectionName: string }[];
  /** One column per released semester ("2025/2026 · 1"), one row per subject. */
  results: { label: string; grades: Map<string, number | null>; absence: string; promotion: string | null }[];
  date: Date;
}

const facts = (rows: [string, string | null][]): Content => ({
  table: { widths: [150, 8, '*'], body: rows.map(([label, value]) => [label, ':', value || '-']) },
  layout: 'noBorders',
  margin: [8, 2, 0, 8],
});
const heading = (text: string): Content => ({ text, bold: true, margin: [0, 4, 0, 0] });

/** Lembar Buku Induk Peserta Didik: identity, parents, entry, classes, results per semester, leaving; signed by the principal. */
export function renderStudentRegister(input: StudentRegisterInput): Promise<Buffer> {
  const subjects = [...new Set(input.results.flatMap((r) => [...r.grades.keys()]))];
  const resultTable: Content = input.results.length
    ? {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', ...input.results.map(() => 44)],
          body: [
            [
              { text: 'Mata pelajaran', bold: true, fillColor: '#e9ecef' },
              ...input.results.map((r) => ({ text: r.label, bold: true, alignment: 'center', fillColor: '#e9ecef', fontSize: 8 }) as TableCell),
            ],
            ...subjects.map((s) => [s, ...input.results.map((r) => ({ text: String(r.grades.get(s) ?? '-'), alignment: 'center' }) as TableCell)]),
            ['Ketidakhadiran (S/I/A)', ...input.results.map((r) => ({ text: r.absence, alignment: 'center', fontSize: 8 }) as TableCell)],
            ['Keterangan', ...input.results.map((r) => ({ text: r.promotion ?? '', alignment: 'center', fontSize: 8 }) as TableCell)],
          ],
        },
        layout: { paddingTop: () => 2, paddingBottom: () => 2, hLineWidth: () => 0.5, vLineWidth: () => 0.5 },
        margin: [0, 2, 0, 8],
        fontSize: 9,
      }
    : { text: 'Belum ada rapor yang dirilis.', italics: true, margin: [8, 2, 0, 8] };
  const section: Content[] = [
    { text: 'LEMBAR BUKU INDUK PESERTA DIDIK', style: 'title' },
    { text: `Nomor induk: ${input.registerNumber ?? '-'}`, style: 'subtitle' },
    heading('A. Keterangan tentang diri peserta didik'),
    facts(input.identity),
    heading('B. Keterangan tentang orang tua/wali'),
    facts(input.parents),
    heading('C. Penerimaan'),
    facts(input.entry),
    heading('D. Riwayat kelas'),
    input.classes.length
      ? {
          stack: [
            table(
              [
                { title: 'Tahun ajaran', width: 120 },
                { title: 'Rombel', width: '*' },
              ],
              input.classes.map((c) => [c.yearLabel, c.sectionName]),
            ),
          ],
          margin: [0, 2, 0, 8],
        }
      : { text: '-', margin: [8, 2, 0, 8] },
    heading('E. Hasil belajar per semester (nilai akhir rapor)'),
    resultTable,
    heading('F. Meninggalkan sekolah'),
    facts(input.exit),
    signatures([{ title: 'Kepala Sekolah', name: input.school.principalName, nip: input.school.principalNip }], {
      place: input.school.place,
      date: input.date,
      timeZone: input.school.timeZone,
    }),
  ];
  return renderPdf(schoolDocument({ title: 'Buku Induk Peserta Didik', paper: input.paper, school: input.school, sections: [section] }));
}
