/** Rapor: the homeroom teacher's pages, the preview and PDF, release and lock, settings, the family's view. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile, xlsxFile } from '../file-answers.ts';
import { pathIdSchema } from '../common.ts';
import { paperQuery } from '../../documents/paper.ts';
import { ASSESSMENT_KINDS, ATTITUDE_PREDICATES, semesterSchema } from '../../grades/schemas.ts';
import { revisionSchema } from '../../ids.ts';

const TAG = 'Rapor';
const idParams = z.object({ id: pathIdSchema });
const semesterQuery = z.object({ semester: semesterSchema.optional() });
const pdfQuery = paperQuery.extend({ semester: semesterSchema.optional() });
const count = (label: string) =>
  z
    .number({ message: `${label} harus angka.` })
    .int(`${label} harus bilangan bulat.`)
    .min(0, `${label} tidak boleh negatif.`)
    .max(200, `${label} paling banyak 200.`);
const extracurricular = z.object({
  name: z.string().trim().min(1, 'Nama ekstrakurikuler wajib diisi.').max(80),
  grade: z.string().trim().min(1, 'Predikat wajib diisi.').max(30),
  note: z.string().trim().max(300),
});

const attitudePart = z.object({
  predicate: z.enum(ATTITUDE_PREDICATES, { message: 'Pilih predikat SB, B, C atau K.' }),
  description: z.string().trim().max(500, 'Paling banyak 500 karakter.'),
});
export const attitudeSchema = z.object({ spiritual: attitudePart, social: attitudePart });
/** What the wali kelas saves: a K13 rapor prints the predikat with its description, and a predikat alone tells
 * the parent nothing. (The answer keeps the looser shape: entries saved before this rule may have none.) */
const attitudeInputPart = attitudePart.extend({
  description: z.string().trim().min(1, 'Deskripsi sikap wajib diisi.').max(500, 'Paling banyak 500 karakter.'),
});
const attitudeInputSchema = z.object({ spiritual: attitudeInputPart, social: attitudeInputPart });
export const pklSchema = z.object({
  partner: z.string().trim().min(1, 'Nama mitra DU/DI wajib diisi.').max(120),
  location: z.string().trim().max(200),
  months: z.number({ message: 'Lama PKL harus angka.' }).int('Lama PKL dalam bulan (bilangan bulat).').min(0).max(24, 'Paling lama 24 bulan.'),
  note: z.string().trim().max(300),
});
export const achievementSchema = z.object({
  kind: z.string().trim().min(1, 'Jenis prestasi wajib diisi.').max(80),
  description: z.string().trim().min(1, 'Keterangan prestasi wajib diisi.').max(300),
});
export const extracurricularSchema = extracurricular;
export const PROMOTIONS = ['naik', 'tinggal', 'lulus', 'tidak_lulus'] as const;

export const raporSchema = z.object({
  studentId: z.number(),
  student: z.object({ name: z.string(), nis: z.string().nullable(), nisn: z.string().nullable() }),
  school: z.object({
    name: z.string(),
    npsn: z.string(),
    address: z.string().nullable(),
    principalName: z.string().nullable(),
    principalNip: z.string().nullable(),
    place: z.string().nullable(),
  }),
  section: z.object({ id: z.number(), name: z.string(), className: z.string(), grade: z.number(), phase: z.string().nullable() }),
  homeroom: z.object({ name: z.string().nullable(), nip: z.string().nullable() }),
  yearLabel: z.string(),
  semester: z.string(),
  layout: z.enum(['merdeka', 'k13']),
  /** An SMK: the rapor carries the PKL block. */
  vocational: z.boolean(),
  subjects: z.array(
    z.object({
      courseName: z.string(),
      courseGroup: z.string(),
      finalGrade: z.number().nullable(),
      capaian: z.string(),
      kkm: z.number(),
      predicate: z.string().nullable(),
      skillsGrade: z.number().nullable(),
      skillsPredicate: z.string().nullable(),
      skillsCapaian: z.string(),
    }),
  ),
  kokurikuler: z.string().nullable(),
  extracurriculars: z.array(z.object({ name: z.string(), grade: z.string(), note: z.string() })),
  /** entered: the homeroom teacher's list; classroom: the coaches' predikat from the class room module. */
  extracurricularsFrom: z.enum(['entered', 'classroom']),
  achievements: z.array(z.object({ kind: z.string(), description: z.string() })),
  attitude: attitudeSchema.nullable(),
  pkl: z.array(pklSchema),
  absenceManual: z.boolean(),
  absence: z.object({ sick: z.number(), permit: z.number(), absent: z.number(), source: z.enum(['entered', 'attendance']), frozen: z.boolean() }),
  homeroomNote: z.string().nullable(),
  promotion: z.string().nullable(),
  revision: z.number(),
  release: z.object({ date: z.string(), locked: z.boolean() }).nullable(),
});

export const getRaporContract = defineContract({
  name: 'grades.rapor.get',
  method: 'GET',
  path: '/api/grades/rapor/students/:id',
  auth: 'session',
  params: idParams,
  input: semesterQuery,
  output: raporSchema,
  tag: TAG,
  summary: 'Rapor seorang siswa seperti dicetak (pratinjau). Siswa dan orang tua hanya rapor sendiri yang sudah dirilis; lainnya 404.',
});

export const raporPdfContract = defineContract({
  name: 'grades.rapor.pdf',
  method: 'GET',
  path: '/api/grades/rapor/students/:id/rapor.pdf',
  auth: 'session',
  params: idParams,
  input: pdfQuery,
  ...pdfFile,
  tag: TAG,
  summary: 'Rapor seorang siswa sebagai PDF (A4 atau F4), lewat jalur dokumen sekolah.',
});

export const sectionRaporContract = defineContract({
  name: 'grades.rapor.section',
  method: 'GET',
  path: '/api/grades/rapor/sections/:id',
  auth: 'session',
  params: idParams,
  input: semesterQuery,
  output: z.object({
    section: z.object({ id: z.number(), name: z.string() }),
    semester: z.string(),
    lock: z.string().nullable(),
    canEdit: z.boolean(),
    students: z.array(z.object({ id: z.number(), name: z.string(), nis: z.string().nullable(), average: z.number().nullable(), filled: z.boolean() })),
  }),
  tag: TAG,
  summary: 'Halaman wali kelas: siswa rombel dengan rata-rata nilai akhir dan apakah bagian wali kelas sudah diisi.',
});

export const raporEntryInput = z.object({
  semester: semesterSchema.optional(),
  sick: count('Sakit'),
  permit: count('Izin'),
  absent: count('Tanpa keterangan'),
  kokurikuler: z.string().trim().max(1000, 'Paling banyak 1000 karakter.').nullable(),
  extracurriculars: z.array(extracurricular).max(10, 'Paling banyak 10 ekstrakurikuler.'),
  achievements: z.array(achievementSchema).max(10, 'Paling banyak 10 prestasi.').default([]),
  attitude: attitudeInputSchema.nullable().default(null),
  pkl: z.array(pklSchema).max(5, 'Paling banyak 5 tempat PKL.').default([]),
  /** true: S/I/A are the figures typed here, not the attendance recap. */
  absenceManual: z.boolean().default(false),
  homeroomNote: z.string().trim().max(1000, 'Paling banyak 1000 karakter.').nullable(),
  promotion: z.enum(PROMOTIONS, { message: 'Pilih naik kelas, tinggal kelas, lulus atau tidak lulus.' }).nullable(),
  revision: revisionSchema,
});

export const saveRaporEntryContract = defineContract({
  name: 'grades.rapor.entry.save',
  method: 'PUT',
  path: '/api/grades/rapor/students/:id/entry',
  auth: 'session',
  params: idParams,
  input: raporEntryInput,
  output: raporSchema,
  tag: TAG,
  access: 'wali kelas, admin',
  summary: 'Bagian wali kelas pada rapor: ketidakhadiran (S/I/A), kokurikuler, ekstrakurikuler, catatan, kenaikan kelas.',
  example: {
    sick: 1,
    permit: 0,
    absent: 0,
    kokurikuler: null,
    extracurriculars: [{ name: 'Pramuka', grade: 'Baik', note: 'Aktif' }],
    homeroomNote: 'Pertahankan.',
    promotion: null,
    revision: 0,
  },
});

const releaseSchema = z.object({ id: z.number(), semester: z.string(), releaseDate: z.string(), locked: z.boolean() });
export const releasesSchema = z.object({
  yearLabel: z.string(),
  semester: z.string(),
  releases: z.array(releaseSchema),
  canRelease: z.boolean(),
  canUnlock: z.boolean(),
});

export const listReleasesContract = defineContract({
  name: 'grades.release.list',
  method: 'GET',
  path: '/api/grades/release',
  auth: 'session',
  output: releasesSchema,
  tag: TAG,
  summary: 'Status rilis rapor tiap semester tahun ajaran ini.',
});

export const releaseContract = defineContract({
  name: 'grades.release.create',
  method: 'POST',
  path: '/api/grades/release',
  auth: 'session',
  input: z.object({ semester: semesterSchema, releaseDate: z.iso.date({ message: 'Tanggal rilis wajib diisi (YYYY-MM-DD).' }) }),
  output: releasesSchema,
  tag: TAG,
  access: 'admin, kepala sekolah',
  summary: 'Merilis rapor satu semester pada tanggalnya: siswa dan orang tua dapat melihat dan mengunduhnya, nilai terkunci.',
});

export const unlockContract = defineContract({
  name: 'grades.release.unlock',
  method: 'POST',
  path: '/api/grades/release/:id/unlock',
  auth: 'session',
  params: idParams,
  input: z.object({
    reason: z.string().trim().min(5, 'Tuliskan alasan membuka kunci (paling sedikit 5 karakter).').max(300, 'Alasan paling banyak 300 karakter.'),
  }),
  output: releasesSchema,
  tag: TAG,
  access: 'kepala sekolah',
  summary: 'Membuka kunci nilai semester yang sudah dirilis (tercatat di audit); rilis ulang menguncinya lagi.',
});

export const settingsSchema = z.object({
  yearLabel: z.string(),
  semester: semesterSchema,
  weights: z.record(z.enum(ASSESSMENT_KINDS), z.number()),
  canEdit: z.boolean(),
});

export const getSettingsContract = defineContract({
  name: 'grades.settings.get',
  method: 'GET',
  path: '/api/grades/settings',
  auth: 'session',
  output: settingsSchema,
  tag: TAG,
  summary: 'Semester aktif dan bobot tiap jenis penilaian untuk nilai akhir rapor.',
});

export const saveSettingsContract = defineContract({
  name: 'grades.settings.save',
  method: 'PUT',
  path: '/api/grades/settings',
  auth: 'session',
  input: z.object({
    semester: semesterSchema,
    weights: z.object(
      Object.fromEntries(
        ASSESSMENT_KINDS.map((k) => [
          k,
          z.number({ message: 'Bobot harus angka.' }).int('Bobot harus bilangan bulat.').min(0, 'Bobot 0–100.').max(100, 'Bobot 0–100.'),
        ]),
      ) as Record<(typeof ASSESSMENT_KINDS)[number], z.ZodNumber>,
    ),
  }),
  output: settingsSchema,
  tag: TAG,
  access: 'admin',
  summary: 'Mengubah semester aktif dan bobot penilaian; jumlah bobot harus 100.',
  example: { semester: '1', weights: { formatif: 10, sumatif: 40, sts: 20, sas: 30 } },
});

export const myRaporsContract = defineContract({
  name: 'grades.rapor.mine',
  method: 'GET',
  path: '/api/grades/rapor/mine',
  auth: 'session',
  output: z.object({
    rapors: z.array(
      z.object({ studentId: z.number(), name: z.string(), sectionName: z.string(), yearLabel: z.string(), semester: z.string(), releaseDate: z.string() }),
    ),
  }),
  tag: TAG,
  summary: 'Rapor yang sudah dirilis untuk siswa sendiri atau anak-anak orang tua.',
});

const legerQuery = z.object({ semester: semesterSchema.optional(), kind: z.enum(['final', 'sts']).default('final') });
export const legerSchema = z.object({
  section: z.object({ id: z.number(), name: z.string() }),
  semester: z.string(),
  kind: z.enum(['final', 'sts']),
  subjects: z.array(z.object({ id: z.number(), name: z.string(), kkm: z.number() })),
  rows: z.array(
    z.object({
      studentId: z.number(),
      name: z.string(),
      nis: z.string().nullable(),
      scores: z.array(z.number().nullable()),
      total: z.number(),
      average: z.number().nullable(),
      rank: z.number().nullable(),
    }),
  ),
});

export const legerContract = defineContract({
  name: 'grades.leger.get',
  method: 'GET',
  path: '/api/grades/leger/:id',
  auth: 'session',
  params: idParams,
  input: legerQuery,
  output: legerSchema,
  tag: TAG,
  summary: 'Leger satu rombel: nilai akhir (atau STS dengan kind=sts) tiap mapel × tiap siswa, jumlah, rata-rata dan peringkat.',
});

export const legerXlsxContract = defineContract({
  name: 'grades.leger.xlsx',
  method: 'GET',
  path: '/api/grades/leger/:id/leger.xlsx',
  auth: 'session',
  params: idParams,
  input: legerQuery,
  ...xlsxFile,
  tag: TAG,
  summary: 'Leger satu rombel sebagai berkas Excel.',
});

export const sectionRaporPdfContract = defineContract({
  name: 'grades.rapor.section.pdf',
  method: 'GET',
  path: '/api/grades/rapor/sections/:id/rapor.pdf',
  auth: 'session',
  params: idParams,
  input: pdfQuery,
  ...pdfFile,
  tag: TAG,
  summary: 'Semua rapor satu rombel dalam satu PDF untuk dicetak (wali kelas, admin, kepala sekolah).',
});
