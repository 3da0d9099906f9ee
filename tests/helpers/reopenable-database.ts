import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createFreshDatabase, dropDatabase } from '../../src/server/db/fresh-database.ts';
import { templateOf } from './db-templates.ts';

/**
 * A database that outlives the handles opened on it, to simulate a restart (close, open again) or a second
 * process (two handles at once, PostgreSQL only): a PGlite data folder, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set.
 */
export interface ReopenableDatabase {
  kind: 'pglite' | 'postgres';
  open(): Promise<Database>;
  /** Drops or deletes it; close every handle first. */
  destroy(): Promise<void>;
}

export async function createReopenableDatabase(): Promise<ReopenableDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sekolah-reopen-'));
    // The first open starts from the migrated template's dump (migrating 14 files in PGlite is slow on a busy
    // machine); later opens find the folder as the last handle left it, as a restarted server would.
    const dump = templateOf('base');
    let first = true;
    return {
      kind: 'pglite',
      open: () => {
        const loadDataDir = first && dump ? new Blob([readFileSync(dump)]) : undefined;
        first = false;
        return openDatabase({ kind: 'pglite', dataDir, loadDataDir });
      },
      destroy: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const url = await createFreshDatabase(adminUrl, name, undefined, templateOf('base'));
  return {
    kind: 'postgres',
    open: () => openDatabase({ kind: 'postgres', url, poolSize: 4 }),
    destroy: () => dropDatabase(adminUrl, name),
  };
}
