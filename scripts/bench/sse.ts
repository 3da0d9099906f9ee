/**
 * A server-sent events client for Node (the chat bench and the chat tests): what a browser's EventSource does,
 * with each event handed over as it arrives. `find(name, match)` waits for the first such event (or returns it).
 */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
  /** performance.now() when the event's last line arrived. */
  at: number;
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  find(name: string, match?: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Every event of that name received so far, or later (the callback also gets them as they come). */
  on(name: string, listener: (e: SseEvent) => void): void;
  close(): void;
  closed: Promise<void>;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const listeners: { name: string; listener: (e: SseEvent) => void }[] = [];
  let wake = null as (() => void) | null;
  let ended = false;
  const closed = (async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const e: SseEvent = { event: 'message', data: '', at: performance.now() };
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') e.event = value;
            else if (field === 'id') e.id = value;
            else if (field === 'data') data.push(value);
          }
          if (data.length === 0 && !e.id && e.event === 'message') continue;
          e.data = data.join('\n');
          events.push(e);
          for (const l of listeners) if (l.name === e.event) l.listener(e);
          wake?.();
        }
      }
    } catch {
      // aborted
    } finally {
      ended = true;
      wake?.();
    }
  })();
  return {
    status: response.status,
    events,
    on(name, listener) {
      for (const e of events) if (e.event === name) listener(e);
      listeners.push({ name, listener });
    },
    async find(name, match = () => true, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === name && match(e));
        if (found) return found;
        if (ended) throw new Error(`stream ended before a "${name}" event`);
        if (Date.now() > deadline) throw new Error(`no "${name}" event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => abort.abort(),
    closed,
  };
}
