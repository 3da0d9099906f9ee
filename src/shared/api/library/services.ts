/** Visitor attendance at the door (presensi pengunjung) and collection suggestions (usulan koleksi). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { memberCodeField } from '../../library/schemas.ts';

const TAG = 'Perpustakaan';
const text = (label: string, max: number) => z.string().trim().min(1, `${label} wajib diisi.`).max(max, `Paling banyak ${max} karakter.`);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Paling banyak ${max} karakter.`)
    .transform((v) => v || null)
    .nullable()
    .optional();

export const VISIT_PURPOSES = ['Membaca', 'Meminjam', 'Mengembalikan', 'Mengerjakan tugas', 'Mencari referensi', 'Lainnya'] as const;

export const visitSchema = z.object({
  id: z.number(),
  memberCode: z.string().nullable(),
  name: z.string(),
  group: z.string(),
  purpose: z.string().nullable(),
  visitedAt: dateTimeSchema,
});

export const visitInput = z.union([
  z.object({ memberCode: memberCodeField, purpose: z.enum(VISIT_PURPOSES, 'Pilih keperluan.').optional() }),
  z.object({ guestName: text('Nama tamu', 120), guestInstitution: optional(120), purpose: z.enum(VISIT_PURPOSES, 'Pilih keperluan.').optional() }),
]);

export const recordVisitContract = defineContract({
  name: 'library.visits.create',
  method: 'POST',
  path: '/api/library/visits',
  auth: 'session',
  input: visitInput,
  output: z.object({ visit: visitSchema, repeat: z.boolean(), today: z.number() }),
  status: 201,
  tag: TAG,
  access: 'pustakawan, admin',
  summary:
    'Mencatat kunjungan: anggota memindai kartunya di pintu (kode AGT…, NIS/NISN atau email), atau tamu mengisi nama dan asal. Pindaian ulang dalam 30 menit tidak dihitung dua kali.',
  example: { memberCode: 'AGT000012', purpose: 'Membaca' },
});

export const listVisitsContract = defineContract({
  name: 'library.visits.list',
  method: 'GET',
  path: '/api/library/visits',
  auth: 'session',
  output: z.object({ data: z.array(visitSchema), today: z.number(), members: z.number(), guests: z.number() }),
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Pengunjung hari ini, terbaru di atas.',
});

export const suggestionSchema = z.object({
  id: z.number(),
  title: z.string(),
  authors: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(['submitted', 'accepted', 'rejected']),
  response: z.string().nullable(),
  memberName: z.string(),
  memberCode: z.string(),
  mine: z.boolean(),
  createdAt: dateTimeSchema,
  decidedAt: dateTimeSchema.nullable(),
});

export const createSuggestionContract = defineContract({
  name: 'library.suggestions.create',
  method: 'POST',
  path: '/api/library/suggestions',
  auth: 'session',
  input: z.object({ title: text('Judul', 300), authors: optional(300), note: optional(500) }),
  output: suggestionSchema,
  status: 201,
  tag: TAG,
  access: 'anggota (siswa, guru, pegawai)',
  summary: 'Mengusulkan judul untuk dibeli perpustakaan; usulan yang sama yang masih menunggu ditolak (422).',
});

export const listSuggestionsContract = defineContract({
  name: 'library.suggestions.list',
  method: 'GET',
  path: '/api/library/suggestions',
  auth: 'session',
  input: z.object({ status: z.enum(['submitted', 'accepted', 'rejected', 'all']).default('all') }),
  output: z.object({ data: z.array(suggestionSchema), canDecide: z.boolean(), canSuggest: z.boolean() }),
  tag: TAG,
  summary: 'Usulan koleksi: pustakawan melihat semua, anggota usulannya sendiri beserta jawaban pustakawan.',
});

export const decideSuggestionContract = defineContract({
  name: 'library.suggestions.decide',
  method: 'POST',
  path: '/api/library/suggestions/:id/decision',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: z.object({ status: z.enum(['accepted', 'rejected'], 'Pilih diterima atau ditolak.'), response: optional(500) }),
  output: suggestionSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Keputusan pustakawan atas usulan (diterima untuk pengadaan atau ditolak) dengan jawaban untuk pengusul; usulan yang sudah diputuskan 409.',
});
