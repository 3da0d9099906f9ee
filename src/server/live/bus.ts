/**
 * Live events between the requests of one school platform (docs/decisions/0025-live-chat.md): a writer
 * publishes a short text on a channel after its transaction commits, and every process's subscribers of that
 * channel receive it. Two implementations behind this one interface, chosen like the database
 * (src/server/live/open-bus.ts): in-process for the embedded PGlite (one process), PostgreSQL LISTEN/NOTIFY
 * for a PostgreSQL server (several instances on one database).
 */
export interface LiveBus {
  /** Delivers `payload` (at most MAX_PAYLOAD bytes) to every subscriber of `channel`, in every process. */
  publish(channel: string, payload: string): Promise<void>;
  /**
   * `onMessage` gets each payload; `onGap` is told when events may have been lost (the listening connection
   * dropped and came back), so a subscriber can make its clients catch up. Returns the unsubscribe.
   */
  subscribe(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => void>;
  close(): Promise<void>;
}

/** PostgreSQL's NOTIFY payload limit is 8000 bytes; events carry ids, never message text. */
export const MAX_PAYLOAD = 7900;
/** A channel is a plain identifier (it is quoted into LISTEN, which takes no parameters). */
export const CHANNEL_PATTERN = /^[a-z][a-z0-9_]{0,62}$/;

export function checkPublish(channel: string, payload: string): void {
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Saluran tidak sah: ${channel}`);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`Isi acara terlalu panjang untuk saluran ${channel}`);
}

interface Listener {
  onMessage: (payload: string) => void;
  onGap?: () => void;
}

/** Subscribers of one process, per channel: both implementations fan out through it. */
export class Subscribers {
  private readonly byChannel = new Map<string, Set<Listener>>();

  add(channel: string, listener: Listener): { first: boolean; remove: () => boolean } {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(listener);
    return {
      first,
      remove: () => {
        set.delete(listener);
        if (set.size > 0) return false;
        this.byChannel.delete(channel);
        return true;
      },
    };
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  deliver(channel: string, payload: string): void {
    for (const l of this.byChannel.get(channel) ?? []) {
      try {
        l.onMessage(payload);
      } catch (error) {
        console.warn(`Pelanggan saluran ${channel} gagal: ${(error as Error).message}`);
      }
    }
  }

  gap(): void {
    for (const set of this.byChannel.values()) for (const l of set) l.onGap?.();
  }
}

/** One process (the embedded database): the bus is a list of callbacks; a publish is delivered on the next turn. */
export function createMemoryBus(): LiveBus {
  const subscribers = new Subscribers();
  return {
    async publish(channel, payload) {
      checkPublish(channel, payload);
      setImmediate(() => subscribers.deliver(channel, payload));
    },
    async subscribe(channel, onMessage, onGap) {
      if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Saluran tidak sah: ${channel}`);
      const { remove } = subscribers.add(channel, { onMessage, onGap });
      return () => void remove();
    },
    async close() {},
  };
}
