import { and, count, eq, gt } from 'drizzle-orm';
import { contactMessages } from '../db/schema/contact.ts';
import type { PublicContext } from '../http/context.ts';
import { AppError, validationError } from '../http/errors.ts';
import { hashAddress } from '../site/client-address.ts';
import { schoolIdOf } from '../site/school-lookup.ts';
import type { ContactInput } from '../../shared/tenant-contact-form.ts';

export { contactInputSchema as sendContactMessageInput } from '../../shared/tenant-contact-form.ts';

/** At most this many messages per address per window; a person rarely writes more, a script always does. */
export const CONTACT_LIMIT = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

/** POST /api/contact: stores the message for the platform team or the chosen school. */
export async function sendContactMessage({ ctx, input }: { ctx: PublicContext; input: ContactInput }) {
  const ipHash = await hashAddress(ctx.db, ctx.ip);
  const schoolId = input.school ? await schoolIdOf(ctx.db, input.school) : null;
  if (input.school && schoolId === null) throw validationError({ school: ['Sekolah tidak ditemukan.'] });
  return ctx.db.transaction(async (tx) => {
    const since = new Date(Date.now() - CONTACT_WINDOW_MS);
    const [{ n }] = await tx
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.ipHash, ipHash), gt(contactMessages.createdAt, since)));
    if (n >= CONTACT_LIMIT) {
      throw new AppError('too_many_requests', 'Terlalu banyak pesan dari alamat Anda. Silakan coba lagi dalam 10 menit.', {
        retryAfterSeconds: CONTACT_WINDOW_MS / 1000,
      });
    }
    const [row] = await tx
      .insert(contactMessages)
      .values({ schoolId, name: input.name, email: input.email, phone: input.phone ?? null, topic: input.topic, message: input.message, ipHash })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    return { status: true as const, id: row.id, message: 'Pesan terkirim.' };
  });
}
