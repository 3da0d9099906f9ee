import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Channel } from '../../shared/messaging/providers.ts';
import { messages } from '../db/schema/messaging.ts';
import { PermanentJobError, type JobHandler } from '../jobs/handler.ts';
import { providerFor } from './providers/index.ts';
import { loadProviderConfig } from './school-settings.ts';

export const SEND_MESSAGE_JOB = 'messaging.send';

/**
 * Delivers one recorded message through its school's provider. A refusal or an unreachable provider throws, and
 * the queue retries with back-off; the row keeps the last reason, and is marked failed after the last attempt.
 * A message already sent (a retry after a crash between sending and recording) is not sent twice.
 */
export const sendMessageJob: JobHandler<{ messageId: number }> = {
  kind: SEND_MESSAGE_JOB,
  backoffMs: 30_000,
  parse: (payload) => z.object({ messageId: z.number().int() }).parse(payload),
  async run({ db, payload, isLastAttempt }) {
    const [message] = await db.select().from(messages).where(eq(messages.id, payload.messageId));
    if (!message) throw new PermanentJobError('Pesan tidak ditemukan.');
    if (message.status === 'sent' || message.status === 'outbox') return { messageId: message.id, status: message.status };
    const config = await loadProviderConfig(db, message.schoolId, message.channel as Channel);
    try {
      const outcome = await providerFor(config).send({
        channel: message.channel as Channel,
        to: message.recipient,
        subject: message.subject,
        body: message.body,
      });
      await db
        .update(messages)
        .set({ status: outcome.status, provider: config.provider, providerMessageId: outcome.providerMessageId ?? null, error: null, sentAt: new Date() })
        .where(eq(messages.id, message.id));
      return { messageId: message.id, status: outcome.status };
    } catch (error) {
      await db
        .update(messages)
        .set({ provider: config.provider, error: (error as Error).message, status: isLastAttempt ? 'failed' : 'queued' })
        .where(eq(messages.id, message.id));
      throw error;
    }
  },
};
