/** What a planning template or document sends for its sections (the contracts' input). */
import { z } from 'zod';

export const sectionInput = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,40}$/, 'Kunci bagian berupa huruf kecil, angka atau garis bawah.'),
  title: z.string().trim().min(1, 'Judul bagian wajib diisi.').max(120, 'Judul bagian paling banyak 120 karakter.'),
  hint: z.string().trim().max(500, 'Petunjuk paling banyak 500 karakter.').optional(),
  body: z.string().max(60_000, 'Isi bagian terlalu panjang (paling banyak 60.000 karakter).'),
});

export const sectionsInput = z
  .array(sectionInput)
  .min(1, 'Paling sedikit satu bagian.')
  .max(40, 'Paling banyak 40 bagian.')
  .refine((s) => new Set(s.map((x) => x.key)).size === s.length, 'Kunci bagian tidak boleh ganda.');
