import type { FastifyError, FastifyInstance } from 'fastify';
import { fileTooLarge, MAX_WORKBOOK_BYTES } from './workbook-errors.ts';
import { WORKBOOK_BASE64_BYTES } from '../../shared/workbook-limits.ts';

export { WORKBOOK_BASE64_BYTES } from '../../shared/workbook-limits.ts';

/**
 * For a plugin scope holding only workbook imports: bodies up to the workbook limit (refused from the
 * Content-Length before they are read), and that refusal answered in the import's words, on the file field.
 */
export function limitWorkbookUploads(scope: FastifyInstance, encoding: 'binary' | 'base64'): void {
  const bodyLimit = encoding === 'binary' ? MAX_WORKBOOK_BYTES : WORKBOOK_BASE64_BYTES + 64 * 1024;
  scope.addHook('onRoute', (route) => {
    route.bodyLimit = bodyLimit;
  });
  // Thrown from a scope's error handler, the AppError goes on to the app's one handler (http/error-handler.ts).
  scope.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw fileTooLarge();
    throw error;
  });
}
