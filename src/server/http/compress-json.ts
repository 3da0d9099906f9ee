import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this a compressed answer saves less than the headers and the CPU cost. */
const MIN_BYTES = 1024;
/** Fast settings: on exam day the paper of every student goes out at once; zlib runs on the thread pool. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * JSON answers of the API go out compressed when the client accepts it: the exam paper and long lists reach
 * a phone on a slow connection at a fraction of their size. Files (xlsx, pdf) are already compressed formats
 * and are left alone.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < MIN_BYTES) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    reply.header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accepted)) {
      reply.header('content-encoding', 'br').removeHeader('content-length');
      return brotli(payload, BROTLI_OPTIONS);
    }
    if (/\bgzip\b/.test(accepted)) {
      reply.header('content-encoding', 'gzip').removeHeader('content-length');
      return gzip(payload, { level: 6 });
    }
    return payload;
  });
}
