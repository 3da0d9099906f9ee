import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /**
   * The attendance machines' own few connections (ZKTeco ADMS pushes), so a gate's pushes never queue behind a
   * crowd of portal requests for the main pool; the same as `db` on PGlite (one connection anyway).
   */
  intakeDb: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs start-up work (migrations, the seed) alone: on PostgreSQL under an advisory lock, so instances
   * started together on one database migrate and seed one after the other. PGlite has one process.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database itself (PGlite only), for what drizzle cannot do: dumping its data folder. */
  pglite?: PGlite;
}

/** The advisory lock key of start-up work (any constant; "sdstart" in ASCII). */
const STARTUP_LOCK = 0x7364737461727400n;

async function underAdvisoryLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK.toString()]);
    }
  } finally {
    client.release();
  }
}

/**
 * The extensions the embedded database loads, the same for every PGlite this code opens (a backup, a restore or
 * a test's copy reads what the migrations created): pg_trgm, which drizzle/0029 installed for the OPAC's former
 * typo path (the OPAC now searches its own word index); databases made since then may still hold the extension.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Connections of the device intake's pool (PostgreSQL): ten machines pushing at once share three. */
const INTAKE_POOL_SIZE = 3;

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string; loadDataDir?: Blob } // persisted (tests may start a new folder from a dump)
  | { kind: 'memory'; loadDataDir?: Blob }; // tests (from a template's dump when given)

/**
 * Opens `n` connections of `pool` at once and returns them to it, so the first burst finds them ready. Only a
 * head start: a server that refuses some (its connection limit) leaves the pool to open them when needed.
 */
async function openAll(pool: pg.Pool, n: number): Promise<void> {
  const opened = await Promise.allSettled(Array.from({ length: n }, () => pool.connect()));
  for (const result of opened) if (result.status === 'fulfilled') result.value.release();
  const refused = opened.find((r) => r.status === 'rejected');
  if (refused) console.warn(`Koneksi basis data dibuka saat diperlukan: ${(refused.reason as Error).message}`);
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const max = target.poolSize ?? 10;
    // Connections stay open (no idle timeout, pg's default closes them after 10 s): a school's load comes in
    // bursts (a hall pressing "Mulai", a class opening the same material), and a burst after a quiet minute
    // otherwise waits for PostgreSQL to start a backend per connection before its first query.
    const pool = new pg.Pool({ connectionString: target.url, max, idleTimeoutMillis: 0 });
    // An idle connection the server closes (a PostgreSQL restart, a failover, a dropped link) is reported on
    // the pool; without a listener Node would end the whole process. The pool replaces it on the next query.
    pool.on('error', (error) => console.warn(`Koneksi basis data terputus dan akan dibuka ulang: ${error.message}`));
    const db = drizzlePg(pool);
    const exclusive = <T>(work: () => Promise<T>) => underAdvisoryLock(pool, work);
    try {
      await exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    const intakePool = new pg.Pool({ connectionString: target.url, max: INTAKE_POOL_SIZE, idleTimeoutMillis: 0 });
    intakePool.on('error', (error) => console.warn(`Koneksi basis data terputus dan akan dibuka ulang: ${error.message}`));
    // The main pool opens its connections now; the machines' pool opens its three with the first push.
    await openAll(pool, max);
    return { db, intakeDb: drizzlePg(intakePool), kind: 'postgres', exclusive, close: async () => void (await Promise.all([pool.end(), intakePool.end()])) };
  }
  const release = target.kind === 'pglite' ? acquireDataDirLock(target.dataDir) : () => {};
  try {
    const client =
      target.kind === 'pglite'
        ? await PGlite.create(path.join(target.dataDir, 'pgdata'), {
            extensions: PGLITE_EXTENSIONS,
            ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
          })
        : await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
    const db = drizzlePglite(client) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
    return {
      db,
      intakeDb: db,
      kind: 'pglite',
      pglite: client,
      exclusive: (work) => work(),
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
