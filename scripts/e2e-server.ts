import fs from 'node:fs';
import path from 'node:path';

// The browser tests start from a fresh demo database every run.
const dataDir = path.resolve(process.env.DATA_DIR ?? 'test-results/e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true });
const { runMain } = await import('../src/server/main.ts');
await runMain();
