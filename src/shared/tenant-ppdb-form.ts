import { z } from 'zod';
import { PPDB_PATHWAYS } from './tenant-schema.ts';

/**
 * The PPDB registration and status-check inputs, shared by the public form (its choices) and the API
 * (validation, 422 messages in Indonesian).
 */
export const RELIGIONS = ['Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha', 'Khonghucu'] as const;
export const GUARDIAN_RELATIONS = ['Ayah', 'Ibu', 'Wali'] as const;

const trimmed = (min: number, max: number, label: string) =>
  z.string().trim().min(min, `${label} minimal ${min} karakter.`).max(max, `${label} maksimal ${max} karakter.`);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const registrationInputSchema = z.object({
  school: z.string().min(1, 'Pilih sekolah tujuan.'),
  period: z.string().min(1, 'Pilih gelombang pendaftaran.'),
  pathway: z.enum(PPDB_PATHWAYS, 'Pilih jalur pendaftaran.'),
  major: optional(trimmed(2, 80, 'Jurusan')),
  fullName: trimmed(3, 100, 'Nama'),
  nik: z.string().regex(/^\d{16}$/, 'NIK harus 16 digit angka.'),
  nisn: optional(z.string().regex(/^\d{10}$/, 'NISN harus 10 digit angka.')),
  gender: z.enum(['L', 'P'], 'Pilih jenis kelamin.'),
  birthPlace: trimmed(2, 60, 'Tempat lahir'),
  birthDate: z.iso.date('Tanggal lahir tidak valid.'),
  religion: z.enum(RELIGIONS, 'Pilih agama.'),
  address: trimmed(10, 300, 'Alamat'),
  previousSchool: optional(trimmed(2, 100, 'Asal sekolah')),
  guardianName: trimmed(3, 100, 'Nama orang tua/wali'),
  guardianRelation: z.enum(GUARDIAN_RELATIONS, 'Pilih hubungan dengan calon peserta didik.'),
  guardianPhone: z
    .string()
    .trim()
    .regex(/^(\+62|0)8\d{7,12}$/, 'Nomor HP diawali 08 atau +628, 9-14 digit.'),
  guardianEmail: optional(z.email('Alamat email tidak valid.').max(120)),
  consent: z.literal(true, 'Persetujuan orang tua/wali diperlukan.'),
  /** Honeypot: people leave it empty. */
  website: optional(z.string().max(0, 'Kolom ini harus kosong.')),
});

export const checkInputSchema = z.object({
  registrationNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,40}$/, 'Nomor pendaftaran tidak valid.'),
  birthDate: z.iso.date('Tanggal lahir tidak valid.'),
});

export type RegistrationInput = z.infer<typeof registrationInputSchema>;
export type CheckInput = z.infer<typeof checkInputSchema>;
