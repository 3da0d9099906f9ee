import path from 'node:path';
import { readConfig } from '../src/server/config.ts';
import { backupDatabase } from '../src/server/db/backup/backup.ts';

// npm run db:backup [FILE]: a SQL dump of the embedded database (server stopped) or of DATABASE_URL.
const config = readConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const file = path.resolve(process.argv[2] ?? `backups/sekolah-${stamp}.sql`);
try {
  await backupDatabase(config, file);
  console.log(`Cadangan tersimpan: ${file}`);
} catch (error) {
  console.error(`Pencadangan gagal: ${(error as Error).message}`);
  process.exit(1);
}
