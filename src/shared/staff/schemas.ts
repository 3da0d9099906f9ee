/** Inputs of the staff record and payroll calls (422 messages in Indonesian). */
import { z } from 'zod';
import { idSchema } from '../ids.ts';

const optionalText = (max: number) => z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max, `Maksimal ${max} karakter.`).nullable().optional());
const optionalDate = z.preprocess((v) => (v === '' ? null : v), z.iso.date('Tanggal tidak valid.').nullable().optional());
const optionalId = (message: string) => z.preprocess((v) => (v === '' ? null : v), idSchema(message).nullable().optional());
const rupiah = z.number('Isi dengan angka.').int('Rupiah tanpa desimal.').min(0, 'Tidak boleh negatif.').max(1_000_000_000, 'Terlalu besar.');

export const employeeRecordInput = z.object({
  typeId: optionalId('Pilih jenis pegawai.'),
  statusId: optionalId('Pilih status pegawai.'),
  groupId: optionalId('Pilih golongan.'),
  groupSince: optionalDate,
  skNumber: optionalText(80),
  appointedSince: optionalDate,
  qualification: optionalText(80),
  certified: z.boolean().default(false),
  certificateNumber: optionalText(40),
  nrg: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^\d{12}$/, 'NRG 12 digit angka.')
      .nullable()
      .optional(),
  ),
  positions: z.array(z.string().trim().min(2, 'Nama jabatan minimal 2 karakter.').max(80)).max(5, 'Paling banyak 5 jabatan.').default([]),
  baseSalary: z.preprocess((v) => (v === '' ? null : v), rupiah.nullable().optional()),
  allowances: z
    .array(z.object({ allowanceTypeId: idSchema('Pilih tunjangan/potongan.'), amount: rupiah }))
    .max(30)
    .default([]),
});

export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan berformat YYYY-MM.');

export const payslipLinesInput = z.object({
  lines: z
    .array(
      z.object({
        name: z.string().trim().min(2, 'Nama minimal 2 karakter.').max(80),
        kind: z.enum(['allowance', 'deduction'], 'Pilih jenis.'),
        amount: rupiah,
      }),
    )
    .max(40),
});

export const appendixInput = z.object({
  userId: idSchema('Pilih pegawai.'),
  kind: z.enum(['SK', 'Sertifikat', 'Ijazah', 'Lainnya'], 'Pilih jenis lampiran.'),
  title: z.string().trim().min(3, 'Judul minimal 3 karakter.').max(120),
  documentNumber: optionalText(80),
  documentDate: optionalDate,
  fileId: z.uuid('Unggah berkasnya dahulu.'),
});
