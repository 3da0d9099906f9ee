/** The inputs of the PPDB administration calls, shared by the forms and the server (422 messages in Indonesian). */
import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { PPDB_PATHWAYS } from './pathways.ts';
import { ACTIVITY_KINDS } from './statuses.ts';

const name = (label: string, max = 120) => z.string().trim().min(2, `${label} minimal 2 karakter.`).max(max, `${label} maksimal ${max} karakter.`);
const isoDate = z.iso.date('Tanggal tidak valid.');
const rupiah = z.number('Isi dengan angka.').int('Rupiah tanpa desimal.').min(0, 'Tidak boleh negatif.').max(1_000_000_000_000, 'Terlalu besar.');
const optionalText = (max: number) => z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(max, `Maksimal ${max} karakter.`).nullable().optional());
const pathway = z.enum(PPDB_PATHWAYS, 'Pilih jalur.');
const optionalPathway = z.preprocess((v) => (v === '' ? null : v), pathway.nullable());

export const settingInput = z.object({
  academicYear: z.string().regex(/^\d{4}\/\d{4}$/, 'Tahun ajaran berformat 2027/2028.'),
  name: name('Nama'),
  majors: z.array(name('Jurusan', 80)).max(30, 'Paling banyak 30 jurusan.').default([]),
  description: optionalText(1000),
});

export const pathwayQuotaInput = z.object({
  pathway,
  quota: z.number('Isi kuota dengan angka.').int('Kuota bilangan bulat.').min(0, 'Kuota tidak boleh negatif.').max(100_000, 'Kuota terlalu besar.'),
});

export const periodInput = z
  .object({
    name: name('Nama gelombang', 80),
    opens: isoDate,
    closes: isoDate,
    fee: rupiah.default(0),
    pathways: z
      .array(pathwayQuotaInput)
      .min(1, 'Buka paling sedikit satu jalur.')
      .refine((list) => new Set(list.map((p) => p.pathway)).size === list.length, 'Satu jalur hanya sekali.'),
  })
  .refine((p) => p.opens <= p.closes, { message: 'Tanggal tutup harus sama atau setelah tanggal buka.', path: ['closes'] });

export const activityInput = z
  .object({
    kind: z.enum(ACTIVITY_KINDS, 'Pilih jenis kegiatan.'),
    name: name('Nama kegiatan', 80),
    starts: isoDate,
    ends: isoDate,
    description: optionalText(1000),
  })
  .refine((a) => a.starts <= a.ends, { message: 'Tanggal selesai harus sama atau setelah tanggal mulai.', path: ['ends'] });

export const requirementsInput = z.object({
  // A kept document carries its id: applicants' document checks are keyed by it, so editing a name keeps them.
  items: z
    .array(z.object({ id: idSchema().optional(), name: name('Nama dokumen'), pathway: optionalPathway, required: z.boolean().default(true) }))
    .max(40, 'Paling banyak 40 dokumen.'),
});

export const costsInput = z.object({ items: z.array(z.object({ name: name('Nama biaya'), amount: rupiah })).max(40, 'Paling banyak 40 biaya.') });

export const reductionInput = z
  .object({
    /** Absent: a new reduction. */
    id: idSchema().optional(),
    settingId: idSchema('Pilih PPDB (tahun ajaran).'),
    name: name('Nama potongan'),
    pathway: optionalPathway,
    percent: z.preprocess(
      (v) => (v === '' ? null : v),
      z.number('Isi dengan angka.').int().min(1, 'Paling sedikit 1%.').max(100, 'Paling banyak 100%.').nullable(),
    ),
    amount: z.preprocess((v) => (v === '' ? null : v), rupiah.nullable()),
    description: optionalText(500),
  })
  .refine((r) => (r.percent === null) !== (r.amount === null), { message: 'Isi persen atau nominal, salah satu saja.', path: ['percent'] });

export const applicantQuery = z.object({
  q: z.string().trim().max(100).optional(),
  pathway: z.preprocess((v) => (v === '' ? undefined : v), pathway.optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['submitted', 'verified', 'rejected', 'accepted', 'not_accepted', 'reregistered']).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const documentCheck = z.object({ ok: z.boolean(), note: optionalText(200), fileId: z.uuid('Berkas tidak valid.').nullable().optional() });

export const verifyInput = z.object({
  documents: z.record(z.string().regex(/^\d{1,10}$/), documentCheck).default({}),
  distanceMeters: z.preprocess(
    (v) => (v === '' ? null : v),
    z.number('Isi jarak dengan angka.').int().min(0).max(1_000_000, 'Jarak terlalu jauh.').nullable().optional(),
  ),
  /** Report average 0-100 with two decimals, sent as a number (85.5). */
  reportAverage: z.preprocess(
    (v) => (v === '' ? null : v),
    z.number('Isi nilai dengan angka.').min(0, 'Nilai 0-100.').max(100, 'Nilai 0-100.').nullable().optional(),
  ),
  achievementPoints: z.number('Isi poin dengan angka.').int().min(0).max(100, 'Poin prestasi 0-100.').default(0),
  decision: z.enum(['save', 'verified', 'rejected'], 'Pilih keputusan.'),
  note: optionalText(500),
});

export const decisionInput = z.object({
  decision: z.enum(['accepted', 'not_accepted'], 'Pilih keputusan.'),
  /** Accepting beyond the quota: must be said, with a reason; audited. */
  override: z.boolean().default(false),
  reason: optionalText(300),
});

export const reregisterInput = z.object({
  sectionId: z.preprocess((v) => (v === '' ? null : v), idSchema('Pilih rombel.').nullable().optional()),
  nisn: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .regex(/^\d{10}$/, 'NISN harus 10 digit angka.')
      .nullable()
      .optional(),
  ),
});
