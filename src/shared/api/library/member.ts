/** What a member does for themself: reserve a title (pemesanan) and see the reservations; the staff see them all. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';

const TAG = 'Perpustakaan';

export const reservationSchema = z.object({
  id: z.number(),
  bookId: z.number(),
  title: z.string(),
  memberId: z.number(),
  memberCode: z.string(),
  memberName: z.string(),
  status: z.string(),
  createdAt: dateTimeSchema,
  available: z.number(),
  queue: z.number(),
});

export const reserveContract = defineContract({
  name: 'library.reservations.create',
  method: 'POST',
  path: '/api/library/reservations',
  auth: 'session',
  input: z.object({ bookId: idSchema('Pilih judul buku.') }),
  output: reservationSchema,
  status: 201,
  tag: TAG,
  access: 'anggota (siswa, guru, pegawai)',
  summary: 'Memesan satu judul; pesanan kedua untuk judul yang sama ditolak (422).',
});

export const cancelReservationContract = defineContract({
  name: 'library.reservations.cancel',
  method: 'POST',
  path: '/api/library/reservations/:id/cancel',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: reservationSchema,
  tag: TAG,
  summary: 'Membatalkan pesanan: anggota pesanannya sendiri, pustakawan semua pesanan.',
});

export const listReservationsContract = defineContract({
  name: 'library.reservations.list',
  method: 'GET',
  path: '/api/library/reservations',
  auth: 'session',
  input: z.object({ status: z.enum(['waiting', 'fulfilled', 'cancelled', 'all']).default('waiting'), mine: z.enum(['1']).optional() }),
  output: z.object({ data: z.array(reservationSchema), canManage: z.boolean() }),
  tag: TAG,
  summary: 'Pesanan buku: pustakawan melihat semua (dengan urutan antrean), anggota pesanannya sendiri.',
});
