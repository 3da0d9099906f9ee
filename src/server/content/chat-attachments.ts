/**
 * Chat attachments travel the one upload path (kind chat_attachment). A message may carry only a file its sender
 * uploaded in the same school; the file is then readable by the uploader and the two people of a conversation
 * holding it, and by nobody else of the school (serveFile answers "not found").
 */
import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { chatConversations, chatMessages } from '../db/schema/content.ts';
import { files } from '../db/schema/files.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';

export async function attachableFile(db: Db | Tx, ctx: SessionContext, fileId: string): Promise<string> {
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.schoolId, ctx.session.schoolId), eq(files.kind, 'chat_attachment'), eq(files.createdBy, ctx.session.userId)));
  if (!file) throw validationError({ fileId: ['Lampiran tidak ditemukan. Unggah berkasnya lagi.'] });
  return file.id;
}

/** The read guard of chat_attachment (registered with the chat routes). */
export async function chatAttachmentAccess(ctx: SessionContext, file: { id: string; createdBy: number | null }): Promise<boolean> {
  if (file.createdBy === ctx.session.userId) return true;
  const { userId, schoolId } = ctx.session;
  const [hit] = await ctx.db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatMessages.attachmentFileId, file.id),
        eq(chatConversations.schoolId, schoolId),
        or(eq(chatConversations.staffUserId, userId), eq(chatConversations.otherUserId, userId)),
      ),
    )
    .limit(1);
  return !!hit;
}
