import path from 'node:path';
import { readConfig } from './config.ts';
import { inlineScriptHashes } from './http/script-hashes.ts';
import { openDatabase } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { LoginThrottle } from './auth/throttle.ts';
import { createPagesHandler } from './pages/serve-pages.ts';
import { matchCatalogue } from '../shared/catalogue/match.ts';
import { resolveSitePath } from './site/resolve-site-path.ts';
import { createJobWorker } from './jobs/worker.ts';
import { JOB_HANDLERS } from './jobs/registry.ts';
import { migrateQuestionImages } from './files/migrate-question-images.ts';
import { readPublicAdmissions } from './ppdb/public-admissions.ts';
import { readSchoolNews } from './content/public-news.ts';
import { readSchoolSite } from './content/public-site.ts';
import { openLiveBus } from './live/open-bus.ts';

/**
 * The one server process: opens the database at start-up (migrating and seeding it), then serves /api with
 * Fastify and everything else from the Astro build, on one port.
 */
export async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir });
  const filesDir = path.join(config.dataDir, 'files');
  // Seed and the move of pictures into files run once, under the lock, whichever instance starts first.
  await database.exclusive(async () => {
    await seed(database.db, { demo: config.seedDemo, filesDir });
    await migrateQuestionImages(database.db, filesDir);
  });
  const pages = await createPagesHandler({
    distDir: config.distDir,
    isPortalPath: (pathname) => matchCatalogue(pathname) !== null,
    resolveSitePath,
    locals: {
      ppdbAdmissions: () => readPublicAdmissions(database.db),
      schoolNews: (slug: string) => readSchoolNews(database.db, slug),
      schoolSite: (slug: string) => readSchoolSite(database.db, slug),
    },
  });
  // Live chat events: LISTEN/NOTIFY across the instances of one PostgreSQL, in process on PGlite.
  const bus = openLiveBus(database, config.databaseUrl);
  const app = await buildApp(
    { db: database.db, intakeDb: database.intakeDb, dbKind: database.kind, throttle: new LoginThrottle(database.db), filesDir, bus },
    {
      logger: { level: config.logLevel },
      pages,
      trustProxy: config.trustProxy,
      scriptHashes: inlineScriptHashes(path.join(config.distDir, 'client')),
    },
  );
  // Background jobs (docs/decisions/0009-jobs.md): one worker per process, jobs left by a crash resume here.
  const jobs = createJobWorker({
    db: database.db,
    handlers: JOB_HANDLERS,
    onError: (error, job) => app.log.error({ err: error, jobId: job?.id, kind: job?.kind }, 'job gagal'),
  });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'berhenti');
    await jobs.stop();
    await app.close();
    await bus.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  // When a hall of 2,000 phones presses "Mulai", most open a new connection in the same second; Node's default
  // queue of 511 waiting connections drops the rest, and each dropped phone waits a full second to try again.
  // The kernel caps this at net.core.somaxconn (4096 on current Linux).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  jobs.start();
  app.log.info(`Siap: http://localhost:${config.port} (basis data: ${database.kind})`);
}

/** Entry for the scripts: a start-up failure (a locked data folder, a bad tenant file) prints its message, not a trace. */
export async function runMain(): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(`\nServer tidak dapat dimulai: ${(error as Error).message}\n`);
    if (process.env.DEBUG) console.error(error);
    process.exit(1);
  }
}
