import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { announcementRecipients, announcements } from '../db/schema/content.ts';
import { PermanentJobError, type JobHandler } from '../jobs/handler.ts';
import { queueMessage } from '../messaging/queue-message.ts';
import { addRecipients } from './announcements.ts';

export const BROADCAST_JOB = 'content.broadcast';

/**
 * Sends one broadcast when it is due: the audience as it is then becomes the recipients (the in-app bell), and
 * each one with a phone (WhatsApp) or an email gets a message through the messaging layer, with progress.
 * A retry skips recipients whose message is already queued.
 */
export const broadcastJob: JobHandler<{ announcementId: number }> = {
  kind: BROADCAST_JOB,
  parse: (payload) => z.object({ announcementId: z.number().int() }).parse(payload),
  async run({ db, payload, progress }) {
    const [row] = await db.select().from(announcements).where(eq(announcements.id, payload.announcementId));
    if (!row) throw new PermanentJobError('Siaran tidak ditemukan.');
    if (row.status === 'sent') return { recipients: 0 };
    await db.update(announcements).set({ status: 'sending' }).where(eq(announcements.id, row.id));
    const people = await addRecipients(db, row);
    const done = new Set(
      (
        await db
          .select({ userId: announcementRecipients.userId, messageId: announcementRecipients.messageId })
          .from(announcementRecipients)
          .where(eq(announcementRecipients.announcementId, row.id))
      )
        .filter((r) => r.messageId !== null)
        .map((r) => r.userId),
    );
    let queued = 0;
    if (row.channel === 'whatsapp' || row.channel === 'email') {
      const channel = row.channel;
      for (const [i, p] of people.entries()) {
        const to = channel === 'whatsapp' ? p.phone : p.email;
        if (!to || done.has(p.userId)) continue;
        await db.transaction(async (tx) => {
          const { messageId } = await queueMessage(tx as never, {
            schoolId: row.schoolId,
            channel,
            to,
            subject: row.title,
            body: `${row.title}\n\n${row.body}`,
          });
          await tx
            .update(announcementRecipients)
            .set({ address: to, messageId })
            .where(and(eq(announcementRecipients.announcementId, row.id), eq(announcementRecipients.userId, p.userId)));
        });
        queued += 1;
        if (i % 25 === 0) await progress((100 * (i + 1)) / people.length);
      }
    }
    await db.update(announcements).set({ status: 'sent' }).where(eq(announcements.id, row.id));
    await progress(100);
    return { recipients: people.length, messages: queued };
  },
};
