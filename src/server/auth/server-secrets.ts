import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/batch.ts';
import { serverSecrets } from '../db/schema/auth-state.ts';

export type SecretName = 'ip_hash' | 'device' | 'reset_code' | 'stream';

/**
 * A key generated once per database and then read by every process on it: two instances must hash an
 * address alike (or a public form's limit would count per instance) and accept each other's device cookies.
 * The first process to start writes it; a concurrent start loses the insert and reads the winner's.
 */
async function loadSecret(db: Db, name: SecretName): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.value;
}

const cache = perDatabase((_db: Db) => new Map<SecretName, Promise<string>>());

/** The secret, read once per process (it never changes). IP_HASH_SECRET in the environment still wins for addresses. */
export function serverSecret(db: Db, name: SecretName): Promise<string> {
  if (name === 'ip_hash' && process.env.IP_HASH_SECRET) return Promise.resolve(process.env.IP_HASH_SECRET);
  const secrets = cache(db);
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadSecret(db, name);
    secret.catch(() => secrets.delete(name)); // a failed read is tried again on the next request
    secrets.set(name, secret);
  }
  return secret;
}
