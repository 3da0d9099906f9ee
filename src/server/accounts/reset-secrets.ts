import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { passwordResets } from '../db/schema/accounts.ts';
import { hashToken } from '../auth/token.ts';
import { serverSecret } from '../auth/server-secrets.ts';
import { queueMessage } from '../messaging/queue-message.ts';
import { INVITE_DAYS, RESET_MINUTES } from '../../shared/accounts/inputs.ts';

/**
 * The single-use secrets behind "Lupa password" and invitations. A link carries 32 random bytes (only their
 * SHA-256 is stored); a WhatsApp code is 6 digits, stored as salt.HMAC(server key, salt, code), since a plain
 * hash of a million possible codes would be reversed at once. Issuing a new secret ends the account's older ones.
 */
export interface Recipient {
  userId: number;
  schoolId: number;
  fullName: string;
  login: string;
}

export interface IssueOptions {
  purpose: 'reset' | 'invite';
  channel: 'email' | 'whatsapp';
  kind: 'link' | 'otp';
  /** The address the message goes to (an email, or a WhatsApp number). */
  to: string;
  /** Where the pages live, e.g. https://sekolah.example (links are absolute in a message). */
  baseUrl: string;
  createdBy?: number | null;
  now?: Date;
}

export function linkPath(token: string): string {
  return `/atur-password?token=${token}`;
}

async function otpHash(db: Db | Tx, salt: string, code: string): Promise<string> {
  const key = await serverSecret(db as Db, 'reset_code');
  return createHmac('sha256', key).update(`${salt}\0${code}`).digest('base64url');
}

/** Whether a typed code matches a stored OTP hash (salt.mac), in constant time. */
export async function otpMatches(db: Db | Tx, stored: string, code: string): Promise<boolean> {
  const [salt, mac] = stored.split('.');
  if (!salt || !mac) return false;
  const expected = Buffer.from(await otpHash(db, salt, code));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const lifetimeMs = (purpose: IssueOptions['purpose']) => (purpose === 'invite' ? INVITE_DAYS * 24 * 60 : RESET_MINUTES) * 60 * 1000;

/** Stores a new secret for the account (ending its open ones) and queues the message, in the caller's transaction. */
export async function issueSecret(tx: Tx, who: Recipient, options: IssueOptions): Promise<void> {
  const now = options.now ?? new Date();
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, who.userId), isNull(passwordResets.usedAt)));
  let secretHash: string;
  let body: string;
  const minutes = lifetimeMs(options.purpose) / 60000;
  const validity = options.purpose === 'invite' ? `${INVITE_DAYS} hari` : `${minutes} menit`;
  if (options.kind === 'otp') {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const salt = randomBytes(12).toString('base64url');
    secretHash = `${salt}.${await otpHash(tx, salt, code)}`;
    body = `Kode atur ulang password Sekolahku: ${code}. Berlaku ${validity}, sekali pakai. Jangan berikan kode ini kepada siapa pun. Buka ${options.baseUrl}/lupa-password lalu masukkan kode ini.`;
  } else {
    const token = randomBytes(32).toString('base64url');
    secretHash = hashToken(token);
    const link = `${options.baseUrl}${linkPath(token)}`;
    body =
      options.purpose === 'invite'
        ? `Halo ${who.fullName}, akun Sekolahku Anda sudah dibuat (nama masuk: ${who.login}). Atur password Anda di ${link} . Tautan berlaku ${validity} dan hanya dapat dipakai sekali.`
        : `Halo ${who.fullName}, ada permintaan atur ulang password akun Sekolahku Anda (${who.login}). Buka ${link} untuk membuat password baru. Tautan berlaku ${validity} dan hanya dapat dipakai sekali. Abaikan pesan ini bila Anda tidak memintanya.`;
  }
  await tx.insert(passwordResets).values({
    schoolId: who.schoolId,
    userId: who.userId,
    purpose: options.purpose,
    channel: options.channel,
    kind: options.kind,
    secretHash,
    expiresAt: new Date(now.getTime() + lifetimeMs(options.purpose)),
    createdBy: options.createdBy ?? null,
  });
  const subject = options.purpose === 'invite' ? 'Akun Sekolahku Anda' : 'Atur ulang password Sekolahku';
  await queueMessage(tx as unknown as Db, {
    schoolId: who.schoolId,
    userId: options.createdBy ?? null,
    channel: options.channel,
    to: options.to,
    subject,
    body,
  });
}

/** The base of links in messages: SITE_URL when set (it should be in production: a Host header is the sender's to choose). */
export function baseUrlOf(request: { protocol: string; headers: { host?: string } }): string {
  const site = process.env.SITE_URL?.replace(/\/+$/, '');
  return site || `${request.protocol}://${request.headers.host ?? 'localhost:4321'}`;
}
