/** Buku induk (issue 16): the school's legal student register — the list, one student's record, its PDF. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfContract } from './pdf-contract.ts';
import { pathIdSchema } from '../common.ts';
import { ENTRY_BASES, EXIT_REASONS } from '../../classroom/school-life.ts';

const TAG = 'Buku Induk';
const idParams = z.object({ id: pathIdSchema });
const dateText = z.iso.date({ message: 'Tanggal tidak valid.' });

export const registerListContract = defineContract({
  name: 'student-register.list',
  method: 'GET',
  path: '/api/student-register',
  auth: 'session',
  input: z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(['active', 'exited', 'all']).default('active'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        nis: z.string().nullable(),
        nisn: z.string().nullable(),
        registerNumber: z.string().nullable(),
        sectionName: z.string().nullable(),
        enteredOn: z.string().nullable(),
        exitReason: z.enum(EXIT_REASONS).nullable(),
      }),
    ),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    canWrite: z.boolean(),
  }),
  tag: TAG,
  summary: 'Daftar buku induk siswa (aktif, keluar/lulus, atau semua), dicari menurut nama, NIS, NISN atau nomor induk.',
});

const semesterResult = z.object({
  yearLabel: z.string(),
  semester: z.string(),
  sectionName: z.string(),
  subjects: z.array(z.object({ courseName: z.string(), finalGrade: z.number().nullable() })),
  absence: z.object({ sick: z.number(), permit: z.number(), absent: z.number() }),
  promotion: z.string().nullable(),
});

export const registerFieldsSchema = z.object({
  registerNumber: z.string().trim().min(1, 'Nomor induk wajib diisi.').max(30, 'Nomor induk paling banyak 30 karakter.'),
  enteredOn: dateText.nullish(),
  entryGrade: z.string().trim().max(30).nullish(),
  entryBasis: z.enum(ENTRY_BASES, { message: 'Pilih dasar penerimaan.' }).default('baru'),
  previousSchool: z.string().trim().max(150).nullish(),
  previousDiploma: z.string().trim().max(60).nullish(),
  exitOn: dateText.nullish(),
  exitReason: z.enum(EXIT_REASONS, { message: 'Pilih alasan keluar.' }).nullish(),
  exitDestination: z.string().trim().max(150).nullish(),
  diplomaNumber: z.string().trim().max(60).nullish(),
  notes: z.string().trim().max(2000).nullish(),
});

export const registerInput = registerFieldsSchema.superRefine((v, ctx) => {
  if (v.exitOn && !v.exitReason) ctx.addIssue({ code: 'custom', path: ['exitReason'], message: 'Isi alasan keluar.' });
  if (v.exitReason && !v.exitOn) ctx.addIssue({ code: 'custom', path: ['exitOn'], message: 'Isi tanggal keluar.' });
  if (v.exitOn && v.enteredOn && v.exitOn < v.enteredOn)
    ctx.addIssue({ code: 'custom', path: ['exitOn'], message: 'Tanggal keluar tidak boleh sebelum tanggal masuk.' });
  if (v.exitReason === 'pindah' && !v.exitDestination) ctx.addIssue({ code: 'custom', path: ['exitDestination'], message: 'Isi sekolah tujuan pindah.' });
});

export const registerRecordContract = defineContract({
  name: 'student-register.get',
  method: 'GET',
  path: '/api/student-register/:id',
  auth: 'session',
  params: idParams,
  output: z.object({
    id: z.number(),
    identity: z.object({
      name: z.string(),
      nis: z.string().nullable(),
      nisn: z.string().nullable(),
      nik: z.string().nullable(),
      gender: z.string().nullable(),
      birthPlace: z.string().nullable(),
      birthDate: z.string().nullable(),
      religion: z.string().nullable(),
      address: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    parents: z.object({
      father: z.string().nullable(),
      mother: z.string().nullable(),
      guardians: z.array(z.object({ name: z.string(), relation: z.string().nullable(), occupation: z.string().nullable(), phone: z.string().nullable() })),
    }),
    register: registerFieldsSchema.extend({ entryBasis: z.enum(ENTRY_BASES) }).nullable(),
    classes: z.array(z.object({ yearLabel: z.string(), sectionName: z.string(), grade: z.number() })),
    results: z.array(semesterResult),
    canWrite: z.boolean(),
  }),
  tag: TAG,
  summary: 'Satu lembar buku induk: identitas, orang tua, penerimaan, riwayat kelas, hasil belajar per semester (rapor yang sudah dirilis) dan keluar.',
});

export const saveRegisterContract = defineContract({
  name: 'student-register.save',
  method: 'PUT',
  path: '/api/student-register/:id',
  auth: 'session',
  params: idParams,
  input: registerInput,
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Mengisi data buku induk siswa (nomor induk unik di sekolah: 409), penerimaan, mutasi/keluar dan ijazah.',
  example: { registerNumber: '2025.001', enteredOn: '2025-07-14', entryGrade: 'X', entryBasis: 'baru', previousSchool: 'SMP Negeri 5 Bandung' },
});

export const registerPdfContract = pdfContract({
  name: 'student-register.pdf',
  path: '/api/student-register/:id/register.pdf',
  tag: TAG,
  summary: 'Lembar buku induk siswa sebagai PDF (kop sekolah, tanda tangan kepala sekolah).',
});
