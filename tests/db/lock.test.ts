import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../src/server/db/lock.ts';

describe('the data folder lock', () => {
  it('refuses a second process while the first is alive', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    const release = acquireDataDirLock(dir);
    const child = spawnSync(
      process.execPath,
      ['-e', `import('${path.resolve('src/server/db/lock.ts')}').then(m => m.acquireDataDirLock(${JSON.stringify(dir)}))`],
      { encoding: 'utf8' },
    );
    expect(child.status).not.toBe(0);
    expect(child.stderr).toMatch(/sedang dipakai oleh proses lain/);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
