/** The attendance area's "other" screens: attendance cards with QR, blocked accounts, the password-reset log. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile } from '../file-answers.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { paperQuery } from '../../documents/paper.ts';

const TAG = 'Presensi';
const idParams = z.object({ id: pathIdSchema });

export const attendanceCardsPdfContract = defineContract({
  name: 'attendance.cards.pdf',
  method: 'GET',
  path: '/api/attendance/sections/:id/attendance-cards.pdf',
  auth: 'session',
  params: idParams,
  input: paperQuery,
  ...pdfFile,
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Kartu presensi satu rombel untuk dicetak: nama, NIS dan QR berisi PIN (nomor kartu RFID atau NIS).',
});

const account = z.object({ id: z.number(), fullName: z.string(), email: z.string(), userTypeId: z.string(), userType: z.string(), isActive: z.boolean() });

export const listBlocksContract = defineContract({
  name: 'attendance.blocks.list',
  method: 'GET',
  path: '/api/attendance/access-blocks',
  auth: 'session',
  input: z.object({ q: z.string().trim().max(60, 'Kata kunci terlalu panjang.').optional() }),
  output: z.object({
    blocks: z.array(
      z.object({
        id: z.number(),
        userId: z.number(),
        fullName: z.string(),
        userTypeId: z.string(),
        userType: z.string(),
        reason: z.string(),
        blockedAt: dateTimeSchema,
        liftedAt: dateTimeSchema.nullable(),
      }),
    ),
    found: z.array(account),
  }),
  tag: TAG,
  access: 'superadmin, admin sekolah',
  summary: 'Akun yang diblokir (dan yang sudah dibuka) serta pencarian akun untuk diblokir.',
});

export const blockAccountContract = defineContract({
  name: 'attendance.blocks.block',
  method: 'POST',
  path: '/api/attendance/access-blocks',
  auth: 'session',
  input: z.object({ userId: idSchema('Pilih akun.'), reason: z.string().trim().min(5, 'Tulis alasan minimal 5 huruf.').max(300, 'Alasan terlalu panjang.') }),
  output: z.object({ message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'superadmin, admin sekolah',
  summary: 'Memblokir akun sekolah: tidak dapat masuk dan semua sesinya berakhir saat itu juga.',
  example: { userId: 12, reason: 'Ponsel siswa hilang; akun diamankan.' },
});

export const liftBlockContract = defineContract({
  name: 'attendance.blocks.lift',
  method: 'POST',
  path: '/api/attendance/access-blocks/:id/lift',
  auth: 'session',
  params: idParams,
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'superadmin, admin sekolah',
  summary: 'Membuka blokir: akun dapat masuk kembali.',
});

export const passwordLogContract = defineContract({
  name: 'attendance.password_log',
  method: 'GET',
  path: '/api/attendance/password-log',
  auth: 'session',
  output: z.object({ entries: z.array(z.object({ id: z.number(), at: dateTimeSchema, userName: z.string(), userType: z.string(), byName: z.string() })) }),
  tag: TAG,
  access: 'superadmin, admin sekolah, staf pendukung',
  summary: 'Log atur ulang kata sandi: kata sandi siapa diatur orang lain, oleh siapa, kapan.',
});
