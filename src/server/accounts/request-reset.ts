import type { z } from 'zod';
import type { PublicContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { hitWindow } from '../auth/rate-limits.ts';
import type { resetRequestInput } from '../../shared/accounts/inputs.ts';
import { RESET_MINUTES } from '../../shared/accounts/inputs.ts';
import { findAccount } from './find-account.ts';
import { issueSecret } from './reset-secrets.ts';

/** Per address: a family on one phone may try a few times; a script trying thousands of emails may not. */
export const RESET_PER_ADDRESS = 10;
/** Per email or number: a victim's inbox is not flooded by a stranger. */
export const RESET_PER_IDENTITY = 3;
const WINDOW_MS = 30 * 60 * 1000;

/**
 * POST /api/account/password-reset: a link by email or a code by WhatsApp, through the messaging layer. The answer
 * is the same whether or not an account has that email or number, and the limits count both alike, so nobody
 * learns from it who has an account.
 */
export async function requestReset({ ctx, input, baseUrl }: { ctx: PublicContext; input: z.output<typeof resetRequestInput>; baseUrl: string }) {
  const identity = input.identity.trim().toLowerCase();
  const channel = identity.includes('@') ? ('email' as const) : ('whatsapp' as const);
  const waits = [
    await hitWindow(ctx.db, 'reset-address', ctx.ip, RESET_PER_ADDRESS, WINDOW_MS),
    await hitWindow(ctx.db, 'reset-identity', identity.replace(/[^a-z0-9@.]/g, '').replace(/^0/, '62'), RESET_PER_IDENTITY, WINDOW_MS),
  ];
  const wait = Math.max(...waits);
  if (wait > 0) {
    throw new AppError('too_many_requests', `Terlalu banyak permintaan atur ulang password. Coba lagi dalam ${Math.ceil(wait / 60)} menit.`, {
      retryAfterSeconds: wait,
    });
  }
  const found = await findAccount(ctx.db, identity);
  if (found) {
    const { account } = found;
    await ctx.db.transaction((tx) =>
      issueSecret(
        tx,
        { userId: account.id, schoolId: account.schoolId, fullName: account.fullName, login: account.email },
        {
          purpose: 'reset',
          channel: found.channel,
          kind: found.channel === 'email' ? 'link' : 'otp',
          to: found.to,
          baseUrl,
        },
      ),
    );
  }
  const message =
    channel === 'email'
      ? `Bila email itu terdaftar, kami telah mengirim tautan atur ulang password ke sana. Tautan berlaku ${RESET_MINUTES} menit.`
      : `Bila nomor itu terdaftar, kami telah mengirim kode 6 angka lewat WhatsApp. Kode berlaku ${RESET_MINUTES} menit.`;
  return { status: true as const, message, channel };
}
