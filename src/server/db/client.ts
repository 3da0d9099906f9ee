import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';

/**
 * Both drivers expose the same drizzle query builder; the server is written against this one type.
 * PGlite serves one query at a time and its transaction() holds an exclusive lock, so concurrent requests
 * queue instead of interleaving inside a transaction (see tests/db/concurrency.test.ts).
 */
export type Db = NodePgDatabase<Record<string, never>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string } // persisted
  | { kind: 'memory' }; // tests

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server closes (a PostgreSQL restart, a failover, a dropped link) is reported on
    // the pool; without a listener Node would end the whole process. The pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`Koneksi basis data terputus dan akan dibuka ulang: ${error.message}`));
    const db = drizzlePg(pool);
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const release = target.kind === 'pglite' ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    const client =
      target.kind === 'pglite' ? await PGlite.create(path.join(target.dataDir, 'pgdata')) : await PGlite.create();
    const db = drizzlePglite(client) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
