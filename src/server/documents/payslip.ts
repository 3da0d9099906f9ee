import type { Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { renderPdf } from './engine.ts';
import { schoolDocument } from './school-document.ts';
import type { SchoolProfile } from './school-profile.ts';
import { signatures } from './signature.ts';
import { table } from './table.ts';

export interface PayslipInput {
  school: SchoolProfile;
  paper: Paper;
  monthLabel: string;
  slip: {
    fullName: string;
    nip: string | null;
    groupCode: string | null;
    position: string | null;
    baseSalary: number;
    lines: { name: string; kind: string; amount: number }[];
    allowanceTotal: number;
    deductionTotal: number;
    net: number;
  };
  date: Date;
}

const rp = (n: number) => `Rp${n.toLocaleString('id-ID')}`;

/** Slip Gaji: one person's month under the kop, the lines, the take-home pay, signed by the principal. */
export function renderPayslip(input: PayslipInput): Promise<Buffer> {
  const { slip } = input;
  const rows = [
    ['Gaji pokok', '', rp(slip.baseSalary)],
    ...slip.lines.filter((l) => l.kind === 'allowance').map((l) => [l.name, 'Tunjangan', rp(l.amount)]),
    ...slip.lines.filter((l) => l.kind === 'deduction').map((l) => [l.name, 'Potongan', `-${rp(l.amount)}`]),
    ['Jumlah tunjangan', '', rp(slip.allowanceTotal)],
    ['Jumlah potongan', '', `-${rp(slip.deductionTotal)}`],
    ['GAJI DITERIMA', '', rp(slip.net)],
  ];
  const section: Content[] = [
    { text: 'SLIP GAJI', style: 'title' },
    { text: input.monthLabel, style: 'subtitle' },
    {
      columns: [
        { text: [{ text: 'Nama: ', bold: true }, slip.fullName, '\n', { text: 'NIP: ', bold: true }, slip.nip ?? '-'] },
        { text: [{ text: 'Golongan: ', bold: true }, slip.groupCode ?? '-', '\n', { text: 'Jabatan: ', bold: true }, slip.position ?? '-'] },
      ],
      margin: [0, 0, 0, 8],
    },
    table(
      [
        { title: 'Uraian', width: '*' },
        { title: 'Jenis', width: 80 },
        { title: 'Jumlah', width: 110, align: 'right' },
      ],
      rows,
    ),
    { text: '', margin: [0, 12, 0, 0] },
    signatures([{ title: 'Kepala Sekolah', name: input.school.principalName, nip: input.school.principalNip }], {
      place: input.school.place,
      date: input.date,
      timeZone: input.school.timeZone,
    }),
  ];
  return renderPdf(schoolDocument({ title: `Slip Gaji ${input.monthLabel}`, paper: input.paper, school: input.school, sections: [section] }));
}
