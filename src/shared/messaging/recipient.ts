import { z } from 'zod';
import { CHANNELS } from './providers.ts';

/** Indonesian numbers as the gateways want them: digits only, 08xx written as 628xx. */
export function normalizeWhatsAppNumber(text: string): string | null {
  const digits = text.replace(/[\s\-().+]/g, '');
  if (!/^\d{8,15}$/.test(digits)) return null;
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/** POST /api/messaging/test: one message through the school's provider, to check its settings. */
export const testMessageSchema = z
  .object({
    channel: z.enum(CHANNELS),
    to: z.string().trim().min(1, { message: 'Tujuan wajib diisi.' }),
    body: z.string().trim().min(1, { message: 'Isi pesan wajib diisi.' }).max(4000, { message: 'Isi pesan paling banyak 4000 karakter.' }),
  })
  .transform((input, ctx) => {
    if (input.channel === 'email') {
      if (!z.email().safeParse(input.to).success) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Alamat email tidak valid.' });
      return input;
    }
    const to = normalizeWhatsAppNumber(input.to);
    if (!to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Nomor WhatsApp tidak valid (contoh: 081234567890).' });
    return { ...input, to: to ?? input.to };
  });
