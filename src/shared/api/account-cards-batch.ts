/**
 * "Buat Password Awal" for a rombel, a grade or the whole school as a background job: first passwords for the
 * students who have none yet, printed as Kartu Akun PDFs that only the admin who asked may download, for an hour.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { idSchema } from '../ids.ts';
import { PAPER_NAMES, type Paper } from '../documents/paper.ts';

/** How long the PDFs (which hold passwords) are kept before the server deletes them. */
export const ACCOUNT_CARDS_KEEP_MINUTES = 60;

export const ACCOUNT_CARD_SCOPES = ['section', 'class', 'school'] as const;

/** A rombel, a grade (kelas) or the whole school; the id the scope needs is required, the other ignored. */
export const accountCardsBatchInput = z
  .object({
    scope: z.enum(ACCOUNT_CARD_SCOPES, { error: 'Pilih cakupan: rombel, tingkat atau seluruh sekolah.' }),
    sd_section_id: idSchema('Pilih rombel.').optional(),
    sd_class_id: idSchema('Pilih tingkat kelas.').optional(),
    paper: z.enum(PAPER_NAMES as [Paper, ...Paper[]], { error: 'Kertas harus A4 atau F4.' }).default('A4'),
  })
  .superRefine((v, ctx) => {
    if (v.scope === 'section' && !v.sd_section_id) ctx.addIssue({ code: 'custom', path: ['sd_section_id'], message: 'Pilih rombel.' });
    if (v.scope === 'class' && !v.sd_class_id) ctx.addIssue({ code: 'custom', path: ['sd_class_id'], message: 'Pilih tingkat kelas.' });
  });

export const accountCardsBatchResultSchema = z.object({
  students: z.number(),
  seconds: z.number(),
  /** When the files are deleted (ISO time). */
  expiresAt: z.string(),
  files: z.array(z.object({ name: z.string(), sections: z.string(), cards: z.number(), pages: z.number(), url: z.string(), size: z.number() })),
});

export const startAccountCardsBatchContract = defineContract({
  name: 'master.students.accountCardsBatch',
  method: 'POST',
  path: '/api/master/students/account-cards/batch',
  auth: 'session',
  input: accountCardsBatchInput,
  output: z.object({ jobId: z.number(), students: z.number() }),
  status: 202,
  tag: 'Data Master',
  access: 'admin sekolah',
  summary:
    'Password awal untuk siswa yang belum punya (satu rombel, satu tingkat, atau seluruh sekolah) di latar belakang, dicetak sebagai PDF Kartu Akun; ikuti kemajuannya di /api/jobs/:id. Berkasnya hanya untuk admin yang meminta dan dihapus setelah 60 menit.',
  example: { scope: 'class', sd_class_id: 1, paper: 'A4' },
});
