/**
 * The chat's live events: a sent message is announced on the bus as ids only (school, conversation, message and
 * the two people), so a NOTIFY stays far below PostgreSQL's 8000-byte limit and no text crosses the bus; each
 * process reads the message once and streams it to its own subscribers of those two people (chat-stream.ts).
 */
import type { AppDeps } from '../http/context.ts';
import { busOf } from '../live/open-bus.ts';

export const CHAT_CHANNEL = 'chat';

export interface ChatEvent {
  schoolId: number;
  conversationId: number;
  messageId: number;
  userIds: [number, number];
}

export async function publishChatMessage(deps: AppDeps, c: { id: number; schoolId: number; staffUserId: number; otherUserId: number }, messageId: number): Promise<void> {
  const event: ChatEvent = { schoolId: c.schoolId, conversationId: c.id, messageId, userIds: [c.staffUserId, c.otherUserId] };
  // The message is saved either way; if the announcement fails, open screens catch up by polling.
  await busOf(deps).publish(CHAT_CHANNEL, JSON.stringify(event)).catch((error: unknown) => console.warn(`Acara obrolan tidak terkirim: ${(error as Error).message}`));
}

export function parseChatEvent(payload: string): ChatEvent | null {
  try {
    const e = JSON.parse(payload) as ChatEvent;
    const ints = [e.schoolId, e.conversationId, e.messageId, ...(Array.isArray(e.userIds) ? e.userIds : [])];
    return ints.length === 5 && ints.every(Number.isSafeInteger) ? e : null;
  } catch {
    return null;
  }
}
