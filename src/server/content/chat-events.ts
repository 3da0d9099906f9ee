/**
 * The chat's live events: a sent message is announced on the bus with its ids (school, conversation, message and
 * the two people) and, when it fits under PostgreSQL's 8000-byte NOTIFY limit, the message itself, so the
 * receiving processes need not read it back; a longer one goes as ids and each process reads it once
 * (chat-stream.ts). Either way a process streams it only to its own subscribers of those two people.
 */
import type { z } from 'zod';
import type { AppDeps } from '../http/context.ts';
import { MAX_PAYLOAD } from '../live/bus.ts';
import { busOf } from '../live/open-bus.ts';
import { chatMessageSchema } from '../../shared/api/content/chat.ts';

export type PlainMessage = Omit<z.input<typeof chatMessageSchema>, 'mine'>;

export const CHAT_CHANNEL = 'chat';

export interface ChatEvent {
  schoolId: number;
  conversationId: number;
  messageId: number;
  userIds: [number, number];
  message?: PlainMessage;
}

export async function publishChatMessage(
  deps: AppDeps,
  c: { id: number; schoolId: number; staffUserId: number; otherUserId: number },
  message: PlainMessage,
): Promise<void> {
  const ids: ChatEvent = { schoolId: c.schoolId, conversationId: c.id, messageId: message.id, userIds: [c.staffUserId, c.otherUserId] };
  const full = JSON.stringify({ ...ids, message });
  const payload = Buffer.byteLength(full) <= MAX_PAYLOAD ? full : JSON.stringify(ids);
  // The message is saved either way; if the announcement fails, open screens catch up by polling.
  await busOf(deps)
    .publish(CHAT_CHANNEL, payload)
    .catch((error: unknown) => console.warn(`Acara obrolan tidak terkirim: ${(error as Error).message}`));
}

export function parseChatEvent(payload: string): ChatEvent | null {
  try {
    const e = JSON.parse(payload) as ChatEvent;
    const ints = [e.schoolId, e.conversationId, e.messageId, ...(Array.isArray(e.userIds) ? e.userIds : [])];
    if (ints.length !== 5 || !ints.every(Number.isSafeInteger)) return null;
    const message = e.message === undefined ? undefined : chatMessageSchema.omit({ mine: true }).safeParse(e.message);
    return { ...e, message: message?.success && message.data.id === e.messageId ? e.message : undefined };
  } catch {
    return null;
  }
}
