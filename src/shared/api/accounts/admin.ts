/**
 * The signed-in account screens: /resetpassword (help desk), /requestaccount, /setting_code_account, and the
 * switches of /coursesetting, /configteacher and /configmurid; the profile's own contact details.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import {
  adminResetLinkInput,
  adminSetPasswordInput,
  approveRequestInput,
  createCodeInput,
  ownDetailsInput,
  rejectRequestInput,
  saveSwitchesInput,
  schoolSwitchesSchema,
} from '../../accounts/inputs.ts';

const TAG = 'Akun';
const ACCESS = 'superadmin, admin sekolah, staf pendukung, TU';
const idParams = z.object({ id: pathIdSchema });
const message = z.object({ status: z.literal(true), message: z.string() });
const section = z.object({ id: z.number(), name: z.string() });

export const accountUserSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  userTypeId: z.string(),
  userType: z.string(),
  phone: z.string().nullable(),
  hasPassword: z.boolean(),
  isActive: z.boolean(),
});

export const searchAccountsContract = defineContract({
  name: 'accounts.users.search',
  method: 'GET',
  path: '/api/accounts/users',
  auth: 'session',
  tag: TAG,
  access: ACCESS,
  input: z.object({ q: z.string().trim().min(2, 'Ketik minimal 2 huruf.').max(60, 'Kata kunci terlalu panjang.') }),
  output: z.object({ users: z.array(accountUserSchema) }),
  summary: 'Mencari akun sekolah menurut nama, email atau NISN untuk diatur ulang passwordnya.',
});

export const setAccountPasswordContract = defineContract({
  name: 'accounts.users.password',
  method: 'POST',
  path: '/api/accounts/users/:id/password',
  auth: 'session',
  tag: TAG,
  access: ACCESS,
  params: idParams,
  input: adminSetPasswordInput,
  output: message,
  summary: 'Menetapkan password baru untuk satu akun; semua sesinya berakhir dan tercatat di log atur ulang kata sandi.',
});

export const sendResetLinkContract = defineContract({
  name: 'accounts.users.reset_link',
  method: 'POST',
  path: '/api/accounts/users/:id/reset-link',
  auth: 'session',
  tag: TAG,
  access: ACCESS,
  params: idParams,
  input: adminResetLinkInput,
  output: message,
  summary: 'Mengirim tautan atur password (berlaku 3 hari, sekali pakai) ke email atau WhatsApp pemilik akun.',
});

export const accountRequestSchema = z.object({
  id: z.number(),
  userTypeId: z.string(),
  userType: z.string(),
  fullName: z.string(),
  gender: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  nisn: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  createdAt: dateTimeSchema,
  decidedAt: dateTimeSchema.nullable(),
  decidedBy: z.string().nullable(),
  /** A parent's child found by the NISN given (null when none matches). */
  childName: z.string().nullable(),
});

export const listRequestsContract = defineContract({
  name: 'accounts.requests.list',
  method: 'GET',
  path: '/api/accounts/requests',
  auth: 'session',
  tag: TAG,
  access: ACCESS,
  input: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }),
  output: z.object({ requests: z.array(accountRequestSchema), pending: z.number(), sections: z.array(section) }),
  summary: 'Permintaan akun dari formulir publik, menurut status (menunggu, disetujui, ditolak), dengan rombel tahun ini.',
});

export const approveRequestContract = defineContract({
  name: 'accounts.requests.approve',
  method: 'POST',
  path: '/api/accounts/requests/:id/approve',
  auth: 'session',
  tag: TAG,
  access: ACCESS,
  params: idParams,
  input: approveRequestInput,
  output: message.extend({ userId: z.number(), login: z.string() }),
  summary: 'Menyetujui: akun dibuat (siswa masuk rombel, orang tua terhubung ke anaknya) dan tautan atur password dikirim, dalam satu transaksi.',
});

export const rejectRequestContract = defineContract({
  name: 'accounts.requests.reject',
  method: 'POST',
  path: '/api/accounts/requests/:id/reject',
  auth: 'session',
  tag: TAG,
  access: ACCESS,
  params: idParams,
  input: rejectRequestInput,
  output: message,
  summary: 'Menolak permintaan dengan alasan; peminta diberi tahu lewat email atau WhatsApp.',
});

export const registrationCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  userTypeId: z.string(),
  userType: z.string(),
  sectionName: z.string().nullable(),
  label: z.string().nullable(),
  maxUses: z.number(),
  usedCount: z.number(),
  expiresAt: dateTimeSchema,
  active: z.boolean(),
  state: z.enum(['active', 'expired', 'used_up', 'off']),
});

export const listCodesContract = defineContract({
  name: 'accounts.codes.list',
  method: 'GET',
  path: '/api/accounts/codes',
  auth: 'session',
  tag: TAG,
  access: ACCESS,
  output: z.object({ codes: z.array(registrationCodeSchema), sections: z.array(section) }),
  summary: 'Kode pendaftaran sekolah dengan pemakaiannya, dan rombel tahun ini untuk kode siswa.',
});

export const createCodeContract = defineContract({
  name: 'accounts.codes.create',
  method: 'POST',
  path: '/api/accounts/codes',
  auth: 'session',
  tag: TAG,
  access: ACCESS,
  status: 201,
  input: createCodeInput,
  output: registrationCodeSchema,
  summary: 'Membuat kode pendaftaran untuk satu peran (siswa boleh untuk satu rombel), dengan batas pemakaian dan masa berlaku.',
  example: { userTypeId: '5', sectionId: 1, maxUses: 36, validDays: 14, label: 'MPLS X AKL 1' },
});

export const deactivateCodeContract = defineContract({
  name: 'accounts.codes.deactivate',
  method: 'POST',
  path: '/api/accounts/codes/:id/deactivate',
  auth: 'session',
  tag: TAG,
  access: ACCESS,
  params: idParams,
  output: message,
  summary: 'Menonaktifkan kode: tidak dapat dipakai lagi.',
});

export const getSwitchesContract = defineContract({
  name: 'accounts.switches.get',
  method: 'GET',
  path: '/api/accounts/school-switches',
  auth: 'session',
  tag: TAG,
  access: 'staf sekolah',
  output: z.object({ switches: schoolSwitchesSchema, studentChat: z.boolean(), canEdit: z.boolean() }),
  summary: 'Izin sekolah untuk mapel, guru dan siswa (/coursesetting, /configteacher, /configmurid).',
});

export const saveSwitchesContract = defineContract({
  name: 'accounts.switches.save',
  method: 'PUT',
  path: '/api/accounts/school-switches',
  auth: 'session',
  tag: TAG,
  access: 'superadmin, admin sekolah',
  input: saveSwitchesInput,
  output: z.object({ switches: schoolSwitchesSchema, studentChat: z.boolean(), canEdit: z.boolean() }),
  summary: 'Mengubah satu atau beberapa izin sekolah; berlaku seketika di server.',
  example: { guardianSeesGrades: false },
});

export const ownDetailsSchema = z.object({
  applies: z.boolean(),
  editable: z.boolean(),
  notice: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

export const getOwnDetailsContract = defineContract({
  name: 'profile.details.get',
  method: 'GET',
  path: '/api/profile/details',
  auth: 'session',
  tag: 'Profil',
  output: ownDetailsSchema,
  summary: 'Data kontak guru atau siswa yang masuk, dan apakah sekolah mengizinkannya mengubah sendiri.',
});

export const saveOwnDetailsContract = defineContract({
  name: 'profile.details.save',
  method: 'PUT',
  path: '/api/profile/details',
  auth: 'session',
  tag: 'Profil',
  input: ownDetailsInput,
  output: ownDetailsSchema,
  summary: 'Guru atau siswa mengubah nomor HP dan alamatnya sendiri, bila izin sekolah menyala.',
});
