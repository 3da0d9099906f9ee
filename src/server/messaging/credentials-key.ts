import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const KEY_FILE = 'credentials.key';
let cached: { source: string; key: Buffer } | null = null;

/**
 * The key that seals schools' provider credentials. CREDENTIALS_KEY (32 bytes as base64 or 64 hex digits) wins;
 * without it, a key is generated once into DATA_DIR/credentials.key (mode 600). It is kept outside the database on
 * purpose: a database dump or backup alone does not open the credentials. Several instances on one PostgreSQL
 * must share CREDENTIALS_KEY (docs/decisions/0010-messaging.md).
 */
export function credentialsKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  const fromEnv = env.CREDENTIALS_KEY?.trim();
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const source = fromEnv ? `env:${fromEnv}` : `file:${dataDir}`;
  if (cached?.source === source) return cached.key;
  const key = fromEnv ? parseKey(fromEnv) : keyFromDataDir(dataDir);
  cached = { source, key };
  return key;
}

function parseKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('CREDENTIALS_KEY harus 32 byte (base64 atau 64 digit heksadesimal).');
  return key;
}

function keyFromDataDir(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) return parseKey(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // 'wx' fails if another process wrote it first; then read theirs.
  try {
    writeFileSync(file, key.toString('base64'), { flag: 'wx', mode: 0o600 });
    chmodSync(file, 0o600);
    return key;
  } catch {
    return parseKey(readFileSync(file, 'utf8'));
  }
}
