/** Promotion (kenaikan kelas) and distribution into next year's rombel: /distribution_class and its detail. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { recordId } from '../../ids.ts';

const TAG = 'Kenaikan Kelas';
const idParams = z.object({ id: pathIdSchema });
const decision = z.enum(['naik', 'tinggal', 'lulus', 'tidak_lulus']).nullable();

export const promotionOverviewSchema = z.object({
  yearLabel: z.string(),
  nextYear: z.object({ id: z.number(), label: z.string(), sections: z.number() }).nullable(),
  canEdit: z.boolean(),
  sections: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      grade: z.number(),
      students: z.number(),
      naik: z.number(),
      tinggal: z.number(),
      lulus: z.number(),
      undecided: z.number(),
      placed: z.number(),
      final: z.boolean(),
    }),
  ),
});

export const promotionOverviewContract = defineContract({
  name: 'grades.promotion.overview',
  method: 'GET',
  path: '/api/grades/promotion',
  auth: 'session',
  output: promotionOverviewSchema,
  tag: TAG,
  summary: 'Rombel tahun ini dengan keputusan kenaikan (semester genap) dan berapa siswa sudah ditempatkan di rombel tahun ajaran berikutnya.',
});

export const prepareNextYearContract = defineContract({
  name: 'grades.promotion.prepare',
  method: 'POST',
  path: '/api/grades/promotion/next-sections',
  auth: 'session',
  output: promotionOverviewSchema,
  tag: TAG,
  access: 'admin',
  summary: 'Menyiapkan rombel tahun ajaran berikutnya dengan nama dan kelas yang sama seperti tahun ini (tanpa wali kelas); rombel yang sudah ada dibiarkan.',
});

export const sectionPromotionSchema = z.object({
  section: z.object({ id: z.number(), name: z.string(), grade: z.number(), final: z.boolean() }),
  nextYear: z.object({ id: z.number(), label: z.string() }).nullable(),
  canEdit: z.boolean(),
  targets: z.array(z.object({ id: z.number(), name: z.string(), grade: z.number() })),
  students: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      nis: z.string().nullable(),
      decision,
      average: z.number().nullable(),
      placedIn: z.number().nullable(),
      proposed: z.number().nullable(),
    }),
  ),
});

export const sectionPromotionContract = defineContract({
  name: 'grades.promotion.section',
  method: 'GET',
  path: '/api/grades/promotion/sections/:id',
  auth: 'session',
  params: idParams,
  output: sectionPromotionSchema,
  tag: TAG,
  summary: 'Siswa satu rombel dengan keputusan kenaikan, rata-rata nilai, rombel tahun depan (bila sudah) dan usulan rombelnya.',
});

export const placementsInput = z.object({
  placements: z
    .array(z.object({ studentId: recordId, toSectionId: recordId.nullable() }))
    .min(1, 'Tidak ada siswa yang ditempatkan.')
    .max(200, 'Terlalu banyak siswa.'),
});

export const savePlacementsContract = defineContract({
  name: 'grades.promotion.place',
  method: 'PUT',
  path: '/api/grades/promotion/sections/:id',
  auth: 'session',
  params: idParams,
  input: placementsInput,
  output: sectionPromotionSchema,
  tag: TAG,
  access: 'admin',
  summary:
    'Menulis keanggotaan rombel tahun ajaran berikutnya: naik ke tingkat berikutnya, tinggal di tingkat yang sama, lulus tanpa rombel. Keputusan yang tidak cocok ditolak (422).',
  example: { placements: [{ studentId: 12, toSectionId: 40 }] },
});
