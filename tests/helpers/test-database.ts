import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';

/**
 * The integration tests run on an in-memory PGlite, or, when TEST_DATABASE_URL is set (CI's second pass),
 * on a PostgreSQL server: each test file gets a database of its own, dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ kind: 'memory' });
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}
