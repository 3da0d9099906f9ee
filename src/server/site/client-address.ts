import { createHmac, randomBytes } from 'node:crypto';

/**
 * Public forms keep the sender's address only as an HMAC: enough to count submissions per address, useless
 * to identify anyone. The key is IP_HASH_SECRET, or a fresh random key per process (windows are minutes).
 */
const key = process.env.IP_HASH_SECRET || randomBytes(32).toString('hex');

export function hashAddress(ip: string): string {
  return createHmac('sha256', key).update(ip).digest('base64url').slice(0, 32);
}
