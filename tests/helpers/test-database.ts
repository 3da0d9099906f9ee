import { readFileSync } from 'node:fs';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createFreshDatabase, dropDatabase } from '../../src/server/db/fresh-database.ts';
import { templateOf, type TemplateKind } from './db-templates.ts';

/** A test file's own database; `seeded` when it was copied from a migrated and seeded template. */
export type TestDatabase = Database & { seeded: boolean };

/** Each worker reads a template's dump once; every file it runs loads from the same bytes. */
const dumps = new Map<string, Blob>();
function dumpOf(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = new Blob([readFileSync(file)])));
  return dump;
}

/**
 * The integration tests run on an in-memory PGlite, or, when TEST_DATABASE_URL is set (CI's second pass),
 * on a PostgreSQL server: each test file gets a database of its own, dropped afterwards. With `template`, the
 * database starts as a copy of the run's seeded template of that kind (tests/helpers/db-templates.ts); without,
 * empty but migrated.
 */
export async function openTestDatabase(template?: TemplateKind): Promise<TestDatabase> {
  const source = template ? templateOf(template) : undefined;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'memory', ...(source ? { loadDataDir: dumpOf(source) } : {}) });
    return { ...database, seeded: !!source };
  }
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const database = await openDatabase({ kind: 'postgres', url: await createFreshDatabase(url, name, undefined, source), poolSize: 4 });
  return {
    ...database,
    seeded: !!source,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
