import { z } from 'zod';

/** The contact form's input, shared by the page (its choices) and POST /api/contact (validation). */
export const CONTACT_TOPICS = ['Pertanyaan umum', 'PPDB', 'Data pribadi', 'Kendala teknis', 'Kerja sama'] as const;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const contactInputSchema = z.object({
  name: z.string().trim().min(3, 'Nama minimal 3 karakter.').max(100, 'Nama maksimal 100 karakter.'),
  email: z.email('Alamat email tidak valid.').max(120, 'Email maksimal 120 karakter.'),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^(\+62|0)\d{8,13}$/, 'Nomor diawali 0 atau +62, 9-14 digit.')
      .optional(),
  ),
  school: z.preprocess(blankToUndefined, z.string().max(80).optional()),
  topic: z.enum(CONTACT_TOPICS, 'Pilih topik.'),
  message: z.string().trim().min(10, 'Pesan minimal 10 karakter.').max(2000, 'Pesan maksimal 2000 karakter.'),
  website: z.preprocess(blankToUndefined, z.string().max(0, 'Kolom ini harus kosong.').optional()),
});

export type ContactInput = z.infer<typeof contactInputSchema>;
