import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { pollOptions, polls, pollVotes } from '../db/schema/content.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden, notFound, validationError } from '../http/errors.ts';
import { contentAllows } from '../../shared/content/permissions.ts';
import type { pollInput } from '../../shared/content/schemas.ts';
import { audienceHas, audienceLabels, audienceOptions, checkAudience, rombelsOf } from './audience.ts';
import { requireContent } from './guard.ts';

type Poll = typeof polls.$inferSelect;
type Input = z.infer<typeof pollInput>;

const isOpen = (p: Poll) => !p.closesAt || p.closesAt.getTime() > Date.now();

/** The polls with their options, vote counts and this user's own vote. */
async function views(db: Db | Tx, ctx: SessionContext, rows: Poll[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((p) => p.id);
  const [options, tallies, mine, label, rombels] = await Promise.all([
    db.select().from(pollOptions).where(inArray(pollOptions.pollId, ids)).orderBy(asc(pollOptions.position)),
    db.select({ optionId: pollVotes.optionId, n: count() }).from(pollVotes).where(inArray(pollVotes.pollId, ids)).groupBy(pollVotes.optionId),
    db
      .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
      .from(pollVotes)
      .where(and(inArray(pollVotes.pollId, ids), eq(pollVotes.userId, ctx.session.userId))),
    audienceLabels(db, ctx.session.schoolId),
    rombelsOf(db, ctx),
  ]);
  const tally = new Map(tallies.map((t) => [t.optionId, t.n]));
  const canEdit = contentAllows('poll.write', ctx.session.userTypeId);
  return rows.map((p) => {
    const own = options.filter((o) => o.pollId === p.id).map((o) => ({ id: o.id, label: o.label, votes: tally.get(o.id) ?? 0 }));
    const myOptionId = mine.find((m) => m.pollId === p.id)?.optionId ?? null;
    return {
      id: p.id,
      question: p.question,
      description: p.description,
      audience: p.audience,
      audienceLabel: label(p.audience),
      closesAt: p.closesAt,
      open: isOpen(p),
      votes: own.reduce((s, o) => s + o.votes, 0),
      myOptionId,
      canVote: isOpen(p) && myOptionId === null && audienceHas(p.audience, ctx.session.userTypeId, rombels),
      options: own,
      canEdit,
    };
  });
}

/** GET /api/content/polls: the polls meant for this user; the writers see them all. */
export async function listPolls({ ctx }: { ctx: SessionContext }) {
  const canWrite = contentAllows('poll.write', ctx.session.userTypeId);
  const rows = await ctx.db.select().from(polls).where(eq(polls.schoolId, ctx.session.schoolId)).orderBy(desc(polls.createdAt), desc(polls.id)).limit(200);
  const rombels = await rombelsOf(ctx.db, ctx);
  const visible = canWrite ? rows : rows.filter((p) => audienceHas(p.audience, ctx.session.userTypeId, rombels));
  return {
    data: await views(ctx.db, ctx, visible),
    canWrite,
    audiences: canWrite ? await audienceOptions(ctx.db, ctx.session.schoolId, ctx.session.academicYearId) : [],
  };
}

/** A poll of the session's school that this user may see (else 404). */
async function findPoll(db: Db | Tx, ctx: SessionContext, id: number, lock = false): Promise<Poll> {
  const query = db
    .select()
    .from(polls)
    .where(and(eq(polls.schoolId, ctx.session.schoolId), eq(polls.id, id)));
  const [poll] = lock ? await query.for('update') : await query;
  if (!poll) throw notFound('Jajak pendapat tidak ditemukan.');
  if (!contentAllows('poll.write', ctx.session.userTypeId) && !audienceHas(poll.audience, ctx.session.userTypeId, await rombelsOf(db, ctx)))
    throw notFound('Jajak pendapat tidak ditemukan.');
  return poll;
}

/** GET /api/content/polls/:id */
export async function getPoll({ ctx, id }: { ctx: SessionContext; id: number }) {
  return (await views(ctx.db, ctx, [await findPoll(ctx.db, ctx, id)]))[0];
}

const closesAtOf = (input: Input) => (input.closesAt ? new Date(input.closesAt) : null);

/** POST /api/content/polls */
export async function createPoll({ ctx, input }: { ctx: SessionContext; input: Input }) {
  requireContent(ctx, 'poll.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    await checkAudience(tx, schoolId, input.audience);
    const [poll] = await tx
      .insert(polls)
      .values({
        schoolId,
        question: input.question,
        description: input.description ?? null,
        audience: input.audience,
        closesAt: closesAtOf(input),
        createdBy: ctx.session.userId,
      })
      .returning();
    await tx.insert(pollOptions).values(input.options.map((label, position) => ({ pollId: poll.id, schoolId, label, position })));
    await recordAudit(tx, ctx, { resource: 'poll', recordId: poll.id, action: 'create', after: { question: poll.question, options: input.options } });
    return (await views(tx, ctx, [poll]))[0];
  });
}

/** PUT /api/content/polls/:id: the options may change only while nobody has voted (409 after). */
export async function updatePoll({ ctx, id, input }: { ctx: SessionContext; id: number; input: Input }) {
  requireContent(ctx, 'poll.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const before = await findPoll(tx, ctx, id, true);
    await checkAudience(tx, schoolId, input.audience);
    const current = await tx.select().from(pollOptions).where(eq(pollOptions.pollId, id)).orderBy(asc(pollOptions.position));
    const sameOptions = current.length === input.options.length && current.every((o, i) => o.label === input.options[i]);
    if (!sameOptions) {
      const [{ n }] = await tx.select({ n: count() }).from(pollVotes).where(eq(pollVotes.pollId, id));
      if (n > 0) throw new AppError('conflict', 'Pilihan jawaban tidak dapat diubah setelah ada suara masuk.');
      await tx.delete(pollOptions).where(eq(pollOptions.pollId, id));
      await tx.insert(pollOptions).values(input.options.map((label, position) => ({ pollId: id, schoolId, label, position })));
    }
    const [poll] = await tx
      .update(polls)
      .set({ question: input.question, description: input.description ?? null, audience: input.audience, closesAt: closesAtOf(input) })
      .where(eq(polls.id, id))
      .returning();
    await recordAudit(tx, ctx, {
      resource: 'poll',
      recordId: id,
      action: 'update',
      before: { question: before.question, closesAt: before.closesAt },
      after: { question: poll.question, closesAt: poll.closesAt, options: input.options },
    });
    return (await views(tx, ctx, [poll]))[0];
  });
}

/** POST /api/content/polls/:id/vote: one vote per user (a second is a 409), while the poll is open. */
export async function votePoll({ ctx, id, input }: { ctx: SessionContext; id: number; input: { optionId: number } }) {
  return ctx.db.transaction(async (tx) => {
    const poll = await findPoll(tx, ctx, id);
    // The office sees every poll (findPoll), but votes only in those meant for it.
    if (!audienceHas(poll.audience, ctx.session.userTypeId, await rombelsOf(tx, ctx)))
      throw forbidden('Jajak pendapat ini bukan untuk Anda; Anda hanya dapat melihat hasilnya.');
    if (!isOpen(poll)) throw new AppError('conflict', 'Jajak pendapat ini sudah ditutup.');
    const [option] = await tx
      .select({ id: pollOptions.id })
      .from(pollOptions)
      .where(and(eq(pollOptions.pollId, id), eq(pollOptions.id, input.optionId)));
    if (!option) throw validationError({ optionId: ['Pilihan tidak ada pada jajak pendapat ini.'] });
    const inserted = await tx
      .insert(pollVotes)
      .values({ pollId: id, userId: ctx.session.userId, optionId: option.id, schoolId: ctx.session.schoolId })
      .onConflictDoNothing()
      .returning({ pollId: pollVotes.pollId });
    if (inserted.length === 0) throw new AppError('conflict', 'Anda sudah memberi suara pada jajak pendapat ini.');
    return (await views(tx, ctx, [poll]))[0];
  });
}
