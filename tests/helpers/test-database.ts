import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createFreshDatabase, dropDatabase } from '../../src/server/db/fresh-database.ts';

/**
 * The integration tests run on an in-memory PGlite, or, when TEST_DATABASE_URL is set (CI's second pass),
 * on a PostgreSQL server: each test file gets a database of its own, dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ kind: 'memory' });
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const database = await openDatabase({ kind: 'postgres', url: await createFreshDatabase(url, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
