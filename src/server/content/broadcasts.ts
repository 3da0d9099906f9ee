import { and, asc, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { announcementRecipients, announcements } from '../db/schema/content.ts';
import { jobs } from '../db/schema/jobs.ts';
import { messages } from '../db/schema/messaging.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { broadcastInput } from '../../shared/content/schemas.ts';
import { USER_TYPES, type UserTypeId } from '../../shared/user-types.ts';
import { announcementView, publishAnnouncement, readCounts } from './announcements.ts';
import { audienceLabels, audienceOptions } from './audience.ts';
import { BROADCAST_JOB } from './broadcast-job.ts';
import { requireContent } from './guard.ts';

/** At most this many broadcasts per school in an hour: a mistake does not flood every parent's phone. */
export const BROADCASTS_PER_HOUR = 10;

type Row = typeof announcements.$inferSelect;

/** A delivery's status: the message's (queued, sent, outbox, failed), or "app" when only the bell carries it. */
const deliveryStatus = (channel: string, address: string | null, messageStatus: string | null) =>
  channel === 'app' ? 'app' : !address ? 'no_address' : (messageStatus ?? 'queued');

async function broadcastViews(ctx: SessionContext, rows: Row[]) {
  const schoolId = ctx.session.schoolId;
  const ids = rows.map((r) => r.id);
  const [label, counts, statusRows, jobRows] = await Promise.all([
    audienceLabels(ctx.db, schoolId),
    readCounts(ctx.db, schoolId),
    ids.length
      ? ctx.db
          .select({ id: announcementRecipients.announcementId, address: announcementRecipients.address, status: messages.status, n: count() })
          .from(announcementRecipients)
          .leftJoin(messages, eq(messages.id, announcementRecipients.messageId))
          .where(and(eq(announcementRecipients.schoolId, schoolId), inArray(announcementRecipients.announcementId, ids)))
          .groupBy(announcementRecipients.announcementId, announcementRecipients.address, messages.status)
      : [],
    ids.length
      ? ctx.db
          .select({ id: jobs.id, progress: jobs.progress })
          .from(jobs)
          .where(
            and(
              eq(jobs.schoolId, schoolId),
              inArray(
                jobs.id,
                rows.map((r) => r.jobId ?? 0),
              ),
            ),
          )
      : [],
  ]);
  const progressOf = new Map(jobRows.map((j) => [j.id, j.progress]));
  return rows.map((r) => {
    const statusCounts: Record<string, number> = {};
    for (const s of statusRows.filter((x) => x.id === r.id)) {
      const key = deliveryStatus(r.channel, s.address, s.status);
      statusCounts[key] = (statusCounts[key] ?? 0) + s.n;
    }
    return {
      ...announcementView(r, { label, author: null, read: true, recipients: counts.get(r.id)?.recipients ?? 0, readCount: counts.get(r.id)?.readers ?? 0 }),
      jobId: r.jobId,
      progress: r.jobId ? (progressOf.get(r.jobId) ?? null) : null,
      statusCounts,
    };
  });
}

/** GET /api/content/broadcasts */
export async function listBroadcasts({ ctx }: { ctx: SessionContext }) {
  requireContent(ctx, 'broadcast.write');
  const rows = await ctx.db
    .select()
    .from(announcements)
    .where(and(eq(announcements.schoolId, ctx.session.schoolId), isNotNull(announcements.jobId)))
    .orderBy(desc(announcements.sendAt), desc(announcements.id))
    .limit(100);
  return { data: await broadcastViews(ctx, rows), audiences: await audienceOptions(ctx.db, ctx.session.schoolId, ctx.session.academicYearId) };
}

/**
 * POST /api/content/broadcasts: records the broadcast and its job (due now or at the chosen time) in one
 * transaction; the job fans it out. More than BROADCASTS_PER_HOUR in the last hour is a 429.
 */
export async function createBroadcast({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof broadcastInput> }) {
  requireContent(ctx, 'broadcast.write');
  const schoolId = ctx.session.schoolId;
  const sendAt = input.sendAt ? new Date(input.sendAt) : new Date();
  if (input.sendAt && sendAt.getTime() > Date.now() + 90 * 86_400_000) throw validationError({ sendAt: ['Waktu kirim paling lambat 90 hari dari sekarang.'] });
  const row = await ctx.db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ n: count() })
      .from(announcements)
      .where(and(eq(announcements.schoolId, schoolId), isNotNull(announcements.jobId), gt(announcements.createdAt, new Date(Date.now() - 3600_000))));
    if (recent.n >= BROADCASTS_PER_HOUR)
      throw new AppError('too_many_requests', `Batas ${BROADCASTS_PER_HOUR} siaran per jam untuk sekolah ini tercapai. Coba lagi nanti.`);
    const created = await publishAnnouncement(tx, ctx, input, { channel: input.channel, status: 'scheduled', sendAt });
    const jobId = await enqueueJob(tx, { kind: BROADCAST_JOB, payload: { announcementId: created.id }, schoolId, userId: ctx.session.userId, runAt: sendAt });
    const [withJob] = await tx.update(announcements).set({ jobId }).where(eq(announcements.id, created.id)).returning();
    await recordAudit(tx, ctx, {
      resource: 'broadcast',
      recordId: created.id,
      action: 'create',
      after: { title: created.title, audience: created.audience, channel: created.channel, sendAt },
    });
    return withJob;
  });
  return (await broadcastViews(ctx, [row]))[0];
}

/** GET /api/content/broadcasts/:id: the broadcast with each recipient's delivery. */
export async function getBroadcast({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireContent(ctx, 'broadcast.write');
  const [row] = await ctx.db
    .select()
    .from(announcements)
    .where(and(eq(announcements.schoolId, ctx.session.schoolId), eq(announcements.id, id)));
  if (!row || row.jobId === null) throw notFound('Siaran tidak ditemukan.');
  const [view] = await broadcastViews(ctx, [row]);
  const people = await ctx.db
    .select({
      userId: users.id,
      fullName: users.fullName,
      type: users.userTypeId,
      address: announcementRecipients.address,
      status: messages.status,
      readAt: announcementRecipients.readAt,
    })
    .from(announcementRecipients)
    .innerJoin(users, eq(users.id, announcementRecipients.userId))
    .leftJoin(messages, eq(messages.id, announcementRecipients.messageId))
    .where(and(eq(announcementRecipients.schoolId, ctx.session.schoolId), eq(announcementRecipients.announcementId, id)))
    .orderBy(asc(users.fullName))
    .limit(2000);
  return {
    ...view,
    deliveries: people.map((p) => ({
      userId: p.userId,
      fullName: p.fullName,
      userType: USER_TYPES[p.type as UserTypeId]?.name ?? p.type,
      address: p.address,
      status: deliveryStatus(row.channel, p.address, p.status),
      readAt: p.readAt,
    })),
  };
}
