import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import { CHANNEL_PATTERN, checkPublish, Subscribers, type LiveBus } from './bus.ts';

/**
 * Several instances on one PostgreSQL: a publish is `pg_notify` (a pooled connection, after the writer's commit),
 * and each process keeps ONE extra connection that LISTENs to the channels its subscribers use, then fans each
 * notification out in process. If that connection drops, it is opened again (backing off up to 5 s), every
 * channel is listened to again and subscribers are told of the gap, so their clients catch up from the database.
 */
export function createPgBus(url: string, db: Db): LiveBus {
  const subscribers = new Subscribers();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retryMs = 250;

  const listen = (c: pg.Client, channel: string) => c.query(`LISTEN "${channel}"`);

  async function connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => subscribers.deliver(n.channel, n.payload ?? ''));
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    await c.connect();
    for (const channel of subscribers.channels()) await listen(c, channel);
    retryMs = 250;
    return c;
  }

  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().then(
      (c) => {
        client = c;
        connecting = null;
        return c;
      },
      (error: unknown) => {
        connecting = null;
        throw error;
      },
    );
    return connecting;
  }

  function lost(c: pg.Client): void {
    if (client !== c) return;
    client = null;
    void c.end().catch(() => undefined);
    if (closed) return;
    const reopen = () => {
      if (closed) return;
      connection().then(
        () => subscribers.gap(),
        (error: unknown) => {
          console.warn(`Koneksi LISTEN terputus, dicoba lagi: ${(error as Error).message}`);
          retryMs = Math.min(retryMs * 2, 5000);
          setTimeout(reopen, retryMs);
        },
      );
    };
    setTimeout(reopen, retryMs);
  }

  return {
    async publish(channel, payload) {
      checkPublish(channel, payload);
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    async subscribe(channel, onMessage, onGap) {
      if (!CHANNEL_PATTERN.test(channel)) throw new Error(`Saluran tidak sah: ${channel}`);
      const { first, remove } = subscribers.add(channel, { onMessage, onGap });
      if (first) await listen(await connection(), channel);
      else await connection();
      return () => {
        if (remove() && client) void client.query(`UNLISTEN "${channel}"`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
