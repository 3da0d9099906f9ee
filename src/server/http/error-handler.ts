import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The one mapping from errors to the JSON shape { message, errors? }. Unknown errors never leak internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: clientErrorMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Terjadi kesalahan pada server. Silakan coba lagi.' });
  });
}

/**
 * Errors Fastify answers before any route or hook runs (a broken %-escape in the path, a path parameter past
 * its length limit): the same JSON shape and an Indonesian message instead of Fastify's English default.
 * Passed to Fastify as its `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply
    .status(error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400)
    .send({ message: clientErrorMessage(error) });
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Format JSON tidak valid.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Jenis konten tidak didukung. Kirim sebagai application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Data yang dikirim terlalu besar.';
    case 'FST_ERR_BAD_URL':
      return 'Alamat tidak valid.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'Alamat terlalu panjang.';
    default:
      return error.statusCode === 404 ? 'Alamat tidak ditemukan.' : 'Permintaan tidak valid.';
  }
}
