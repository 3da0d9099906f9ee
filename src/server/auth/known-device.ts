import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret } from './server-secrets.ts';

/**
 * A device that signed in to an account before carries a signed mark for it in an HttpOnly cookie sent only
 * to the sign-in call. A correct password from such a device passes the throttle's waits, so strangers who
 * guess an account's password (from the same NAT address, or anywhere) cannot lock its owner out.
 * One cookie holds the marks of the last few accounts used on the device (a shared laboratory computer).
 */
export const DEVICE_COOKIE = 'sd_device';
const MAX_MARKS = 5;
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

async function sign(db: Db, payload: string): Promise<string> {
  return createHmac('sha256', await serverSecret(db, 'device'))
    .update(payload)
    .digest('base64url')
    .slice(0, 32);
}

function marksOf(cookieHeader: string | undefined): string[] {
  if (!cookieHeader) return [];
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return rest.join('=').split('~').filter(Boolean).slice(0, MAX_MARKS);
  }
  return [];
}

/** Whether the request's cookie holds a valid mark of this account. */
export async function isKnownDevice(db: Db, cookieHeader: string | undefined, userId: number): Promise<boolean> {
  for (const mark of marksOf(cookieHeader)) {
    const [id, nonce, signature] = mark.split('.');
    if (Number(id) !== userId || !nonce || !signature) continue;
    const expected = Buffer.from(await sign(db, `${id}.${nonce}`));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}

/** The Set-Cookie value after a successful sign-in: this account's fresh mark first, then the others kept. */
export async function deviceCookie(db: Db, cookieHeader: string | undefined, userId: number, secure: boolean): Promise<string> {
  const nonce = randomBytes(12).toString('base64url');
  const mark = `${userId}.${nonce}.${await sign(db, `${userId}.${nonce}`)}`;
  const others = marksOf(cookieHeader).filter((m) => m.split('.')[0] !== String(userId) && /^\d+\.[\w-]+\.[\w-]+$/.test(m));
  const value = [mark, ...others].slice(0, MAX_MARKS).join('~');
  return `${DEVICE_COOKIE}=${value}; Path=/api/login_web; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
