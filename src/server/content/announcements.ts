import { and, count, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { announcementRecipients, announcements } from '../db/schema/content.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { contentAllows } from '../../shared/content/permissions.ts';
import type { announcementInput } from '../../shared/content/schemas.ts';
import { audienceLabels, audienceOptions, checkAudience, recipientsOf } from './audience.ts';
import { requireContent } from './guard.ts';

type Row = typeof announcements.$inferSelect;

export function announcementView(
  a: Row,
  extra: { label: (x: string) => string; author: string | null; read: boolean; recipients: number | null; readCount: number | null },
) {
  return {
    id: a.id,
    title: a.title,
    body: a.body,
    audience: a.audience,
    audienceLabel: extra.label(a.audience),
    channel: a.channel,
    status: a.status,
    sendAt: a.sendAt,
    author: extra.author,
    read: extra.read,
    recipients: extra.recipients,
    readCount: extra.readCount,
  };
}

/** Counts of recipients and readers of a school's announcements, by id. */
export async function readCounts(db: Db | Tx, schoolId: number) {
  const rows = await db
    .select({ id: announcementRecipients.announcementId, recipients: count(), readers: sql<number>`count(${announcementRecipients.readAt})::int` })
    .from(announcementRecipients)
    .where(eq(announcementRecipients.schoolId, schoolId))
    .groupBy(announcementRecipients.announcementId);
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * GET /api/content/info: what reached this user (newest first), read or not. The writers (admin, TU, principal)
 * see every announcement of the school with how many have read it.
 */
export async function listAnnouncements({ ctx }: { ctx: SessionContext }) {
  const { schoolId, userId, userTypeId } = ctx.session;
  const canWrite = contentAllows('info.write', userTypeId);
  const label = await audienceLabels(ctx.db, schoolId);
  const mine = await ctx.db
    .select({ a: announcements, readAt: announcementRecipients.readAt, author: users.fullName })
    .from(announcementRecipients)
    .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
    .leftJoin(users, eq(users.id, announcements.createdBy))
    .where(and(eq(announcementRecipients.schoolId, schoolId), eq(announcementRecipients.userId, userId)))
    .orderBy(desc(announcements.sendAt), desc(announcements.id))
    .limit(200);
  const unread = mine.filter((m) => !m.readAt).length;
  if (!canWrite) {
    return {
      data: mine.map((m) => announcementView(m.a, { label, author: m.author, read: !!m.readAt, recipients: null, readCount: null })),
      unread,
      canWrite,
      audiences: [],
    };
  }
  const readOf = new Map(mine.map((m) => [m.a.id, !!m.readAt]));
  const [all, counts, audiences] = await Promise.all([
    ctx.db
      .select({ a: announcements, author: users.fullName })
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.createdBy))
      .where(eq(announcements.schoolId, schoolId))
      .orderBy(desc(announcements.sendAt), desc(announcements.id))
      .limit(200),
    readCounts(ctx.db, schoolId),
    audienceOptions(ctx.db, schoolId, ctx.session.academicYearId),
  ]);
  const data = all.map((m) =>
    announcementView(m.a, {
      label,
      author: m.author,
      read: readOf.get(m.a.id) ?? true,
      recipients: counts.get(m.a.id)?.recipients ?? 0,
      readCount: counts.get(m.a.id)?.readers ?? 0,
    }),
  );
  return { data, unread, canWrite, audiences };
}

/** GET /api/content/info/unread: the bell's number. */
export async function unreadCount({ ctx }: { ctx: SessionContext }) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(announcementRecipients)
    .innerJoin(announcements, eq(announcements.id, announcementRecipients.announcementId))
    .where(
      and(
        eq(announcementRecipients.userId, ctx.session.userId),
        eq(announcementRecipients.schoolId, ctx.session.schoolId),
        isNull(announcementRecipients.readAt),
        lte(announcements.sendAt, new Date()),
      ),
    );
  return { unread: row?.n ?? 0 };
}

/** Inserts one announcement and its recipients (the audience as it is now), in the caller's transaction. */
export async function publishAnnouncement(
  tx: Tx,
  ctx: SessionContext,
  input: z.infer<typeof announcementInput>,
  extra: Partial<typeof announcements.$inferInsert> = {},
) {
  const schoolId = ctx.session.schoolId;
  await checkAudience(tx, schoolId, input.audience);
  const [row] = await tx
    .insert(announcements)
    .values({ schoolId, title: input.title, body: input.body, audience: input.audience, createdBy: ctx.session.userId, ...extra })
    .returning();
  return row;
}

export async function addRecipients(tx: Db | Tx, row: Row) {
  const people = await recipientsOf(tx, row.schoolId, row.audience);
  if (people.length)
    await tx
      .insert(announcementRecipients)
      .values(people.map((p) => ({ announcementId: row.id, userId: p.userId, schoolId: row.schoolId })))
      .onConflictDoNothing();
  return people;
}

/** POST /api/content/info: an in-app announcement, delivered at once. */
export async function createAnnouncement({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof announcementInput> }) {
  requireContent(ctx, 'info.write');
  return ctx.db.transaction(async (tx) => {
    const row = await publishAnnouncement(tx, ctx, input);
    const people = await addRecipients(tx, row);
    await recordAudit(tx, ctx, {
      resource: 'announcement',
      recordId: row.id,
      action: 'create',
      after: { title: row.title, audience: row.audience, recipients: people.length },
    });
    const label = await audienceLabels(tx, ctx.session.schoolId);
    return announcementView(row, { label, author: null, read: true, recipients: people.length, readCount: 0 });
  });
}

/** POST /api/content/info/:id/read: only an announcement that reached this user (else 404). */
export async function markRead({ ctx, id }: { ctx: SessionContext; id: number }) {
  const updated = await ctx.db
    .update(announcementRecipients)
    .set({ readAt: sql`coalesce(${announcementRecipients.readAt}, now())` })
    .where(
      and(
        eq(announcementRecipients.announcementId, id),
        eq(announcementRecipients.userId, ctx.session.userId),
        eq(announcementRecipients.schoolId, ctx.session.schoolId),
      ),
    )
    .returning({ id: announcementRecipients.announcementId });
  if (updated.length === 0) throw notFound('Pengumuman tidak ditemukan.');
  return { message: 'Pengumuman ditandai sudah dibaca.' };
}
