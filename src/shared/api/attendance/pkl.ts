/** Work placement (PKL): the DUDI and who is placed there, the daily attendance at the DUDI, and the PKL journal. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { isoDate } from '../../attendance/schemas.ts';

const TAG = 'PKL';
const idParams = z.object({ id: pathIdSchema });
const option = z.object({ id: z.number(), name: z.string() });
const message = z.object({ message: z.string() });
const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} paling panjang ${max} huruf.`).nullable().optional();
const SUPERVISORS = 'admin, TU, pembimbing PKL, guru pembimbing, mentor DUDI (siswanya sendiri)';

export const companyInput = z.object({
  name: z.string().trim().min(3, 'Nama DUDI minimal 3 huruf.').max(150, 'Nama DUDI terlalu panjang.'),
  field: optionalText(100, 'Bidang usaha'),
  address: optionalText(300, 'Alamat'),
  contactName: optionalText(100, 'Nama kontak'),
  contactPhone: z
    .string()
    .trim()
    .regex(/^(\+?\d[\d\s-]{6,19})?$/, 'Nomor telepon tidak valid.')
    .nullable()
    .optional(),
  quota: z
    .number({ message: 'Isi kuota (0 = tanpa batas).' })
    .int('Kuota bilangan bulat.')
    .min(0, 'Kuota tidak boleh negatif.')
    .max(500, 'Kuota paling banyak 500.'),
});

export const listCompaniesContract = defineContract({
  name: 'pkl.companies.list',
  method: 'GET',
  path: '/api/attendance/pkl/companies',
  auth: 'session',
  output: z.object({
    canManage: z.boolean(),
    companies: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        field: z.string().nullable(),
        address: z.string().nullable(),
        contactName: z.string().nullable(),
        contactPhone: z.string().nullable(),
        quota: z.number(),
        placements: z.array(
          z.object({
            id: z.number(),
            studentId: z.number(),
            studentName: z.string(),
            sectionName: z.string().nullable(),
            supervisorName: z.string(),
            mentorName: z.string().nullable(),
            startDate: z.string(),
            endDate: z.string(),
          }),
        ),
      }),
    ),
    supervisors: z.array(option),
    mentors: z.array(option),
    sections: z.array(option),
  }),
  tag: TAG,
  access: SUPERVISORS,
  summary: 'Daftar DUDI dan siswa yang ditempatkan; pembimbing dan mentor hanya melihat DUDI siswanya.',
});

export const createCompanyContract = defineContract({
  name: 'pkl.companies.create',
  method: 'POST',
  path: '/api/attendance/pkl/companies',
  auth: 'session',
  input: companyInput,
  output: z.object({ id: z.number(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menambah DUDI (nama unik di sekolah).',
  example: { name: 'PT Maju Bersama', field: 'Akuntansi', address: 'Jl. Merdeka 10, Bandung', contactName: 'Ibu Sari', contactPhone: '081234567890', quota: 4 },
});

export const updateCompanyContract = defineContract({
  name: 'pkl.companies.update',
  method: 'PUT',
  path: '/api/attendance/pkl/companies/:id',
  auth: 'session',
  params: idParams,
  input: companyInput,
  output: z.object({ id: z.number(), message: z.string() }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Mengubah data DUDI.',
});

export const deleteCompanyContract = defineContract({
  name: 'pkl.companies.delete',
  method: 'DELETE',
  path: '/api/attendance/pkl/companies/:id',
  auth: 'session',
  params: idParams,
  output: message,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menghapus DUDI yang belum punya siswa PKL (409 bila masih ada).',
});

export const addPlacementsContract = defineContract({
  name: 'pkl.placements.add',
  method: 'POST',
  path: '/api/attendance/pkl/placements',
  auth: 'session',
  input: z
    .object({
      companyId: idSchema('Pilih DUDI.'),
      sectionId: idSchema('Pilih rombel.'),
      studentIds: z.array(idSchema('Pilih siswa.')).min(1, 'Pilih minimal satu siswa.').max(60, 'Paling banyak 60 siswa sekali simpan.'),
      supervisorId: idSchema('Pilih pembimbing PKL.'),
      mentorId: idSchema('Pilih mentor DUDI.').nullable().optional(),
      startDate: isoDate,
      endDate: isoDate,
    })
    .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.' })
    .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) <= 366 * 86_400_000, { path: ['endDate'], message: 'Masa PKL paling lama satu tahun.' }),
  output: message,
  status: 201,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menempatkan siswa satu rombel di satu DUDI dengan pembimbing (dan mentor DUDI) untuk satu periode; kuota dan bentrok periode 422.',
});

export const removePlacementContract = defineContract({
  name: 'pkl.placements.remove',
  method: 'DELETE',
  path: '/api/attendance/pkl/placements/:id',
  auth: 'session',
  params: idParams,
  output: message,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menghapus penempatan yang salah (presensi dan jurnalnya ikut terhapus).',
});

export const pklDayContract = defineContract({
  name: 'pkl.days.get',
  method: 'GET',
  path: '/api/attendance/pkl/days',
  auth: 'session',
  input: z.object({ date: isoDate.optional() }),
  output: z.object({
    date: z.string(),
    isToday: z.boolean(),
    role: z.enum(['student', 'supervisor']),
    students: z.array(
      z.object({
        placementId: z.number(),
        studentId: z.number(),
        studentName: z.string(),
        companyName: z.string(),
        status: z.string().nullable(),
        source: z.string().nullable(),
        checkInAt: dateTimeSchema.nullable(),
        note: z.string().nullable(),
        confirmed: z.boolean(),
        journal: z.string().nullable(),
      }),
    ),
  }),
  tag: TAG,
  access: `siswa PKL (dirinya), ${SUPERVISORS}`,
  summary: 'Presensi PKL satu hari: siswa yang sedang PKL, kehadiran yang dilaporkan siswa atau diisi pembimbing, dan jurnal hari itu.',
});

export const pklCheckInContract = defineContract({
  name: 'pkl.days.check_in',
  method: 'POST',
  path: '/api/attendance/pkl/check-in',
  auth: 'session',
  input: z.object({ note: z.string().trim().max(200, 'Catatan paling panjang 200 huruf.').optional() }),
  output: message,
  status: 201,
  tag: TAG,
  access: 'siswa yang sedang PKL',
  summary: 'Siswa melaporkan hadir di DUDI hari ini (sekali sehari; pembimbing mengonfirmasi).',
});

export const setPklDayContract = defineContract({
  name: 'pkl.days.set',
  method: 'PUT',
  path: '/api/attendance/pkl/days',
  auth: 'session',
  input: z.object({
    placementId: idSchema('Pilih siswa.'),
    date: isoDate,
    status: z.enum(['H', 'S', 'I', 'A'], { message: 'Status presensi tidak dikenal.' }),
    note: z.string().trim().max(200, 'Catatan paling panjang 200 huruf.').optional(),
  }),
  output: message,
  tag: TAG,
  access: SUPERVISORS,
  summary: 'Pembimbing atau mentor mengonfirmasi atau mengisi presensi PKL seorang siswa pada satu hari.',
  example: { placementId: 1, date: '2026-11-23', status: 'H' },
});

export const listJournalsContract = defineContract({
  name: 'pkl.journals.list',
  method: 'GET',
  path: '/api/attendance/pkl/journals',
  auth: 'session',
  input: z.object({ status: z.enum(['submitted', 'approved', 'revision'], { message: 'Status jurnal tidak dikenal.' }).optional() }),
  output: z.object({
    role: z.enum(['student', 'supervisor']),
    today: z.string(),
    placement: z.object({ id: z.number(), companyName: z.string() }).nullable(),
    entries: z.array(
      z.object({
        id: z.number(),
        placementId: z.number(),
        date: z.string(),
        activity: z.string(),
        status: z.string(),
        feedback: z.string().nullable(),
        studentName: z.string(),
        companyName: z.string(),
      }),
    ),
  }),
  tag: TAG,
  access: `siswa PKL (dirinya), ${SUPERVISORS}`,
  summary: 'Jurnal PKL: milik siswa sendiri, atau jurnal siswa bimbingan (yang menunggu diperiksa lebih dahulu).',
});

export const writeJournalContract = defineContract({
  name: 'pkl.journals.write',
  method: 'POST',
  path: '/api/attendance/pkl/journals',
  auth: 'session',
  input: z.object({
    date: isoDate,
    activity: z.string().trim().min(10, 'Ceritakan kegiatan minimal 10 huruf.').max(2000, 'Jurnal paling panjang 2.000 huruf.'),
  }),
  output: message,
  tag: TAG,
  access: 'siswa yang sedang PKL',
  summary: 'Menulis atau memperbaiki jurnal satu hari PKL; jurnal yang sudah disetujui 409.',
});

export const reviewJournalContract = defineContract({
  name: 'pkl.journals.review',
  method: 'POST',
  path: '/api/attendance/pkl/journals/:id/review',
  auth: 'session',
  params: idParams,
  input: z.object({
    approve: z.boolean({ message: 'Pilih setujui atau kembalikan.' }),
    feedback: z.string().trim().max(500, 'Catatan paling panjang 500 huruf.').optional(),
  }),
  output: message,
  tag: TAG,
  access: SUPERVISORS,
  summary: 'Menyetujui jurnal atau mengembalikannya dengan catatan perbaikan (sekali; 409 sesudahnya).',
});
