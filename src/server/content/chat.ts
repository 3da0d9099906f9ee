import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { chatConversations, chatMessages, contentSettings } from '../db/schema/content.ts';
import { users } from '../db/schema/users.ts';
import { files } from '../db/schema/files.ts';
import { fileUrl } from '../../shared/files/file-kinds.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound, validationError } from '../http/errors.ts';
import { CHAT_FAMILY_TYPES, CHAT_STAFF_TYPES, contentAllows } from '../../shared/content/permissions.ts';
import { USER_TYPES, type UserTypeId } from '../../shared/user-types.ts';
import { requireContent } from './guard.ts';
import { attachableFile } from './chat-attachments.ts';
import { publishChatMessage } from './chat-events.ts';

type Conversation = typeof chatConversations.$inferSelect;
const isStaff = (type: string) => (CHAT_STAFF_TYPES as readonly string[]).includes(type);
const isFamily = (type: string) => (CHAT_FAMILY_TYPES as readonly string[]).includes(type);
const typeName = (type: string) => USER_TYPES[type as UserTypeId]?.name ?? type;
const STUDENT_CHAT_OFF = 'Obrolan untuk siswa dimatikan oleh sekolah.';

export const ATTACHMENT_ONLY = 'Lampiran';

export async function studentChatOn(db: Db | Tx, schoolId: number): Promise<boolean> {
  const [row] = await db.select({ on: contentSettings.studentChat }).from(contentSettings).where(eq(contentSettings.schoolId, schoolId));
  return row?.on ?? true;
}

/** A student may not chat at all while the school has it off; nobody may chat with a student then either. */
export async function refuseIfStudentsOff(db: Db | Tx, ctx: SessionContext, otherType?: string) {
  if ((ctx.session.userTypeId === '5' || otherType === '5') && !(await studentChatOn(db, ctx.session.schoolId))) throw forbidden(STUDENT_CHAT_OFF);
}

export function requireChatter(ctx: SessionContext) {
  const type = ctx.session.userTypeId;
  if (!isStaff(type) && !isFamily(type)) throw forbidden('Obrolan hanya untuk guru, staf, orang tua dan siswa.');
}

/** The conversations of the session's user, each with the other person and the unread count. */
async function conversationsOf(db: Db | Tx, ctx: SessionContext, only?: number) {
  const { userId, schoolId } = ctx.session;
  const rows = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.schoolId, schoolId),
        or(eq(chatConversations.staffUserId, userId), eq(chatConversations.otherUserId, userId)),
        only ? eq(chatConversations.id, only) : undefined,
      ),
    )
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(200);
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const otherIds = rows.map((c) => (c.staffUserId === userId ? c.otherUserId : c.staffUserId));
  const [people, stats] = await Promise.all([
    db.select({ id: users.id, fullName: users.fullName, type: users.userTypeId }).from(users).where(inArray(users.id, otherIds)),
    db
      .select({
        id: chatMessages.conversationId,
        last: sql<string | null>`(array_agg(coalesce(nullif(${chatMessages.body}, ''), ${ATTACHMENT_ONLY}) order by ${chatMessages.id} desc))[1]`,
        unreadStaff: sql<number>`count(*) filter (where ${chatMessages.senderId} <> ${chatConversations.staffUserId} and ${chatMessages.id} > ${chatConversations.staffLastRead})::int`,
        unreadOther: sql<number>`count(*) filter (where ${chatMessages.senderId} <> ${chatConversations.otherUserId} and ${chatMessages.id} > ${chatConversations.otherLastRead})::int`,
      })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(inArray(chatMessages.conversationId, ids))
      .groupBy(chatMessages.conversationId),
  ]);
  return rows.map((c) => {
    const mineIsStaff = c.staffUserId === userId;
    const other = people.find((p) => p.id === (mineIsStaff ? c.otherUserId : c.staffUserId));
    const s = stats.find((x) => x.id === c.id);
    return {
      id: c.id,
      with: { id: other?.id ?? 0, fullName: other?.fullName ?? '', userType: typeName(other?.type ?? '') },
      lastMessage: s?.last ?? null,
      lastMessageAt: c.lastMessageAt,
      unread: (mineIsStaff ? s?.unreadStaff : s?.unreadOther) ?? 0,
    };
  });
}

/** GET /api/content/chat */
export async function listChats({ ctx }: { ctx: SessionContext }) {
  requireChatter(ctx);
  const conversations = await conversationsOf(ctx.db, ctx);
  return {
    conversations,
    unread: conversations.reduce((s, c) => s + c.unread, 0),
    studentChat: await studentChatOn(ctx.db, ctx.session.schoolId),
    canSwitch: contentAllows('chat.settings', ctx.session.userTypeId),
  };
}

/** GET /api/content/chat/contacts: the other side of the school, by name. */
export async function chatContacts({ ctx, input }: { ctx: SessionContext; input: { q?: string } }) {
  requireChatter(ctx);
  const mine = ctx.session.userTypeId;
  const studentsOn = await studentChatOn(ctx.db, ctx.session.schoolId);
  if (mine === '5' && !studentsOn) return { data: [] };
  const types = isStaff(mine) ? (studentsOn ? ['6', '5'] : ['6']) : ['3', '4', '2', '9'];
  const rows = await ctx.db
    .select({ id: users.id, fullName: users.fullName, type: users.userTypeId })
    .from(users)
    .where(
      and(
        eq(users.schoolId, ctx.session.schoolId),
        eq(users.isActive, true),
        inArray(users.userTypeId, types),
        input.q ? ilike(users.fullName, `%${input.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
      ),
    )
    .orderBy(asc(users.userTypeId), asc(users.fullName))
    .limit(50);
  return { data: rows.map((r) => ({ id: r.id, fullName: r.fullName, userType: typeName(r.type) })) };
}

/** POST /api/content/chat: someone of another school is "not found"; two staff or two families are refused. */
export async function startChat({ ctx, input }: { ctx: SessionContext; input: { userId: number } }) {
  requireChatter(ctx);
  const { userId, schoolId, userTypeId } = ctx.session;
  const [other] = await ctx.db
    .select({ id: users.id, type: users.userTypeId })
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.schoolId, schoolId), eq(users.isActive, true)));
  if (!other) throw notFound('Pengguna tidak ditemukan di sekolah ini.');
  const pair =
    isStaff(userTypeId) && isFamily(other.type)
      ? { staffUserId: userId, otherUserId: other.id }
      : isFamily(userTypeId) && isStaff(other.type)
        ? { staffUserId: other.id, otherUserId: userId }
        : null;
  if (!pair) throw validationError({ userId: ['Obrolan hanya antara guru/staf dengan orang tua atau siswa.'] });
  await refuseIfStudentsOff(ctx.db, ctx, other.type);
  await ctx.db
    .insert(chatConversations)
    .values({ schoolId, ...pair })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(
      and(eq(chatConversations.schoolId, schoolId), eq(chatConversations.staffUserId, pair.staffUserId), eq(chatConversations.otherUserId, pair.otherUserId)),
    );
  return (await conversationsOf(ctx.db, ctx, row.id))[0];
}

async function findConversation(db: Db | Tx, ctx: SessionContext, id: number): Promise<Conversation> {
  const [c] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.schoolId, ctx.session.schoolId), eq(chatConversations.id, id)));
  if (!c || (c.staffUserId !== ctx.session.userId && c.otherUserId !== ctx.session.userId)) throw notFound('Percakapan tidak ditemukan.');
  return c;
}

async function otherTypeOf(db: Db | Tx, c: Conversation) {
  const [u] = await db.select({ type: users.userTypeId }).from(users).where(eq(users.id, c.otherUserId));
  return u?.type;
}

/** Messages with their attachments, newest first; `mine` is told for the user who reads them. */
export async function messageRows(db: Db | Tx, where: SQL | undefined, limit: number) {
  return db
    .select({ message: chatMessages, file: { id: files.id, mime: files.mime, size: files.size, name: files.originalName } })
    .from(chatMessages)
    .leftJoin(files, eq(files.id, chatMessages.attachmentFileId))
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}
export type MessageRow = Awaited<ReturnType<typeof messageRows>>[number];

export function messageFor(row: MessageRow, userId: number) {
  const m = row.message;
  const attachment = row.file ? { id: row.file.id, url: fileUrl(row.file.id), name: row.file.name, mime: row.file.mime, size: row.file.size } : null;
  return { id: m.id, senderId: m.senderId, mine: m.senderId === userId, body: m.body, attachment, createdAt: m.createdAt };
}

/** GET /api/content/chat/:id/messages?after=: the newer messages, and everything up to them is read. */
export async function chatMessagesOf({ ctx, id, input }: { ctx: SessionContext; id: number; input: { after?: number } }) {
  requireChatter(ctx);
  const c = await findConversation(ctx.db, ctx, id);
  const rows = await messageRows(ctx.db, and(eq(chatMessages.conversationId, id), input.after ? gt(chatMessages.id, input.after) : undefined), 200);
  const newest = rows[0]?.message.id ?? 0;
  const mineIsStaff = c.staffUserId === ctx.session.userId;
  if (newest > (mineIsStaff ? c.staffLastRead : c.otherLastRead)) {
    await ctx.db
      .update(chatConversations)
      .set(mineIsStaff ? { staffLastRead: newest } : { otherLastRead: newest })
      .where(eq(chatConversations.id, id));
  }
  const [conversation] = await conversationsOf(ctx.db, ctx, id);
  return { conversation, messages: rows.reverse().map((r) => messageFor(r, ctx.session.userId)) };
}

/**
 * POST /api/content/chat/:id/messages. After the commit the message is announced on the live bus (ids only), and
 * every process streams it to the two people's open screens.
 */
export async function sendChat({ ctx, id, input }: { ctx: SessionContext; id: number; input: { body: string; fileId?: string } }) {
  requireChatter(ctx);
  const { sent, conversation } = await ctx.db.transaction(async (tx) => {
    const c = await findConversation(tx, ctx, id);
    await refuseIfStudentsOff(tx, ctx, await otherTypeOf(tx, c));
    const attachmentFileId = input.fileId ? await attachableFile(tx, ctx, input.fileId) : null;
    const [m] = await tx
      .insert(chatMessages)
      .values({ conversationId: id, schoolId: ctx.session.schoolId, senderId: ctx.session.userId, body: input.body, attachmentFileId })
      .returning();
    const mineIsStaff = c.staffUserId === ctx.session.userId;
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: m.createdAt, ...(mineIsStaff ? { staffLastRead: m.id } : { otherLastRead: m.id }) })
      .where(eq(chatConversations.id, id));
    const [row] = await messageRows(tx, eq(chatMessages.id, m.id), 1);
    return { sent: row, conversation: c };
  });
  const message = messageFor(sent, ctx.session.userId);
  await publishChatMessage(ctx.deps, conversation, message);
  return message;
}

/** PUT /api/content/chat/settings */
export async function saveChatSettings({ ctx, input }: { ctx: SessionContext; input: { studentChat: boolean } }) {
  requireContent(ctx, 'chat.settings');
  return ctx.db.transaction(async (tx) => {
    const before = await studentChatOn(tx, ctx.session.schoolId);
    await tx
      .insert(contentSettings)
      .values({ schoolId: ctx.session.schoolId, studentChat: input.studentChat })
      .onConflictDoUpdate({ target: contentSettings.schoolId, set: { studentChat: input.studentChat } });
    await recordAudit(tx, ctx, { resource: 'chat_settings', recordId: ctx.session.schoolId, action: 'update', before: { studentChat: before }, after: input });
    return { studentChat: input.studentChat };
  });
}
