import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { acquireDataDirLock } from '../lock.ts';
import { PGLITE_EXTENSIONS } from '../client.ts';

/**
 * Backups are plain SQL dumps for both databases (pg_dump's format), so either can be restored with psql too.
 * The embedded database can only be opened by one process: stop the server first (the lock says so).
 */
const DUMP_ARGS = ['--clean', '--if-exists', '--no-owner', '--no-privileges'];

export async function backupDatabase(target: { databaseUrl?: string; dataDir: string }, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.databaseUrl) {
    run('pg_dump', [...DUMP_ARGS, '--file', file, target.databaseUrl]);
    return;
  }
  const release = acquireDataDirLock(target.dataDir);
  try {
    const pg = await PGlite.create(path.join(target.dataDir, 'pgdata'), { extensions: PGLITE_EXTENSIONS });
    const dump = await pgDump({ pg, args: DUMP_ARGS });
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await pg.close();
  } finally {
    release();
  }
}

/** Restores a dump in one transaction: a failed restore leaves the database as it was. */
export async function restoreDatabase(target: { databaseUrl?: string; dataDir: string }, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`Berkas cadangan tidak ditemukan: ${file}`);
  if (target.databaseUrl) {
    run('psql', ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '--file', file, target.databaseUrl]);
    return;
  }
  const release = acquireDataDirLock(target.dataDir);
  try {
    const pg = await PGlite.create(path.join(target.dataDir, 'pgdata'), { extensions: PGLITE_EXTENSIONS });
    const sql = fs.readFileSync(file, 'utf8');
    try {
      await pg.exec(`BEGIN;\n${stripPsqlMeta(sql)}\nCOMMIT;`);
    } catch (error) {
      await pg.exec('ROLLBACK;').catch(() => {});
      throw error;
    } finally {
      await pg.close();
    }
  } finally {
    release();
  }
}

/** pg_dump writes a few psql-only lines (\restrict, \connect) that a plain SQL executor cannot run. */
function stripPsqlMeta(sql: string): string {
  return sql
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw new Error(`${command} tidak dapat dijalankan: ${result.error.message}. Pasang postgresql-client.`);
  if (result.status !== 0) throw new Error(`${command} gagal (kode ${result.status}).`);
}
