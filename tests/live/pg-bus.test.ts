import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createFreshDatabase, dropDatabase } from '../../src/server/db/fresh-database.ts';
import { createPgBus } from '../../src/server/live/pg-bus.ts';
import type { LiveBus } from '../../src/server/live/bus.ts';

/**
 * LISTEN/NOTIFY across instances: two buses on one PostgreSQL database stand for two server processes. Runs only
 * with TEST_DATABASE_URL (npm run test:server-db); PGlite has one process and uses the in-process bus.
 */
const url = process.env.TEST_DATABASE_URL;
const NAME = `t_bus_${process.pid}_${Date.now()}`;
let dbUrl = '';
let database: Database;
const buses: LiveBus[] = [];

const until = async (check: () => boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe.skipIf(!url)('PostgreSQL live bus (LISTEN/NOTIFY)', () => {
  beforeAll(async () => {
    dbUrl = await createFreshDatabase(url!, NAME);
    database = await openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
  });
  afterAll(async () => {
    for (const b of buses) await b.close();
    await database?.close();
    await dropDatabase(url!, NAME);
  });

  it('carries a publish of one process to the subscribers of another, on its channel only', async () => {
    const one = createPgBus(dbUrl, database.db);
    const two = createPgBus(dbUrl, database.db);
    buses.push(one, two);
    const got: string[] = [];
    const gotToo: string[] = [];
    const exam: string[] = [];
    await two.subscribe('chat', (p) => got.push(p));
    await two.subscribe('chat', (p) => gotToo.push(p));
    await two.subscribe('exam', (p) => exam.push(p));
    await one.publish('chat', '{"messageId":7}');
    await until(() => got.length === 1 && gotToo.length === 1);
    expect(got).toEqual(['{"messageId":7}']);
    expect(exam).toEqual([]);
  });

  it('listens again after its connection is killed, and tells subscribers of the gap', async () => {
    const bus = createPgBus(dbUrl, database.db);
    buses.push(bus);
    const got: string[] = [];
    let gaps = 0;
    await bus.subscribe(
      'chat_gap',
      (p) => got.push(p),
      () => gaps++,
    );
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await until(() => gaps > 0, 10_000);
    await bus.publish('chat_gap', 'after');
    await until(() => got.includes('after'));
  });
});
