import type { Column, Content } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { renderPdf } from '../documents/engine.ts';
import { schoolDocument } from '../documents/school-document.ts';
import type { SchoolProfile } from '../documents/school-profile.ts';
import { longDate } from '../documents/school-time.ts';
import { table } from '../documents/table.ts';
import type { RaporData } from './rapor.ts';

const PROMOTION: Record<string, string> = { naik: 'Naik kelas', tinggal: 'Tinggal kelas', lulus: 'Lulus' };

function identity(r: RaporData): Content {
  const pair = (k: string, v: string | null | undefined) => [{ text: k }, { text: ':' }, { text: v || '-' }];
  return {
    columns: [
      { table: { widths: [80, 6, '*'], body: [pair('Nama Murid', r.student.name), pair('NIS/NISN', `${r.student.nis ?? '-'} / ${r.student.nisn ?? '-'}`), pair('Nama Sekolah', r.school.name), pair('Alamat', r.school.address)] }, layout: 'noBorders' },
      { table: { widths: [80, 6, '*'], body: [pair('Kelas', r.section.name), pair('Fase', r.section.phase), pair('Semester', r.semester === '1' ? '1 (Ganjil)' : '2 (Genap)'), pair('Tahun Pelajaran', r.yearLabel)] }, layout: 'noBorders' },
    ],
    columnGap: 12,
    margin: [0, 0, 0, 10],
  } as Content;
}

const heading = (text: string): Content => ({ text, bold: true, margin: [0, 10, 0, 4] });

/** A signer's block; the parent signs without NIP. */
function signer(title: string, name: string | null, nip: string | null | undefined, dateLine?: string): Column {
  return {
    stack: [
      { text: dateLine ?? ' ' },
      { text: `${title},` },
      { text: ' ', margin: [0, 0, 0, 40] },
      { text: name ?? '..............................................', bold: !!name, decoration: name ? 'underline' : undefined },
      ...(nip === undefined ? [] : [{ text: `NIP. ${nip || '-'}` }]),
    ],
    alignment: 'center',
    width: '*',
  };
}

/**
 * The Kurikulum Merdeka rapor (PPA 2025 layout): identity, "Mata Pelajaran / Nilai Akhir / Capaian Kompetensi",
 * kokurikuler, ekstrakurikuler, ketidakhadiran, the homeroom teacher's note and the three signatures.
 * A pure function of its input, so the background job of a whole school calls it the same way.
 */
export function raporSection(r: RaporData, school: SchoolProfile, date: Date): Content[] {
  const subjects = r.subjects.map((s, i) => [i + 1, s.courseName, s.finalGrade, s.capaian || '-']);
  const extras = r.extracurriculars.length ? r.extracurriculars.map((e, i) => [i + 1, e.name, e.grade, e.note]) : [['-', '-', '-', '-']];
  const dateLine = `${school.place ? `${school.place}, ` : ''}${longDate(date, school.timeZone)}`;
  return [
    { text: 'LAPORAN HASIL BELAJAR (RAPOR)', style: 'title' },
    { text: `Semester ${r.semester} Tahun Pelajaran ${r.yearLabel}`, style: 'subtitle' },
    identity(r),
    table([{ title: 'No', width: 22, align: 'center' }, { title: 'Mata Pelajaran', width: 130 }, { title: 'Nilai Akhir', width: 50, align: 'center' }, { title: 'Capaian Kompetensi', width: '*' }], subjects),
    heading('Kokurikuler'),
    { text: r.kokurikuler || '-', margin: [0, 0, 0, 4] },
    heading('Ekstrakurikuler'),
    table([{ title: 'No', width: 22, align: 'center' }, { title: 'Ekstrakurikuler', width: 130 }, { title: 'Predikat', width: 70, align: 'center' }, { title: 'Keterangan', width: '*' }], extras),
    {
      columns: [
        {
          width: 220,
          stack: [
            heading('Ketidakhadiran'),
            table([{ title: 'Keterangan', width: 120 }, { title: 'Jumlah', width: '*', align: 'center' }], [
              ['Sakit', `${r.absence.sick} hari`],
              ['Izin', `${r.absence.permit} hari`],
              ['Tanpa Keterangan', `${r.absence.absent} hari`],
            ]),
          ],
        },
        {
          width: '*',
          stack: [
            heading('Catatan Wali Kelas'),
            { table: { widths: ['*'], body: [[{ text: r.homeroomNote || '-', margin: [2, 4, 2, 4] }]] } },
            ...(r.promotion ? [heading('Keputusan'), { text: `${PROMOTION[r.promotion] ?? r.promotion}` }] : []),
          ],
        },
      ],
      columnGap: 16,
    },
    {
      unbreakable: true,
      stack: [
        { columns: [signer('Orang Tua/Wali Murid', null, undefined), signer('Wali Kelas', r.homeroom.name, r.homeroom.nip, dateLine)], columnGap: 24, margin: [0, 18, 0, 0] },
        { columns: [{ text: '', width: '*' }, signer('Kepala Sekolah', r.school.principalName, r.school.principalNip), { text: '', width: '*' }], margin: [0, 12, 0, 0] },
      ],
    },
  ];
}

export function renderRapor(input: { rapors: RaporData[]; school: SchoolProfile; paper: Paper; date: Date }, onProgress?: (done: number) => void): Promise<Buffer> {
  const title = input.rapors.length === 1 ? `Rapor ${input.rapors[0].student.name}` : `Rapor ${input.rapors[0]?.section.name ?? ''}`;
  return renderPdf(schoolDocument({ title, paper: input.paper, school: input.school, sections: input.rapors.map((r) => raporSection(r, input.school, input.date)) }), onProgress);
}
