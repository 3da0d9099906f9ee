import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed answer saves less than the headers and the CPU cost. */
const MIN_BYTES = 1024;
/**
 * Up to this size an answer is compressed at once on the request's own thread. zlib's asynchronous calls build
 * a stream and a fresh compressor (~256 KiB of state) per call and hand it to the thread pool; when 2,000
 * students fetch their 11 KiB paper together, that costs ~1.3 ms of CPU per answer against ~0.15 ms for the
 * same work done synchronously (measured on the exam bench's paper: docs/benchmarks.md, "Ujian"), and the
 * burst of papers queued behind it. Larger answers (long lists, reports) are rare and go to the thread pool,
 * so that one of them never holds up the requests behind it.
 */
const SYNC_MAX_BYTES = 64 * 1024;
const GZIP_LEVEL = 6;
/** Fast settings: brotli's quality 4 compresses better than gzip 6 at about the same cost. */
const BROTLI_QUALITY = 4;

/**
 * The smallest window that still sees the whole body (zlib's windowBits 9–15, brotli's lgwin 10–24): a smaller
 * window is less state to allocate and clear per answer, and loses nothing when the body fits in it.
 */
function windowBits(bytes: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.ceil(Math.log2(bytes + 262))));
}

type JsonEncoding = 'br' | 'gzip';

/** The encoding to send for this Accept-Encoding, brotli first; null when the client takes neither. */
function chooseEncoding(accepted: string): JsonEncoding | null {
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** The body compressed: synchronously up to SYNC_MAX_BYTES, on the thread pool above. */
function compressJson(body: string, encoding: JsonEncoding): Buffer | Promise<Buffer> {
  const input = Buffer.from(body);
  const sync = input.length <= SYNC_MAX_BYTES;
  if (encoding === 'br') {
    const options = {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(input.length, 10, 22),
      },
    };
    return sync ? zlib.brotliCompressSync(input, options) : brotli(input, options);
  }
  const options = { level: GZIP_LEVEL, windowBits: windowBits(input.length, 9, 15) };
  return sync ? zlib.gzipSync(input, options) : gzip(input, options);
}

/**
 * JSON answers of the API go out compressed when the client accepts it: the exam paper and long lists reach
 * a phone on a slow connection at a fraction of their size (the 30-question bench paper: 11.2 KiB as JSON,
 * 1.7 KiB gzipped). Files (xlsx, pdf) are already compressed formats and are left alone.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < MIN_BYTES) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = chooseEncoding(String(request.headers['accept-encoding'] ?? ''));
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressJson(payload, encoding);
  });
}
