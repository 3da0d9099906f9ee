import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readConfig } from '../config.ts';
import type { AppDeps } from '../http/context.ts';

/**
 * The bytes of uploaded files: DATA_DIR/files/<schoolId>/<uuid>, written once and never changed, so a file's
 * address can be cached for good. Uploads stream into tmp/ first and move into place only when accepted, so
 * a refused or broken upload never leaves a half file where a reader could find it.
 */
export const filesDirOf = (deps: Pick<AppDeps, 'filesDir'>) => deps.filesDir ?? path.join(readConfig().dataDir, 'files');

export const storedPath = (filesDir: string, schoolId: number, id: string) => path.join(filesDir, String(schoolId), id);

export async function tempPath(filesDir: string): Promise<string> {
  const dir = path.join(filesDir, 'tmp');
  await mkdir(dir, { recursive: true });
  return path.join(dir, randomUUID());
}

export async function moveIntoPlace(filesDir: string, from: string, schoolId: number, id: string): Promise<void> {
  await mkdir(path.join(filesDir, String(schoolId)), { recursive: true });
  await rename(from, storedPath(filesDir, schoolId, id));
}

/** For bytes already in memory (the data: URL migration): same place, same name rule. */
export async function writeBytes(filesDir: string, schoolId: number, id: string, bytes: Buffer): Promise<void> {
  const tmp = await tempPath(filesDir);
  await writeFile(tmp, bytes);
  await moveIntoPlace(filesDir, tmp, schoolId, id);
}

export const removeQuietly = (file: string) => rm(file, { force: true });

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
