/** The WhatsApp/email invoice blast (/finance/wa_invoices_blasting): preview, send as a job, past blasts. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema } from '../common.ts';
import { blastInput } from '../../finance/schemas.ts';

const TAG = 'Keuangan';

export const listBlastsContract = defineContract({
  name: 'finance.blasts.list',
  method: 'GET',
  path: '/api/finance/blasts',
  auth: 'session',
  output: z.object({
    blasts: z.array(
      z.object({
        id: z.number(),
        period: z.string(),
        section: z.string().nullable(),
        student: z.string().nullable(),
        template: z.string(),
        channel: z.string(),
        status: z.string(),
        jobId: z.number().nullable(),
        students: z.number(),
        queued: z.number(),
        skipped: z.number(),
        createdAt: dateTimeSchema,
      }),
    ),
    templates: z.array(z.object({ id: z.number(), name: z.string(), kind: z.string(), channel: z.string() })),
    periods: z.array(z.string()),
    sections: z.array(z.object({ id: z.number(), name: z.string() })),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Kiriman tagihan lewat WhatsApp/surel yang lalu, dan pilihan templat, bulan dan rombel.',
});

export const previewBlastContract = defineContract({
  name: 'finance.blasts.preview',
  method: 'POST',
  path: '/api/finance/blasts/preview',
  auth: 'session',
  input: blastInput,
  output: z.object({
    students: z.number(),
    messages: z.number(),
    withoutAddress: z.number(),
    channel: z.string(),
    sample: z.object({ to: z.string(), text: z.string() }).nullable(),
  }),
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Pratinjau kiriman: jumlah keluarga, pesan, yang tanpa nomor, dan contoh pesan pertama.',
});

export const createBlastContract = defineContract({
  name: 'finance.blasts.create',
  method: 'POST',
  path: '/api/finance/blasts',
  auth: 'session',
  input: blastInput,
  output: z.object({ blastId: z.number(), jobId: z.number(), message: z.string() }),
  status: 202,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mengirim tagihan satu bulan ke keluarga sebagai proses latar: satu pesan per nomor lewat antrean pesan (paling banyak 5 kiriman per jam).',
  example: { period: '2026-11', templateId: 1, onlyUnpaid: true },
});
