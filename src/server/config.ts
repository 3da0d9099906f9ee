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
  /** Proxies in front of the server whose X-Forwarded-* headers are believed (parseTrustProxy). */
  trustProxy: number | string[] | false;
}

/**
 * TRUST_PROXY: how far to believe X-Forwarded-For / -Proto. A number is the count of proxies in front of the
 * server (1: one reverse proxy; the client's address is the right-most one it appended, never what the client
 * wrote further left). Otherwise a comma-separated list of proxy addresses or CIDR ranges. Unset, empty or
 * 0/false: no proxy, the socket's address is the client's. ("true" means one hop, not "trust everything".)
 */
export function parseTrustProxy(value: string | undefined): number | string[] | false {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'no', 'off'].includes(text.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(text.toLowerCase())) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.find((a) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(a));
  if (bad) throw new Error(`TRUST_PROXY berisi alamat yang tidak dikenali: "${bad}". Isi dengan jumlah proxy (mis. 1) atau daftar alamat proxy dipisah koma.`);
  return addresses;
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}
