/**
 * The chat's live connection: server-sent events through EventSource. EventSource cannot send the bearer token,
 * so each connection first asks for a one-minute ticket. When the stream drops, the screen falls back to polling
 * (`live` turns false) and the connection is opened again with a new ticket and `after=` the newest message
 * seen, so nothing sent meanwhile is lost; each (re)connection's "ready" lets the screen catch up once.
 */
import { useEffect, useRef, useState } from 'react';
import { pathOf, type OutputOf } from '../../../shared/api/contract.ts';
import { chatEventSchema, chatEventsContract, chatTicketContract } from '../../../shared/api/content/chat.ts';
import { call } from '../../lib/api.ts';

export type ChatEvent = OutputOf<typeof chatEventsContract>;

const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000];

export function useChatStream(onEvent: (e: ChatEvent) => void, onReady: () => void): boolean {
  const [live, setLive] = useState(false);
  const handlers = useRef({ onEvent, onReady });
  handlers.current = { onEvent, onReady };
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    let lastId = 0;
    const retry = () => {
      setLive(false);
      if (!stopped) timer = setTimeout(() => void connect(), RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
    };
    const connect = async () => {
      const ticket = await call(chatTicketContract).catch(() => null);
      if (stopped) return;
      if (!ticket) return retry();
      const query = new URLSearchParams({ ticket: ticket.ticket, ...(lastId ? { after: String(lastId) } : {}) });
      source = new EventSource(`${pathOf(chatEventsContract)}?${query}`);
      source.addEventListener('ready', () => {
        failures = 0;
        setLive(true);
        handlers.current.onReady();
      });
      source.addEventListener('message', (e: MessageEvent<string>) => {
        const parsed = chatEventSchema.safeParse(JSON.parse(e.data));
        if (!parsed.success) return;
        lastId = Math.max(lastId, parsed.data.message.id);
        handlers.current.onEvent(parsed.data);
      });
      // The browser would reconnect on its own with the same (by then expired) ticket: close and start over.
      source.onerror = () => {
        source?.close();
        source = null;
        retry();
      };
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, []);
  return live;
}
