/**
 * GET /api/content/chat/events: server-sent events of the user's conversations. Each process keeps its own open
 * streams by user; one bus subscription per process hands it every sent message (or, when too long for the bus,
 * its ids, and it is read once), written to the streams of its two people in that school — nobody else's stream
 * ever sees it.
 * A stream opened with `after` (or the Last-Event-ID header the browser sends on reconnecting) first gets the
 * messages it missed. When the bus may have lost events (its LISTEN connection dropped), every stream is closed,
 * so its client reconnects with Last-Event-ID and catches up from the database.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findSessionByHash, type Session } from '../auth/session.ts';
import { chatConversations, chatMessages } from '../db/schema/content.ts';
import type { AppDeps, PublicContext, SessionContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { busOf } from '../live/open-bus.ts';
import { CHAT_CHANNEL, parseChatEvent, type ChatEvent, type PlainMessage } from './chat-events.ts';
import { issueTicket, sessionOfTicket, TICKET_SECONDS } from './chat-ticket.ts';
import { messageFor, messageRows, refuseIfStudentsOff, requireChatter } from './chat.ts';

const PING_MS = 25_000;
const BACKLOG = 500;
/** One person's open tabs and phones; a further stream closes their oldest. */
const STREAMS_PER_USER = 8;

interface Stream {
  session: Session;
  raw: ServerResponse;
  /** Events that arrived while the backlog was being written; null once live. */
  pending: { conversationId: number; message: PlainMessage }[] | null;
  lastId: number;
}

function write(stream: Stream, conversationId: number, message: PlainMessage): void {
  if (message.id <= stream.lastId) return;
  stream.lastId = message.id;
  const data = JSON.stringify({ conversationId, message: { ...message, mine: message.senderId === stream.session.userId } });
  stream.raw.write(`id: ${message.id}\nevent: message\ndata: ${data}\n\n`);
}

/** The message an event carries, or (too long for the bus) read once from the database. */
async function messageOf(db: AppDeps['db'], event: ChatEvent): Promise<PlainMessage | null> {
  if (event.message) return event.message;
  const [row] = await messageRows(db, and(eq(chatMessages.id, event.messageId), eq(chatMessages.schoolId, event.schoolId)), 1).catch(() => []);
  return row && row.message.conversationId === event.conversationId ? messageFor(row, 0) : null;
}

export class ChatHub {
  private readonly byUser = new Map<number, Set<Stream>>();
  private subscription: Promise<() => void> | null = null;
  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  /** How many streams this process holds (the bench and tests read it). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  async attach(stream: Stream): Promise<() => void> {
    this.subscription ??= busOf(this.deps).subscribe(
      CHAT_CHANNEL,
      (p) => void this.deliver(p),
      () => this.closeAll(),
    );
    await this.subscription;
    let set = this.byUser.get(stream.session.userId);
    if (!set) this.byUser.set(stream.session.userId, (set = new Set()));
    if (set.size >= STREAMS_PER_USER) set.values().next().value?.raw.end();
    set.add(stream);
    return () => {
      set.delete(stream);
      if (set.size === 0 && this.byUser.get(stream.session.userId) === set) this.byUser.delete(stream.session.userId);
    };
  }

  private targets(event: ChatEvent): Stream[] {
    return event.userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])]).filter((s) => s.session.schoolId === event.schoolId);
  }

  private async deliver(payload: string): Promise<void> {
    const event = parseChatEvent(payload);
    if (!event) return;
    if (this.targets(event).length === 0) return;
    const message = await messageOf(this.deps.db, event);
    if (!message) return;
    for (const stream of this.targets(event)) {
      if (stream.pending) stream.pending.push({ conversationId: event.conversationId, message });
      else write(stream, event.conversationId, message);
    }
  }

  /** Ends every stream (a gap on the bus, or the server stopping); clients reconnect with Last-Event-ID. */
  closeAll(): void {
    for (const set of this.byUser.values()) for (const s of set) s.raw.end();
  }

  /** Stops listening (the app is closing). */
  async stop(): Promise<void> {
    this.closeAll();
    const unsubscribe = await this.subscription?.catch(() => null);
    unsubscribe?.();
    this.subscription = null;
  }
}

/** POST /api/content/chat/stream-ticket */
export async function chatTicket({ ctx }: { ctx: SessionContext }) {
  requireChatter(ctx);
  await refuseIfStudentsOff(ctx.db, ctx);
  return { ticket: await issueTicket(ctx.db, ctx.session.tokenHash), expiresInSeconds: TICKET_SECONDS };
}

const lastEventId = (header: unknown) => (typeof header === 'string' && /^\d{1,10}$/.test(header) ? Math.min(Number(header), 2_147_483_647) : 0);

/** GET /api/content/chat/events?ticket=&after= */
export async function openChatStream({
  ctx,
  hub,
  input,
  request,
  reply,
}: {
  ctx: PublicContext;
  hub: ChatHub;
  input: { ticket: string; after?: number };
  request: FastifyRequest;
  reply: FastifyReply;
}) {
  const session = await sessionOfTicket(ctx.db, input.ticket);
  if (!session) throw new AppError('unauthenticated', 'Tiket aliran obrolan tidak berlaku lagi. Minta tiket baru.');
  const sctx: SessionContext = { ...ctx, session };
  requireChatter(sctx);
  await refuseIfStudentsOff(ctx.db, sctx);
  const after = Math.max(input.after ?? 0, lastEventId(request.headers['last-event-id']));

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    // nginx and similar proxies would otherwise hold the events back in their buffer.
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 3000\n\n');
  const stream: Stream = { session, raw, pending: [], lastId: after };
  const detach = await hub.attach(stream);
  const ping = setInterval(() => void keepAlive(ctx, stream), PING_MS);
  (request.raw as IncomingMessage).on('close', () => {
    clearInterval(ping);
    detach();
  });
  if (after > 0) {
    const mine = ctx.db
      .select({ id: chatConversations.id })
      .from(chatConversations)
      .where(
        and(
          eq(chatConversations.schoolId, session.schoolId),
          or(eq(chatConversations.staffUserId, session.userId), eq(chatConversations.otherUserId, session.userId)),
        ),
      );
    const missed = await messageRows(ctx.db, and(gt(chatMessages.id, after), inArray(chatMessages.conversationId, mine)), BACKLOG);
    for (const row of missed.reverse()) write(stream, row.message.conversationId, messageFor(row, 0));
  }
  for (const { conversationId, message } of stream.pending ?? []) write(stream, conversationId, message);
  stream.pending = null;
  raw.write('event: ready\ndata: {}\n\n');
}

/** A comment keeps proxies from closing an idle stream; a session that ended (sign-out, revoked) ends it too. */
async function keepAlive(ctx: PublicContext, stream: Stream): Promise<void> {
  const still = await findSessionByHash(ctx.db, stream.session.tokenHash).catch(() => stream.session);
  if (!still) stream.raw.end('event: end\ndata: {}\n\n');
  else stream.raw.write(': ping\n\n');
}
