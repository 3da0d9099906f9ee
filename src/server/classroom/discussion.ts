/**
 * Room discussion: students of the rombel and the room's teacher ask and answer; the guardian and the principal
 * read; the asker or the teacher marks the reply that answers. Bodies are plain text, shown as text.
 */
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { roomPosts, roomThreads } from '../db/schema/classroom.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound, validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { GUARDIAN, STUDENT } from '../../shared/classroom/permissions.ts';
import { openRoom, type RoomAccess } from './room-access.ts';

const THREAD_NOT_FOUND = 'Pertanyaan tidak ditemukan.';

/** Students of the room and its keepers write; guardians and the principal read. */
const mayPost = (ctx: SessionContext, access: RoomAccess) => access.canKeep || (ctx.session.userTypeId === STUDENT && !!access.student);

export async function listThreads({ ctx, id }: { ctx: SessionContext; id: number }) {
  const access = await openRoom(ctx, id);
  const { room } = access;
  const rows = await ctx.db
    .select({ t: roomThreads, authorName: users.fullName })
    .from(roomThreads)
    .innerJoin(users, eq(users.id, roomThreads.authorId))
    .where(eq(roomThreads.roomId, room.id))
    .orderBy(desc(roomThreads.lastPostAt), desc(roomThreads.id));
  const ids = rows.map((r) => r.t.id);
  const replies = ids.length
    ? await ctx.db.select({ id: roomPosts.threadId, n: count() }).from(roomPosts).where(inArray(roomPosts.threadId, ids)).groupBy(roomPosts.threadId)
    : [];
  return {
    room: { id: room.id, courseName: room.courseName, sectionName: room.sectionName },
    threads: rows.map(({ t, authorName }) => ({
      id: t.id,
      title: t.title,
      authorName,
      fromTeacher: t.authorId === room.teacherId,
      createdAt: t.createdAt,
      lastPostAt: t.lastPostAt,
      replies: replies.find((r) => r.id === t.id)?.n ?? 0,
      answered: t.answerId !== null,
    })),
    canPost: mayPost(ctx, access),
  };
}

export async function createThread({ ctx, id, input }: { ctx: SessionContext; id: number; input: { title: string; body: string } }) {
  const access = await openRoom(ctx, id);
  if (!mayPost(ctx, access)) throw forbidden('Pertanyaan diajukan siswa rombel ini atau gurunya.');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roomThreads)
      .values({ schoolId: ctx.session.schoolId, roomId: access.room.id, authorId: ctx.session.userId, title: input.title, body: input.body })
      .returning({ id: roomThreads.id });
    await recordAudit(tx, ctx, { resource: 'classroom.thread', recordId: row.id, action: 'create', after: { roomId: access.room.id, title: input.title } });
    return { id: row.id };
  });
}

async function openThread(ctx: SessionContext, id: number) {
  const [thread] = await ctx.db
    .select()
    .from(roomThreads)
    .where(and(eq(roomThreads.id, id), eq(roomThreads.schoolId, ctx.session.schoolId)));
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  const access = await openRoom(ctx, thread.roomId).catch(() => {
    throw notFound(THREAD_NOT_FOUND);
  });
  return { thread, access };
}

export async function getThread({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { thread, access } = await openThread(ctx, id);
  const [author] = await ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, thread.authorId));
  const posts = await ctx.db
    .select({ id: roomPosts.id, authorId: roomPosts.authorId, authorName: users.fullName, body: roomPosts.body, createdAt: roomPosts.createdAt })
    .from(roomPosts)
    .innerJoin(users, eq(users.id, roomPosts.authorId))
    .where(eq(roomPosts.threadId, id))
    .orderBy(asc(roomPosts.id));
  const teacherId = access.room.teacherId;
  return {
    id: thread.id,
    roomId: thread.roomId,
    courseName: access.room.courseName,
    title: thread.title,
    body: thread.body,
    authorName: author?.name ?? '-',
    fromTeacher: thread.authorId === teacherId,
    createdAt: thread.createdAt,
    answerId: thread.answerId,
    posts: posts.map(({ authorId, ...p }) => ({ ...p, fromTeacher: authorId === teacherId })),
    canPost: mayPost(ctx, access),
    canMarkAnswer: access.canKeep || thread.authorId === ctx.session.userId,
  };
}

export async function reply({ ctx, id, input }: { ctx: SessionContext; id: number; input: { body: string } }) {
  const { thread, access } = await openThread(ctx, id);
  if (!mayPost(ctx, access))
    throw forbidden(
      ctx.session.userTypeId === GUARDIAN ? 'Orang tua dapat membaca diskusi, tidak membalas.' : 'Balasan ditulis siswa rombel ini atau gurunya.',
    );
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(roomPosts)
      .values({ schoolId: ctx.session.schoolId, threadId: thread.id, authorId: ctx.session.userId, body: input.body })
      .returning({ id: roomPosts.id, createdAt: roomPosts.createdAt });
    await tx.update(roomThreads).set({ lastPostAt: row.createdAt }).where(eq(roomThreads.id, thread.id));
    await recordAudit(tx, ctx, { resource: 'classroom.post', recordId: row.id, action: 'create', after: { threadId: thread.id } });
    return { id: row.id };
  });
}

export async function markAnswer({ ctx, id, input }: { ctx: SessionContext; id: number; input: { postId: number } }) {
  const { thread, access } = await openThread(ctx, id);
  if (!access.canKeep && thread.authorId !== ctx.session.userId) throw forbidden('Jawaban ditandai guru kelas atau penanya.');
  const [post] = await ctx.db
    .select({ id: roomPosts.id })
    .from(roomPosts)
    .where(and(eq(roomPosts.id, input.postId), eq(roomPosts.threadId, thread.id)));
  if (!post) throw validationError({ postId: ['Pilih balasan dari pertanyaan ini.'] });
  return ctx.db.transaction(async (tx) => {
    await tx.update(roomThreads).set({ answerId: post.id }).where(eq(roomThreads.id, thread.id));
    await recordAudit(tx, ctx, { resource: 'classroom.thread', recordId: thread.id, action: 'answer', after: { postId: post.id } });
    return { id: thread.id };
  });
}
