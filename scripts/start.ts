import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

// `npm start` builds first when there is no build, so `npm install && npm start` is the whole set-up.
// The build's thousands of lines go to a log file (VERBOSE=1 shows them), so the first start ends on `Siap: …`.
const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
if (!fs.existsSync(path.join(dist, 'client', 'portal', 'index.html'))) {
  const verbose = process.env.VERBOSE === '1';
  const logFile = path.resolve('build.log');
  console.log(`Belum ada build: menjalankan astro build (sekali saja, sekitar satu menit${verbose ? '' : `; catatan di ${path.relative('.', logFile)}`})...`);
  const log = verbose ? null : fs.openSync(logFile, 'w');
  const result = spawnSync('astro', ['build'], {
    stdio: verbose ? 'inherit' : ['ignore', log!, log!],
    shell: process.platform === 'win32',
  });
  if (log !== null) fs.closeSync(log);
  if (result.status !== 0) {
    if (!verbose) process.stderr.write(`${fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n')}\n`);
    console.error(`Build gagal; catatan lengkap di ${logFile}.`);
    process.exit(result.status ?? 1);
  }
}
const { runMain } = await import('../src/server/main.ts');
await runMain();
