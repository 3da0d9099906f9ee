import path from 'node:path';

/** Everything the server reads from its environment, read once. No .env file is needed. */
function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the embedded database (PGlite) and its lock file. */
  dataDir: string;
  /** postgres://... to use a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  seedDemo: boolean;
  logLevel: string;
  /** The school whose website the bare paths (/head-speechs, ...) serve when no tenant claims the host. */
  defaultSchool: string;
  /** Folder of the Astro build (client files and server entry). */
  distDir: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 4321),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl,
    // The demo seed is on by default for the embedded database only: a real server starts empty.
    seedDemo: flag(env.SEED_DEMO, !databaseUrl),
    logLevel: env.LOG_LEVEL ?? 'info',
    defaultSchool: env.DEFAULT_SCHOOL ?? 'demo-smk',
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
  };
}
