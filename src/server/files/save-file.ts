import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/files.ts';
import type { FileKind } from '../../shared/files/file-kinds.ts';
import { fileUrl } from '../../shared/files/file-kinds.ts';
import { sha256Of, writeBytes } from './storage.ts';

export interface SavedFile {
  id: string;
  url: string;
  kind: FileKind;
  mime: string;
  size: number;
  originalName: string;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The row that makes stored bytes a file of a school; written after the bytes are in place. */
export async function insertFileRow(
  db: Db | Tx,
  values: { id?: string; schoolId: number; kind: FileKind; mime: string; size: number; sha256: string; originalName: string; createdBy: number | null },
): Promise<SavedFile> {
  const id = values.id ?? randomUUID();
  await db.insert(files).values({ ...values, id });
  return { id, url: fileUrl(id), kind: values.kind, mime: values.mime, size: values.size, originalName: values.originalName };
}

/** Bytes the server made itself (a PDF, a demo picture) stored as a file of a school: the bytes, then the row. */
export async function saveBytes(
  db: Db | Tx,
  filesDir: string,
  bytes: Buffer,
  values: { schoolId: number; kind: FileKind; mime: string; originalName: string; createdBy: number | null },
): Promise<SavedFile> {
  const id = randomUUID();
  await writeBytes(filesDir, values.schoolId, id, bytes);
  return insertFileRow(db, { ...values, id, size: bytes.length, sha256: sha256Of(bytes) });
}
