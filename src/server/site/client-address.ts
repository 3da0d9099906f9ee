import { createHmac } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { serverSecret } from '../auth/server-secrets.ts';

/**
 * Public forms keep the sender's address only as an HMAC: enough to count submissions per address, useless
 * to identify anyone. The key is IP_HASH_SECRET, or the one generated once in the database, so every
 * instance on one database counts an address alike.
 */
export async function hashAddress(db: Db, ip: string): Promise<string> {
  return createHmac('sha256', await serverSecret(db, 'ip_hash'))
    .update(ip)
    .digest('base64url')
    .slice(0, 32);
}
