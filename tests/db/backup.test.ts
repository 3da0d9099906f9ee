import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client.ts';
import { createFreshDatabase, dropDatabase } from '../../src/server/db/fresh-database.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { backupDatabase, restoreDatabase } from '../../src/server/db/backup/backup.ts';

/** Backs up, changes the data, restores, and checks the change is gone: for each database kind. */
async function roundTrip(target: { databaseUrl?: string; dataDir: string }) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'backup-')), 'cadangan.sql');
  const open = () => openDatabase(target.databaseUrl ? { kind: 'postgres', url: target.databaseUrl } : { kind: 'pglite', dataDir: target.dataDir });
  let database = await open();
  await seed(database.db, { demo: true });
  await database.close();

  await backupDatabase(target, file);
  expect(fs.readFileSync(file, 'utf8')).toContain('sd_users');

  database = await open();
  await database.db.update(users).set({ fullName: 'Diubah setelah cadangan' }).where(eq(users.email, 'guru@demo.sch.id'));
  await database.close();

  await restoreDatabase(target, file);
  database = await open();
  const [guru] = await database.db.select().from(users).where(eq(users.email, 'guru@demo.sch.id'));
  await database.close();
  expect(guru.fullName).toBe('Budi Santoso, S.Pd. (Demo)');
}

describe('db:backup and db:restore', () => {
  it('round-trips the embedded database', async () => {
    await roundTrip({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-backup-')) });
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'round-trips a PostgreSQL database',
    async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const url = await createFreshDatabase(adminUrl, 'backup_test');
      try {
        await roundTrip({ databaseUrl: url, dataDir: '' });
      } finally {
        await dropDatabase(adminUrl, 'backup_test');
      }
    },
    120_000,
  );

  it('refuses to back up an embedded database another process holds', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-held-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    // Same process: the lock is per process, so simulate another owner by writing a live foreign pid.
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid));
    await expect(backupDatabase({ dataDir }, path.join(dataDir, 'x.sql'))).rejects.toThrow(/sedang dipakai/);
    await database.close();
  });
});
