/** QR attendance: the gate screen's rotating code (asked with the device's key) and a student's scan of it. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';

const TAG = 'Presensi';

export const gateCodeContract = defineContract({
  name: 'attendance.qr.code',
  method: 'GET',
  path: '/api/attendance/qr/code',
  auth: 'public',
  input: z.object({
    serial: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,64}$/, 'Nomor seri 4–64 huruf/angka.'),
    key: z.string().trim().min(8, 'Kunci perangkat tidak valid.').max(64, 'Kunci perangkat tidak valid.'),
  }),
  output: z.object({
    schoolName: z.string(),
    deviceName: z.string(),
    seconds: z.number(),
    expiresAt: dateTimeSchema,
    url: z.string(),
    size: z.number(),
    path: z.string(),
  }),
  tag: TAG,
  access: 'layar QR di gerbang (nomor seri dan kunci perangkat)',
  summary: 'Kode QR yang sedang berlaku untuk layar presensi (berganti tiap qrSeconds detik); sekaligus tanda perangkat hidup.',
});

export const scanQrContract = defineContract({
  name: 'attendance.qr.scan',
  method: 'POST',
  path: '/api/attendance/qr/scan',
  auth: 'session',
  input: z.object({ token: z.string().trim().min(1, 'Pindai kode QR di layar presensi.').max(120, 'Kode QR tidak sah.') }),
  output: z.object({ message: z.string(), at: z.string() }),
  tag: TAG,
  access: 'siswa',
  summary:
    'Siswa memindai QR layar presensi dengan ponselnya: tercatat hadir lewat jalur tap yang sama; kode kedaluwarsa, milik sekolah lain atau palsu 422, dipakai dua kali 409.',
  example: { token: 'v1.2.88412345.AbCdEfGhIjKlMnOpQrStUv' },
});

export const setQrSecondsContract = defineContract({
  name: 'attendance.qr.seconds',
  method: 'PUT',
  path: '/api/attendance/devices/:id/qr-seconds',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: z.object({
    qrSeconds: z.number({ message: 'Isi lama kode berlaku.' }).int('Bilangan bulat.').min(10, 'Paling cepat 10 detik.').max(300, 'Paling lama 300 detik.'),
  }),
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Mengatur berapa detik sebuah kode QR layar presensi berlaku sebelum berganti.',
});
