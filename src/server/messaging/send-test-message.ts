import type { z } from 'zod';
import type { testMessageSchema } from '../../shared/messaging/recipient.ts';
import type { SessionContext } from '../http/context.ts';
import { assertMessagingAdmin } from './access.ts';
import { queueMessage } from './queue-message.ts';

/** A test message through the session school's provider; the portal follows its job to show the outcome. */
export async function sendTestMessage({ ctx, input }: { ctx: SessionContext; input: z.output<typeof testMessageSchema> }) {
  assertMessagingAdmin(ctx);
  const { jobId, messageId } = await queueMessage(ctx.db, {
    schoolId: ctx.session.schoolId,
    userId: ctx.session.userId,
    channel: input.channel,
    to: input.to,
    subject: input.channel === 'email' ? 'Pesan uji' : null,
    body: input.body,
  });
  return { jobId, messageId };
}
