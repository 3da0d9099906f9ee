import type { Database } from '../db/client.ts';
import { createMemoryBus, type LiveBus } from './bus.ts';
import { createPgBus } from './pg-bus.ts';

/** The bus that fits the database: LISTEN/NOTIFY on a PostgreSQL server, in-process on the embedded PGlite. */
export function openLiveBus(database: Pick<Database, 'db' | 'kind'>, databaseUrl?: string): LiveBus {
  return database.kind === 'postgres' && databaseUrl ? createPgBus(databaseUrl, database.db) : createMemoryBus();
}

/** The app's bus; an app built without one (tests, one process) gets an in-process bus on first use. */
export function busOf(deps: { bus?: LiveBus }): LiveBus {
  return (deps.bus ??= createMemoryBus());
}
