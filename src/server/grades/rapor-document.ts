import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { Paper } from '../../shared/documents/paper.ts';
import { ATTITUDE_LABELS } from '../../shared/grades/schemas.ts';
import { renderPdf } from '../documents/engine.ts';
import { schoolDocument } from '../documents/school-document.ts';
import type { SchoolProfile } from '../documents/school-profile.ts';
import { longDate } from '../documents/school-time.ts';
import { table } from '../documents/table.ts';
import type { RaporData } from './rapor.ts';

const PROMOTION: Record<string, string> = { naik: 'Naik kelas', tinggal: 'Tinggal kelas', lulus: 'Lulus', tidak_lulus: 'Tidak lulus' };
const GROUP: Record<string, string> = {
  A: 'Kelompok A (Umum)',
  B: 'Kelompok B (Muatan Kewilayahan)',
  C: 'Kelompok C (Kejuruan/Peminatan)',
  MULOK: 'Muatan Lokal',
  PILIHAN: 'Mata Pelajaran Pilihan',
};

function identity(r: RaporData): Content {
  const pair = (k: string, v: string | null | undefined) => [{ text: k }, { text: ':' }, { text: v || '-' }];
  const phaseOrGrade = r.layout === 'k13' ? pair('Kelas', `${r.section.name}`) : pair('Fase', r.section.phase);
  return {
    columns: [
      {
        table: {
          widths: [80, 6, '*'],
          body: [
            pair(r.layout === 'k13' ? 'Nama Peserta Didik' : 'Nama Murid', r.student.name),
            pair('NIS/NISN', `${r.student.nis ?? '-'} / ${r.student.nisn ?? '-'}`),
            pair('Nama Sekolah', r.school.name),
            pair('Alamat', r.school.address),
          ],
        },
        layout: 'noBorders',
      },
      {
        table: {
          widths: [80, 6, '*'],
          body: [
            r.layout === 'k13' ? pair('Tingkat', String(r.section.grade)) : pair('Kelas', r.section.name),
            phaseOrGrade,
            pair('Semester', r.semester === '1' ? '1 (Ganjil)' : '2 (Genap)'),
            pair('Tahun Pelajaran', r.yearLabel),
          ],
        },
        layout: 'noBorders',
      },
    ],
    columnGap: 12,
    margin: [0, 0, 0, 10],
  } as Content;
}

const heading = (text: string): Content => ({ text, bold: true, margin: [0, 10, 0, 4] });
const LAYOUT = { paddingTop: () => 3, paddingBottom: () => 3, hLineWidth: () => 0.5, vLineWidth: () => 0.5 };

/** A bordered table whose rows are the subjects, with a heading row per kelompok when there is more than one. */
function subjectTable(
  columns: { title: string; width: number | '*'; align?: 'center' }[],
  r: RaporData,
  cells: (s: RaporData['subjects'][number], i: number) => (string | number | null)[],
): Content {
  const head: TableCell[] = columns.map((c) => ({ text: c.title, bold: true, alignment: 'center', fillColor: '#e9ecef' }));
  const groups = [...new Set(r.subjects.map((s) => s.courseGroup))];
  const body: TableCell[][] = [];
  let n = 0;
  for (const group of groups) {
    if (groups.length > 1) body.push([{ text: GROUP[group] ?? group, bold: true, colSpan: columns.length }, ...columns.slice(1).map(() => ({}))]);
    for (const s of r.subjects.filter((x) => x.courseGroup === group)) {
      n += 1;
      body.push(cells(s, n).map((v, i) => ({ text: v === null || v === '' ? '-' : String(v), alignment: columns[i].align ?? 'left' })));
    }
  }
  return { table: { headerRows: 1, dontBreakRows: true, widths: columns.map((c) => c.width), body: [head, ...body] }, layout: LAYOUT } as Content;
}

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

const extrasTable = (r: RaporData) =>
  table(
    [
      { title: 'No', width: 22, align: 'center' },
      { title: 'Ekstrakurikuler', width: 130 },
      { title: 'Predikat', width: 70, align: 'center' },
      { title: 'Keterangan', width: '*' },
    ],
    r.extracurriculars.length ? r.extracurriculars.map((e, i) => [i + 1, e.name, e.grade, e.note]) : [['-', '-', '-', '-']],
  );

const achievementsTable = (r: RaporData) =>
  table(
    [
      { title: 'No', width: 22, align: 'center' },
      { title: 'Jenis Prestasi', width: 130 },
      { title: 'Keterangan', width: '*' },
    ],
    r.achievements.length ? r.achievements.map((a, i) => [i + 1, a.kind, a.description]) : [['-', '-', '-']],
  );

/** SMK only: praktik kerja lapangan (mitra DU/DI, lokasi, lama, keterangan). */
const pklBlock = (r: RaporData, title: string): Content[] =>
  r.vocational
    ? [
        heading(title),
        table(
          [
            { title: 'No', width: 22, align: 'center' },
            { title: 'Mitra DU/DI', width: 130 },
            { title: 'Lokasi', width: 110 },
            { title: 'Lamanya (bulan)', width: 60, align: 'center' },
            { title: 'Keterangan', width: '*' },
          ],
          r.pkl.length ? r.pkl.map((p, i) => [i + 1, p.partner, p.location, p.months, p.note]) : [['-', '-', '-', '-', '-']],
        ),
      ]
    : [];

function absenceAndNote(r: RaporData, absenceTitle: string, noteTitle: string): Content {
  return {
    columns: [
      {
        width: 220,
        stack: [
          heading(absenceTitle),
          table(
            [
              { title: 'Keterangan', width: 120 },
              { title: 'Jumlah', width: '*', align: 'center' },
            ],
            [
              ['Sakit', `${r.absence.sick} hari`],
              ['Izin', `${r.absence.permit} hari`],
              ['Tanpa Keterangan', `${r.absence.absent} hari`],
            ],
          ),
        ],
      },
      {
        width: '*',
        stack: [
          heading(noteTitle),
          { table: { widths: ['*'], body: [[{ text: r.homeroomNote || '-', margin: [2, 4, 2, 4] }]] } },
          ...(r.promotion ? [heading('Keputusan'), { text: `${PROMOTION[r.promotion] ?? r.promotion}` }] : []),
        ],
      },
    ],
    columnGap: 16,
  } as Content;
}

function signatures(r: RaporData, school: SchoolProfile, date: Date): Content {
  const dateLine = `${school.place ? `${school.place}, ` : ''}${longDate(date, school.timeZone)}`;
  return {
    unbreakable: true,
    stack: [
      {
        columns: [signer('Orang Tua/Wali Murid', null, undefined), signer('Wali Kelas', r.homeroom.name, r.homeroom.nip, dateLine)],
        columnGap: 24,
        margin: [0, 18, 0, 0],
      },
      {
        columns: [{ text: '', width: '*' }, signer('Kepala Sekolah', r.school.principalName, r.school.principalNip), { text: '', width: '*' }],
        margin: [0, 12, 0, 0],
      },
    ],
  };
}

/**
 * The Kurikulum Merdeka rapor (PPA 2025 layout): identity, "Mata Pelajaran / Nilai Akhir / Capaian Kompetensi",
 * kokurikuler, ekstrakurikuler, PKL (SMK), ketidakhadiran, the homeroom teacher's note and the three signatures.
 */
function merdekaSection(r: RaporData, school: SchoolProfile, date: Date): Content[] {
  return [
    { text: 'LAPORAN HASIL BELAJAR (RAPOR)', style: 'title' },
    { text: `Semester ${r.semester} Tahun Pelajaran ${r.yearLabel}`, style: 'subtitle' },
    identity(r),
    subjectTable(
      [
        { title: 'No', width: 22, align: 'center' },
        { title: 'Mata Pelajaran', width: 130 },
        { title: 'Nilai Akhir', width: 50, align: 'center' },
        { title: 'Capaian Kompetensi', width: '*' },
      ],
      r,
      (s, i) => [i, s.courseName, s.finalGrade, s.capaian || '-'],
    ),
    heading('Kokurikuler'),
    { text: r.kokurikuler || '-', margin: [0, 0, 0, 4] },
    heading('Ekstrakurikuler'),
    extrasTable(r),
    ...pklBlock(r, 'Praktik Kerja Lapangan'),
    ...(r.achievements.length ? [heading('Prestasi'), achievementsTable(r)] : []),
    absenceAndNote(r, 'Ketidakhadiran', 'Catatan Wali Kelas'),
    signatures(r, school, date),
  ];
}

/**
 * The K13 rapor: A. sikap spiritual and sosial (predikat and description), B. pengetahuan (KI-3) and
 * C. keterampilan (KI-4) per subject with KKM, score, predikat A–D and description, then ekstrakurikuler,
 * prestasi, PKL (SMK), ketidakhadiran, the homeroom teacher's note and the signatures.
 */
function k13Section(r: RaporData, school: SchoolProfile, date: Date): Content[] {
  const attitude = (k: 'spiritual' | 'social') => {
    const a = r.attitude?.[k];
    return a ? [a.predicate ? `${a.predicate} (${ATTITUDE_LABELS[a.predicate]})` : '-', a.description || '-'] : ['-', '-'];
  };
  const cols = (grade: string) => [
    { title: 'No', width: 20, align: 'center' as const },
    { title: 'Mata Pelajaran', width: 110 },
    { title: 'KKM', width: 28, align: 'center' as const },
    { title: grade, width: 32, align: 'center' as const },
    { title: 'Predikat', width: 40, align: 'center' as const },
    { title: 'Deskripsi', width: '*' as const },
  ];
  let letter = 'D'.charCodeAt(0);
  const next = () => String.fromCharCode(letter++);
  return [
    { text: 'LAPORAN HASIL CAPAIAN KOMPETENSI PESERTA DIDIK', style: 'title' },
    { text: `Semester ${r.semester} Tahun Pelajaran ${r.yearLabel}`, style: 'subtitle' },
    identity(r),
    heading('A. Sikap'),
    table(
      [
        { title: 'Sikap', width: 90 },
        { title: 'Predikat', width: 80, align: 'center' },
        { title: 'Deskripsi', width: '*' },
      ],
      [
        ['1. Sikap Spiritual', ...attitude('spiritual')],
        ['2. Sikap Sosial', ...attitude('social')],
      ],
    ),
    heading('B. Pengetahuan'),
    subjectTable(cols('Nilai'), r, (s, i) => [i, s.courseName, s.kkm, s.finalGrade, s.predicate, s.capaian || '-']),
    heading('C. Keterampilan'),
    subjectTable(cols('Nilai'), r, (s, i) => [i, s.courseName, s.kkm, s.skillsGrade, s.skillsPredicate, s.skillsCapaian || '-']),
    heading(`${next()}. Ekstrakurikuler`),
    extrasTable(r),
    heading(`${next()}. Prestasi`),
    achievementsTable(r),
    ...pklBlock(r, `${next()}. Praktik Kerja Lapangan`),
    absenceAndNote(r, `${next()}. Ketidakhadiran`, `${next()}. Catatan Wali Kelas`),
    signatures(r, school, date),
  ];
}

/** One student's rapor in the layout of the year's curriculum: a pure function, so a background job calls it too. */
export function raporSection(r: RaporData, school: SchoolProfile, date: Date): Content[] {
  return r.layout === 'k13' ? k13Section(r, school, date) : merdekaSection(r, school, date);
}

export function renderRapor(
  input: { rapors: RaporData[]; school: SchoolProfile; paper: Paper; date: Date },
  onProgress?: (done: number) => void,
): Promise<Buffer> {
  const title = input.rapors.length === 1 ? `Rapor ${input.rapors[0].student.name}` : `Rapor ${input.rapors[0]?.section.name ?? ''}`;
  return renderPdf(
    schoolDocument({ title, paper: input.paper, school: input.school, sections: input.rapors.map((r) => raporSection(r, input.school, input.date)) }),
    onProgress,
  );
}
