import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock between processes: two processes on one data folder silently lose writes.
 * This lock file refuses a second process while the first is alive, and takes over a stale lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Folder data ${dataDir} sedang dipakai oleh proses lain (PID ${owner}). ` +
            'Basis data tertanam hanya boleh dibuka oleh satu proses; hentikan proses itu atau pakai DATA_DIR lain.',
          { cause: error },
        );
      }
      fs.unlinkSync(lockPath); // stale: its process is gone
    }
  }
  throw new Error(`Tidak dapat mengunci folder data ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
