import { z } from 'zod';
import { STAFF_STATUSES, STUDENT_STATUSES } from './statuses.ts';
import { idSchema, revisionSchema } from '../ids.ts';

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal berformat YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Tanggal tidak valid.');
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan berformat YYYY-MM.');
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Jam berformat HH:MM.');

export const calendarEventInput = z
  .object({
    title: z.string().trim().min(3, 'Nama kegiatan minimal 3 huruf.').max(150, 'Nama kegiatan terlalu panjang.'),
    startDate: isoDate,
    endDate: isoDate,
    kind: z.enum(['national', 'holiday', 'event', 'exam'], { message: 'Jenis kegiatan tidak dikenal.' }),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.' })
  .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) <= 366 * 86_400_000, { path: ['endDate'], message: 'Satu kegiatan paling lama satu tahun.' });

export const dailySaveInput = z.object({
  sectionId: idSchema('Pilih rombel.'),
  date: isoDate,
  /** The rombel-day revision the teacher's screen was loaded at. */
  revision: revisionSchema,
  /** Only the students the teacher tapped; everyone else is Hadir (or keeps what another saver set). */
  changes: z
    .array(
      z.object({
        studentId: idSchema('Pilih siswa.'),
        status: z.enum(STUDENT_STATUSES, { message: 'Status presensi tidak dikenal.' }),
        note: z.string().trim().max(200).optional(),
      }),
    )
    .max(200, 'Terlalu banyak siswa dalam satu simpan.'),
});

export const staffDayInput = z.object({
  userId: idSchema('Pilih pegawai.'),
  date: isoDate,
  status: z.enum(STAFF_STATUSES, { message: 'Status presensi tidak dikenal.' }),
  note: z.string().trim().max(200).optional(),
});

export const permitInput = z
  .object({
    studentId: idSchema('Pilih siswa.'),
    dateFrom: isoDate,
    dateTo: isoDate,
    kind: z.enum(['S', 'I'], { message: 'Pilih Sakit atau Izin.' }),
    reason: z.string().trim().min(5, 'Tuliskan alasan minimal 5 huruf.').max(500, 'Alasan terlalu panjang.'),
    fileId: z.uuid('Unggah foto suratnya dahulu.').nullable().optional(),
  })
  .refine((v) => v.dateTo >= v.dateFrom, { path: ['dateTo'], message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.' })
  .refine((v) => Date.parse(v.dateTo) - Date.parse(v.dateFrom) <= 30 * 86_400_000, { path: ['dateTo'], message: 'Satu izin paling lama 30 hari.' });

export const schoolHoursInput = z
  .object({
    audience: z.enum(['student', 'staff'], { message: 'Pilih siswa atau pegawai.' }),
    checkInFrom: clockTime,
    lateAfter: clockTime,
    checkOutFrom: clockTime,
  })
  .refine((v) => v.checkInFrom < v.lateAfter, { path: ['lateAfter'], message: 'Batas terlambat harus sesudah mulai tap masuk.' })
  .refine((v) => v.lateAfter < v.checkOutFrom, { path: ['checkOutFrom'], message: 'Jam pulang harus sesudah batas terlambat.' });
