import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { FILE_KIND_RULES, tooLargeMessage, wrongTypeMessage, type FileKind } from '../../shared/files/file-kinds.ts';
import { sniff, type SniffedType } from '../../shared/files/magic-bytes.ts';
import { AppError, fieldError, validationError } from '../http/errors.ts';
import { removeQuietly, tempPath } from './storage.ts';

/** Enough of the head to tell every accepted type (an Office zip names its folders in the first entries). */
const HEAD_BYTES = 64 * 1024;

export interface ReceivedFile {
  tmp: string;
  type: SniffedType;
  size: number;
  sha256: string;
  originalName: string;
}

/**
 * Streams the one file of a multipart request to a temporary file, hashing it on the way and keeping only its
 * head in memory: a 10 MB upload costs a few kilobytes of memory, not 10 MB (docs/benchmarks.md). Over the
 * kind's limit answers 413, bytes of a type the kind does not accept 422; either way nothing is kept.
 */
export async function receiveUpload(request: FastifyRequest, filesDir: string, kind: FileKind): Promise<ReceivedFile> {
  const rule = FILE_KIND_RULES[kind];
  if (!request.isMultipart()) throw validationError({ file: ['Kirim berkas sebagai multipart/form-data.'] }, 'Berkas belum dipilih.');
  const part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 5 } });
  if (!part) throw fieldError('file', 'Berkas belum dipilih.');
  const tmp = await tempPath(filesDir);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headSize));
        headSize += Math.min(chunk.length, HEAD_BYTES - headSize);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(part.file, tap, createWriteStream(tmp));
  } catch (error) {
    await removeQuietly(tmp);
    throw error;
  }
  const refuse = async (error: AppError) => {
    await removeQuietly(tmp);
    throw error;
  };
  if (part.file.truncated) return refuse(new AppError('too_large', tooLargeMessage(kind), { fieldErrors: { file: [tooLargeMessage(kind)] } }));
  if (size === 0) return refuse(fieldError('file', 'Berkas kosong.'));
  const type = sniff(Buffer.concat(head), rule.types);
  if (!type) return refuse(validationError({ file: [wrongTypeMessage(kind)] }, wrongTypeMessage(kind)));
  return { tmp, type, size, sha256: hash.digest('hex'), originalName: cleanName(part.filename) };
}

/** The name is kept only to show and to offer on download: no folders, no control characters, a sane length. */
export const cleanName = (name: string | undefined) =>
  (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\x00-\x1f\x7f]/g, '')
    .trim()
    .slice(0, 200) || 'berkas';
