import { eq } from 'drizzle-orm';
import { CHANNELS, DEFAULT_PROVIDER, type Channel, type ProviderName } from '../../shared/messaging/providers.ts';
import { messagingSettings } from '../db/schema/messaging.ts';
import type { SessionContext } from '../http/context.ts';
import { assertMessagingAdmin } from './access.ts';

/** Which provider each channel of the session school uses. Credentials are never sent back, not even sealed. */
export async function getMessagingSettings({
  ctx,
}: {
  ctx: SessionContext;
}): Promise<{ channels: { channel: Channel; provider: ProviderName; updatedAt: string | null }[] }> {
  assertMessagingAdmin(ctx);
  const rows = await ctx.db
    .select({ channel: messagingSettings.channel, provider: messagingSettings.provider, updatedAt: messagingSettings.updatedAt })
    .from(messagingSettings)
    .where(eq(messagingSettings.schoolId, ctx.session.schoolId));
  return {
    channels: CHANNELS.map((channel) => {
      const row = rows.find((r) => r.channel === channel);
      return { channel, provider: (row?.provider ?? DEFAULT_PROVIDER) as ProviderName, updatedAt: row?.updatedAt.toISOString() ?? null };
    }),
  };
}
