import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { configureValidation } from '../shared/validation.ts';
import { registerApi } from './api/index.ts';
import type { AppDeps } from './http/context.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';

export type PagesHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface BuildAppOptions {
  logger?: boolean | { level: string };
  /** Serves everything that is not /api (built pages, portal, Astro). Absent in API tests. */
  pages?: PagesHandler;
}

/** The HTTP application: /api on Fastify, everything else handed to the pages layer. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  configureValidation();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 2 * 1024 * 1024,
    // One line per request would dominate the log (and the CPU) on exam day; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  });
  installSecurityHeaders(app);
  installErrorHandler(app);
  registerApi(app, deps);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
      return reply.status(404).send({ message: 'Alamat API tidak ditemukan.' });
    }
    if (options.pages) return options.pages(request, reply);
    return reply.status(404).type('text/plain; charset=utf-8').send('Halaman tidak ditemukan.');
  });
  return app;
}
