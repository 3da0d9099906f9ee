import { z } from 'zod';
import { SCORING_RULES } from './item-types.ts';

/**
 * One question as the bank stores it: its prompt and parts as (sanitised) HTML, its key, weight and scoring
 * rule. Part ids are short strings the author never sees ("a", "b"...); answers refer to them, so
 * re-ordering parts on screen never changes what an answer means.
 */
const html = z.string().trim().min(1, 'Wajib diisi.').max(200_000, 'Teks terlalu panjang.');
const partId = z.string().trim().min(1).max(16);
const part = z.object({ id: partId, html });

const common = {
  prompt: html,
  weight: z.number().positive('Bobot harus lebih dari 0.').max(1000),
  scoring: z.enum(SCORING_RULES).default('all_or_nothing'),
};

function uniqueIds(parts: { id: string }[], ctx: z.RefinementCtx, path: string) {
  const seen = new Set<string>();
  for (const [i, p] of parts.entries()) {
    if (seen.has(p.id)) ctx.addIssue({ code: 'custom', path: [path, i, 'id'], message: 'Kode pilihan ganda (duplikat).' });
    seen.add(p.id);
  }
}

const singleChoice = z.object({
  type: z.literal('single_choice'),
  ...common,
  options: z
    .array(part.extend({ credit: z.number().min(0).max(1).optional() }))
    .min(2, 'Minimal dua pilihan.')
    .max(10),
  key: partId,
});

const multipleChoice = z.object({
  type: z.literal('multiple_choice'),
  ...common,
  options: z.array(part).min(2, 'Minimal dua pilihan.').max(10),
  key: z.array(partId).min(1, 'Pilih minimal satu kunci.'),
});

const trueFalse = z.object({
  type: z.literal('true_false'),
  ...common,
  /** The column headings, "Benar"/"Salah" by default; AKM also uses "Sesuai"/"Tidak Sesuai" and others. */
  categories: z.array(z.string().trim().min(1).max(40)).min(2).max(4).default(['Benar', 'Salah']),
  statements: z.array(part).min(1, 'Minimal satu pernyataan.').max(12),
  /** statement id -> index into categories */
  key: z.record(partId, z.number().int().min(0)),
});

const matching = z.object({
  type: z.literal('matching'),
  ...common,
  premises: z.array(part).min(1, 'Minimal satu pernyataan.').max(12),
  responses: z.array(part).min(1, 'Minimal satu pasangan.').max(16),
  /** premise id -> response id */
  key: z.record(partId, partId),
});

const shortAnswer = z.object({
  type: z.literal('short_answer'),
  ...common,
  /** One or more blanks; each accepts any of its answers. */
  blanks: z
    .array(
      z.object({
        id: partId,
        label: z.string().trim().max(80).optional(),
        answers: z.array(z.string().trim().min(1).max(200)).min(1, 'Minimal satu jawaban benar.').max(20),
        match: z.enum(['text', 'number']).default('text'),
        caseSensitive: z.boolean().default(false),
      }),
    )
    .min(1)
    .max(10),
});

const essay = z.object({
  type: z.literal('essay'),
  ...common,
  /** Scoring guide for the teacher; never sent to students. */
  rubric: z.string().max(20_000).optional(),
});

export const itemContentSchema = z
  .discriminatedUnion('type', [singleChoice, multipleChoice, trueFalse, matching, shortAnswer, essay])
  .superRefine((item, ctx) => {
    if (item.type === 'single_choice' || item.type === 'multiple_choice') {
      uniqueIds(item.options, ctx, 'options');
      const ids = new Set(item.options.map((o) => o.id));
      const keys = Array.isArray(item.key) ? item.key : [item.key];
      if (keys.some((k) => !ids.has(k))) ctx.addIssue({ code: 'custom', path: ['key'], message: 'Kunci tidak ada di pilihan.' });
    }
    if (item.type === 'true_false') {
      uniqueIds(item.statements, ctx, 'statements');
      for (const s of item.statements) {
        const k = item.key[s.id];
        if (k === undefined || k >= item.categories.length) {
          ctx.addIssue({ code: 'custom', path: ['key', s.id], message: 'Setiap pernyataan harus punya kunci.' });
        }
      }
    }
    if (item.type === 'matching') {
      uniqueIds(item.premises, ctx, 'premises');
      uniqueIds(item.responses, ctx, 'responses');
      const responses = new Set(item.responses.map((r) => r.id));
      for (const p of item.premises) {
        if (!responses.has(item.key[p.id] ?? '')) {
          ctx.addIssue({ code: 'custom', path: ['key', p.id], message: 'Setiap pernyataan harus punya pasangan.' });
        }
      }
    }
    if (item.type === 'short_answer') uniqueIds(item.blanks, ctx, 'blanks');
  });

export type ItemContent = z.output<typeof itemContentSchema>;
export type ItemContentInput = z.input<typeof itemContentSchema>;
export type ItemOf<T extends ItemContent['type']> = Extract<ItemContent, { type: T }>;
