/**
 * The accounts module's inputs (issue 20, item 5), shared by the public pages, the portal screens and the server:
 * password reset, account requests, registration codes and the school's switches.
 */
import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { PASSWORD_MIN } from '../api/profile.ts';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** The types a person may ask for or register as (never staff with rights over others). */
export const SELF_SERVICE_TYPES = { '3': 'Guru', '5': 'Siswa', '6': 'Orang Tua/Wali' } as const;
export type SelfServiceType = keyof typeof SELF_SERVICE_TYPES;
const selfServiceType = z.enum(['3', '5', '6'], 'Pilih peran: guru, siswa atau orang tua.');

/** A reset by email link lives 30 minutes, a WhatsApp code as long; an invitation 3 days. */
export const RESET_MINUTES = 30;
export const INVITE_DAYS = 3;

const password = z.string().min(PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter.`).max(1024, 'Password terlalu panjang.');
const newPasswordFields = { password, password_confirmation: z.string().min(1, 'Ulangi password baru.') };
const samePasswords = <T extends { password: string; password_confirmation: string }>(v: T) => v.password === v.password_confirmation;
const mismatch = { path: ['password_confirmation'], message: 'Konfirmasi password tidak sama dengan password baru.' };

// People type numbers as they say them ("0812 3456-7890"): the separators go before the check.
const phone = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s.()-]/g, '') : v),
  z.string().regex(/^(\+62|62|0)\d{8,13}$/, 'Nomor diawali 0 atau +62, 9-14 digit.'),
);
const email = z.email('Alamat email tidak valid.').max(120, 'Email maksimal 120 karakter.');
const nisn = z
  .string()
  .trim()
  .regex(/^\d{10}$/, 'NISN harus 10 digit angka.');
const fullName = z.string().trim().min(3, 'Nama minimal 3 karakter.').max(100, 'Nama maksimal 100 karakter.');
const gender = z.enum(['L', 'P'], 'Pilih jenis kelamin.');
const honeypot = optional(z.string().max(0, 'Kolom ini harus kosong.'));

/** "Lupa password": an email (a link comes) or a WhatsApp number (a 6-digit code comes). */
export const resetRequestInput = z.object({
  identity: z
    .string()
    .trim()
    .min(5, 'Isi email atau nomor WhatsApp.')
    .max(120, 'Terlalu panjang.')
    .refine((v) => email.safeParse(v).success || phone.safeParse(v).success, 'Isi email yang valid atau nomor WhatsApp (diawali 08 atau +62).'),
});

/** A new password with the link's token, or with the WhatsApp number and its code. */
export const resetConfirmInput = z
  .object({
    token: optional(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{20,100}$/, 'Tautan tidak valid.'),
    ),
    identity: optional(phone),
    code: optional(
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Kode terdiri dari 6 angka.'),
    ),
    ...newPasswordFields,
  })
  .refine(samePasswords, mismatch)
  .refine((v) => v.token || (v.identity && v.code), { path: ['code'], message: 'Isi nomor WhatsApp dan kode 6 angka dari pesan kami.' });

/** The public account request form. */
export const accountRequestInput = z
  .object({
    school: z.string().trim().min(1, 'Pilih sekolah.').max(80),
    role: selfServiceType,
    fullName,
    gender,
    email: optional(email),
    phone: optional(phone),
    nisn: optional(nisn),
    note: optional(z.string().trim().max(500, 'Catatan maksimal 500 karakter.')),
    website: honeypot,
  })
  .refine((v) => v.email || v.phone, { path: ['email'], message: 'Isi email atau nomor WhatsApp agar sekolah dapat menghubungi Anda.' })
  .refine((v) => v.role !== '6' || v.nisn, { path: ['nisn'], message: 'Isi NISN anak Anda agar akun dapat dihubungkan.' });

/** Registering oneself with a code from the school. */
export const codeRegistrationInput = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{6,20}$/, 'Kode pendaftaran tidak valid.'),
    fullName,
    gender,
    email: optional(email),
    phone: optional(phone),
    nisn: optional(nisn),
    ...newPasswordFields,
    website: honeypot,
  })
  .refine(samePasswords, mismatch)
  .refine((v) => v.email || v.nisn, { path: ['email'], message: 'Isi email (siswa boleh memakai NISN) untuk masuk nanti.' });

/** An admin's decisions. */
export const approveRequestInput = z.object({ sectionId: z.preprocess(blank, idSchema('Pilih rombel.').optional()) });
export const rejectRequestInput = z.object({ reason: z.string().trim().min(5, 'Tulis alasan minimal 5 huruf.').max(300, 'Alasan terlalu panjang.') });
export const adminSetPasswordInput = z.object(newPasswordFields).refine(samePasswords, mismatch);
export const adminResetLinkInput = z.object({ channel: z.enum(['email', 'whatsapp'], 'Pilih email atau WhatsApp.') });

export const createCodeInput = z.object({
  userTypeId: selfServiceType,
  sectionId: z.preprocess(blank, idSchema('Pilih rombel.').optional()),
  label: optional(z.string().trim().max(80, 'Keterangan maksimal 80 karakter.')),
  maxUses: z.coerce.number('Isi jumlah pemakaian.').int('Bilangan bulat.').min(1, 'Paling sedikit 1.').max(1000, 'Paling banyak 1000.'),
  validDays: z.coerce.number('Isi masa berlaku.').int('Bilangan bulat.').min(1, 'Paling sedikit 1 hari.').max(365, 'Paling lama 365 hari.'),
});

/** The school's switches of /coursesetting, /configteacher and /configmurid (sd_school_settings). */
export const SCHOOL_SWITCHES = {
  lateSubmission: {
    screen: 'coursesetting',
    label: 'Siswa boleh mengumpulkan tugas setelah tenggat (ditandai terlambat)',
    hint: 'Bila dimatikan, ruang kelas menolak kiriman tugas yang lewat tenggat.',
  },
  teacherProfileEdit: {
    screen: 'configteacher',
    label: 'Guru boleh mengubah data kontaknya sendiri (nomor HP, alamat)',
    hint: 'Di halaman Profil Saya. Bila dimatikan, hanya admin yang mengubahnya.',
  },
  studentProfileEdit: {
    screen: 'configmurid',
    label: 'Siswa boleh mengubah data kontaknya sendiri (nomor HP, alamat)',
    hint: 'Di halaman Profil Saya. Bila dimatikan, hanya admin dan TU yang mengubahnya.',
  },
  guardianSeesGrades: {
    screen: 'configmurid',
    label: 'Orang tua dapat melihat nilai dan rapor anak',
    hint: 'Bila dimatikan, Nilai Anak dan unduhan rapor ditolak untuk orang tua, dan nilai tugas di ruang kelas tidak ditampilkan kepada mereka.',
  },
} as const;
export type SchoolSwitch = keyof typeof SCHOOL_SWITCHES;
export const schoolSwitchesSchema = z.object({
  lateSubmission: z.boolean(),
  teacherProfileEdit: z.boolean(),
  studentProfileEdit: z.boolean(),
  guardianSeesGrades: z.boolean(),
});
export const saveSwitchesInput = schoolSwitchesSchema.partial();

/** What a teacher or student may correct of their own data when the school allows it. */
export const ownDetailsInput = z.object({
  phone: z.preprocess(blank, phone.nullable().optional()),
  address: z.preprocess(blank, z.string().trim().max(300, 'Alamat maksimal 300 karakter.').nullable().optional()),
});
