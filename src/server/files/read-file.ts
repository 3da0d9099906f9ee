import { createReadStream } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FILE_ID_PATTERN, FILE_KIND_RULES, isFileKind } from '../../shared/files/file-kinds.ts';
import { files } from '../db/schema/files.ts';
import type { PublicContext } from '../http/context.ts';
import { sessionContext } from '../http/endpoint.ts';
import { notFound } from '../http/errors.ts';
import { filesDirOf, storedPath } from './storage.ts';
import { fileReadGuard } from './read-guards.ts';

const missing = () => notFound('Berkas tidak ditemukan.');

/**
 * GET /api/files/:id. A public kind (question pictures) is served to whoever has its unguessable address: the
 * exam screen shows it in an <img>, which carries no bearer token, for students signed in, on a /webpageujian
 * link or in Safe Exam Browser alike. Every other kind needs a session of the same school; another school's
 * file is "not found". The bytes never change for an id, hence the long cache and the sha256 as ETag.
 */
export async function serveFile({ ctx, id, request, reply }: { ctx: PublicContext; id: string; request: FastifyRequest; reply: FastifyReply }) {
  if (!FILE_ID_PATTERN.test(id)) throw missing();
  const [row] = await ctx.db.select().from(files).where(eq(files.id, id));
  if (!row || !isFileKind(row.kind)) throw missing();
  const isPublic = FILE_KIND_RULES[row.kind].public;
  if (!isPublic) {
    const session = await sessionContext(ctx.deps, request);
    if (session.session.schoolId !== row.schoolId) throw missing();
    const readers = FILE_KIND_RULES[row.kind].readers;
    if (readers && !readers.includes(session.session.userTypeId)) throw missing();
    const guard = fileReadGuard(row.kind);
    if (guard && !(await guard(session, row))) throw missing();
  }
  const etag = `"${row.sha256}"`;
  reply
    .header('cache-control', isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    // A file is never a page: even a PDF opened in a tab runs no script of ours and frames nothing.
    .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', disposition(row.mime, row.originalName));
  if (!isPublic) reply.header('vary', 'authorization');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply
    .type(row.mime)
    .header('content-length', String(row.size))
    .send(createReadStream(storedPath(filesDirOf(ctx.deps), row.schoolId, row.id)));
}

/** Pictures show inline; documents download under their original name (RFC 6266, with an ASCII fallback). */
function disposition(mime: string, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const type = mime.startsWith('image/') ? 'inline' : 'attachment';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
