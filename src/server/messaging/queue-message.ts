import { eq } from 'drizzle-orm';
import type { Channel } from '../../shared/messaging/providers.ts';
import type { Db } from '../db/client.ts';
import { messages } from '../db/schema/messaging.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { SEND_MESSAGE_JOB } from './send-message-job.ts';

export interface MessageRequest {
  schoolId: number | null;
  userId?: number | null;
  channel: Channel;
  to: string;
  subject?: string | null;
  body: string;
}

/**
 * The one way to send: the message is recorded, and a job delivers it through the school's provider. Both in one
 * transaction, so a message is never recorded without its job nor sent without its record. Returns the job id.
 */
export async function queueMessage(db: Db, request: MessageRequest): Promise<{ messageId: number; jobId: number }> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(messages)
      .values({ schoolId: request.schoolId, channel: request.channel, recipient: request.to, subject: request.subject ?? null, body: request.body })
      .returning({ id: messages.id });
    const jobId = await enqueueJob(tx, {
      kind: SEND_MESSAGE_JOB,
      payload: { messageId: message.id },
      schoolId: request.schoolId,
      userId: request.userId ?? null,
    });
    await tx.update(messages).set({ jobId }).where(eq(messages.id, message.id));
    return { messageId: message.id, jobId };
  });
}
