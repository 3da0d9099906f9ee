import { and, eq } from 'drizzle-orm';
import { DEFAULT_PROVIDER, providerConfigSchema, type Channel, type ProviderConfig } from '../../shared/messaging/providers.ts';
import type { Db } from '../db/client.ts';
import { messagingSettings } from '../db/schema/messaging.ts';
import { credentialsKey } from './credentials-key.ts';
import { open } from './secret-box.ts';

/**
 * A school's provider for a channel, its credentials opened. No row means the default outbox. A row that no longer
 * opens (the key changed) or parses is an error the send job reports, not a silent fall back to the outbox.
 */
export async function loadProviderConfig(db: Db, schoolId: number | null, channel: Channel): Promise<ProviderConfig> {
  if (schoolId === null) return { provider: DEFAULT_PROVIDER };
  const [row] = await db
    .select({ sealed: messagingSettings.sealedConfig })
    .from(messagingSettings)
    .where(and(eq(messagingSettings.schoolId, schoolId), eq(messagingSettings.channel, channel)));
  if (!row) return { provider: DEFAULT_PROVIDER };
  let plain: string;
  try {
    plain = open(credentialsKey(), row.sealed);
  } catch {
    throw new Error('Kredensial penyedia pesan tidak dapat dibuka (kunci CREDENTIALS_KEY berubah?). Simpan ulang pengaturannya.');
  }
  return providerConfigSchema.parse(JSON.parse(plain));
}
