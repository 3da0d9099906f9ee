import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { OutboxPage, OutboxRow, outboxQuerySchema } from '../../shared/messaging/outbox-view.ts';
import { messages } from '../db/schema/messaging.ts';
import { schools } from '../db/schema/schools.ts';
import type { SessionContext } from '../http/context.ts';
import { assertSuperadmin } from './access.ts';

/** Every recorded message of every school, newest first: the super-admin's outbox (route wa_check_message). */
export async function listOutbox({ ctx, input }: { ctx: SessionContext; input: z.output<typeof outboxQuerySchema> }): Promise<OutboxPage> {
  assertSuperadmin(ctx);
  const filters: SQL[] = [];
  if (input.channel) filters.push(eq(messages.channel, input.channel));
  if (input.status) filters.push(eq(messages.status, input.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: messages.id,
        schoolName: schools.name,
        channel: messages.channel,
        provider: messages.provider,
        recipient: messages.recipient,
        subject: messages.subject,
        body: messages.body,
        status: messages.status,
        error: messages.error,
        createdAt: messages.createdAt,
        sentAt: messages.sentAt,
      })
      .from(messages)
      .leftJoin(schools, eq(schools.id, messages.schoolId))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(input.per_page)
      .offset((input.page - 1) * input.per_page),
    ctx.db.select({ total: count() }).from(messages).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), sentAt: r.sentAt?.toISOString() ?? null }) as OutboxRow),
    total,
    page: input.page,
    perPage: input.per_page,
  };
}
