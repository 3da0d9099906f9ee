import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

// `npm start` builds first when there is no build, so `npm install && npm start` is the whole set-up.
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!fs.existsSync(path.join(dist, 'client', 'portal', 'index.html'))) {
  console.log('Belum ada build: menjalankan astro build (sekali saja)...');
  const result = spawnSync('astro', ['build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { runMain } = await import('../src/server/main.ts');
await runMain();
