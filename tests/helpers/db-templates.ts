import { rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client.ts';
import { createFreshDatabase, dropDatabase } from '../../src/server/db/fresh-database.ts';
import { seed } from '../../src/server/db/seed/index.ts';

/**
 * Every integration file used to migrate and seed a database of its own, and seeding grows with each module's
 * demo data. So the run migrates and seeds once per kind, before the first file (tests/helpers/global-setup.ts),
 * and each file starts from a copy: a PGlite dump loaded in memory, or a PostgreSQL `CREATE DATABASE ...
 * TEMPLATE`. Each file still has a database of its own.
 */
export type TemplateKind = 'demo' | 'base';
export const TEMPLATE_KINDS: readonly TemplateKind[] = ['demo', 'base'];

/** Where a kind's template is: a dump file (PGlite) or a database name (PostgreSQL), passed to the workers. */
const envOf = (kind: TemplateKind) => `SEKOLAH_TEST_TEMPLATE_${kind.toUpperCase()}`;
export const templateOf = (kind: TemplateKind): string | undefined => process.env[envOf(kind)];

/** Builds the templates and returns their removal. */
export async function buildTemplates(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const names: string[] = [];
    for (const kind of TEMPLATE_KINDS) {
      const name = `tmpl_${kind}_${process.pid}_${Date.now()}`;
      const database = await openDatabase({ kind: 'postgres', url: await createFreshDatabase(adminUrl, name), poolSize: 2 });
      await seed(database.db, { demo: kind === 'demo' });
      await database.close();
      process.env[envOf(kind)] = name;
      names.push(name);
    }
    return async () => {
      for (const name of names) await dropDatabase(adminUrl, name);
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'sekolah-templates-'));
  for (const kind of TEMPLATE_KINDS) {
    const database = await openDatabase({ kind: 'memory' });
    await seed(database.db, { demo: kind === 'demo' });
    const file = path.join(dir, `${kind}.tar`);
    writeFileSync(file, Buffer.from(await (await database.pglite!.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    process.env[envOf(kind)] = file;
  }
  return async () => rmSync(dir, { recursive: true, force: true });
}
