/**
 * The Kartu Akun PDFs hold first passwords: an hour after the job made them, a queued job deletes them (bytes and
 * row), so the address stops answering even if a link was copied. The job queue keeps the deletion across restarts.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/files.ts';
import { removeQuietly, storedPath } from '../files/storage.ts';
import type { JobHandler } from '../jobs/handler.ts';

export const ACCOUNT_CARDS_EXPIRE_JOB = 'master.account_cards_expire';

const payloadSchema = z.object({ schoolId: z.number().int(), filesDir: z.string(), fileIds: z.array(z.string().uuid()) });

/** Deletes account-card files of a school (only of that kind): the rows, then the bytes. Safe to run twice. */
export async function deleteFiles(db: Db, filesDir: string, schoolId: number, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(files).where(and(eq(files.schoolId, schoolId), eq(files.kind, 'account_cards'), inArray(files.id, ids)));
  await Promise.all(ids.map((id) => removeQuietly(storedPath(filesDir, schoolId, id))));
}

export const accountCardsExpireJob: JobHandler<z.infer<typeof payloadSchema>> = {
  kind: ACCOUNT_CARDS_EXPIRE_JOB,
  parse: (payload) => payloadSchema.parse(payload),
  run: async ({ db, payload }) => {
    await deleteFiles(db, payload.filesDir, payload.schoolId, payload.fileIds);
    return { deleted: payload.fileIds.length };
  },
};
