import fs from 'node:fs';
import path from 'node:path';

// The browser tests start from a fresh demo database every run: the embedded one in an emptied data folder, or,
// when E2E_DATABASE_URL names a PostgreSQL server (CI's .ci/run does), a new database on it. PostgreSQL takes
// the queries off the server's own thread, which the embedded database shares with every request, so the
// browser specs spend their two cores on the browsers and the app rather than on WebAssembly SQL.
const dataDir = path.resolve(process.env.DATA_DIR ?? 'test-results/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
const adminUrl = process.env.E2E_DATABASE_URL;
if (adminUrl) {
  const { createFreshDatabase, datedName, dropIdleDatabases } = await import('../src/server/db/fresh-database.ts');
  // Earlier runs' databases (a run stopped by Playwright cannot drop its own): those nobody is connected to.
  await dropIdleDatabases(adminUrl, 'e2e_');
  process.env.DATABASE_URL = await createFreshDatabase(adminUrl, datedName(`e2e_${process.env.PORT ?? process.pid}`));
  // A PostgreSQL server starts empty by default (src/server/config.ts); the specs sign in as the demo accounts.
  process.env.SEED_DEMO = '1';
}
const { runMain } = await import('../src/server/main.ts');
await runMain();
