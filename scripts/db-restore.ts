import path from 'node:path';
import { readConfig } from '../src/server/config.ts';
import { restoreDatabase } from '../src/server/db/backup/backup.ts';

// npm run db:restore FILE: replaces the database's contents with the dump, in one transaction.
const file = process.argv[2];
if (!file) {
  console.error('Pemakaian: npm run db:restore -- BERKAS.sql');
  process.exit(2);
}
try {
  await restoreDatabase(readConfig(), path.resolve(file));
  console.log(`Basis data dipulihkan dari ${file}`);
} catch (error) {
  console.error(`Pemulihan gagal: ${(error as Error).message}`);
  process.exit(1);
}
