import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { FILE_KIND_RULES, isFileKind, type FileKind } from '../../shared/files/file-kinds.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, validationError } from '../http/errors.ts';
import { receiveUpload } from './receive-upload.ts';
import { insertFileRow, type SavedFile } from './save-file.ts';
import { filesDirOf, moveIntoPlace, removeQuietly } from './storage.ts';

/**
 * POST /api/files?kind=...: the one upload path. The kind comes from the query string, read before the body,
 * so the size limit and the accepted types are known while the bytes stream in. The school is the session's.
 */
export async function uploadFile({ ctx, input, request }: { ctx: SessionContext; input: { kind?: unknown }; request: FastifyRequest }) {
  if (!isFileKind(input.kind)) throw validationError({ kind: ['Jenis berkas tidak dikenal.'] });
  return storeUpload(ctx, input.kind, request);
}

/**
 * Receives the request's file as `kind` and keeps it for the session's school. `check` runs once the file is
 * received and before it is kept (e.g. the NISN in a photo's name must be a student's): throwing refuses it.
 */
export async function storeUpload<T = void>(
  ctx: SessionContext,
  kind: FileKind,
  request: FastifyRequest,
  check?: (originalName: string) => Promise<T>,
): Promise<SavedFile & { checked: T }> {
  if (!FILE_KIND_RULES[kind].uploaders.includes(ctx.session.userTypeId)) throw forbidden();
  const filesDir = filesDirOf(ctx.deps);
  const received = await receiveUpload(request, filesDir, kind);
  const id = randomUUID();
  let checked: T;
  try {
    checked = check ? await check(received.originalName) : (undefined as T);
    await moveIntoPlace(filesDir, received.tmp, ctx.session.schoolId, id);
  } catch (error) {
    await removeQuietly(received.tmp);
    throw error;
  }
  const saved = await insertFileRow(ctx.db, {
    id,
    schoolId: ctx.session.schoolId,
    kind,
    mime: received.type.mime,
    size: received.size,
    sha256: received.sha256,
    originalName: received.originalName,
    createdBy: ctx.session.userId,
  });
  return { ...saved, checked };
}
