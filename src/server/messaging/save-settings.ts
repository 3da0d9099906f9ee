import type { z } from 'zod';
import type { saveSettingsInput } from '../../shared/api/messaging.ts';
import { CHANNEL_PROVIDERS, PROVIDER_LABELS } from '../../shared/messaging/providers.ts';
import { auditLog } from '../db/schema/audit.ts';
import { messagingSettings } from '../db/schema/messaging.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { assertMessagingAdmin } from './access.ts';
import { credentialsKey } from './credentials-key.ts';
import { seal } from './secret-box.ts';

export { saveSettingsInput } from '../../shared/api/messaging.ts';

/**
 * Sets the session school's provider for one channel. The whole config, credentials included, is sealed with
 * AES-256-GCM before it reaches the database; the audit row names the provider only.
 */
export async function saveMessagingSettings({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof saveSettingsInput> }) {
  assertMessagingAdmin(ctx);
  const { channel, config } = input;
  if (!CHANNEL_PROVIDERS[channel].includes(config.provider)) {
    throw validationError({ 'config.provider': [`${PROVIDER_LABELS[config.provider]} tidak dapat dipakai untuk kanal ini.`] });
  }
  const schoolId = ctx.session.schoolId;
  const sealedConfig = seal(credentialsKey(), JSON.stringify(config));
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(messagingSettings)
      .values({ schoolId, channel, provider: config.provider, sealedConfig })
      .onConflictDoUpdate({
        target: [messagingSettings.schoolId, messagingSettings.channel],
        set: { provider: config.provider, sealedConfig, updatedAt: new Date() },
      });
    await tx.insert(auditLog).values({
      schoolId,
      userId: ctx.session.userId,
      resource: 'messaging_settings',
      recordId: channel,
      action: 'update',
      after: { channel, provider: config.provider },
    });
  });
  return { status: true, message: 'Pengaturan pesan disimpan.' };
}
