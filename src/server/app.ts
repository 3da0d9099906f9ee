import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type FastifyReply, type FastifyRequest } from 'fastify';
import { configureValidation } from '../shared/validation.ts';
import { registerApi } from './api/index.ts';
import type { AppDeps } from './http/context.ts';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { installJsonCompression } from './http/compress-json.ts';
import { errorForLog } from './http/log-error.ts';
import { recordRoutes } from './http/route-list.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { parseTrustProxy } from './config.ts';

export type PagesHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface BuildAppOptions {
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Serves everything that is not /api (built pages, portal, Astro). Absent in API tests. */
  pages?: PagesHandler;
  /** Proxies in front of the server (see parseTrustProxy); read from TRUST_PROXY when not given. */
  trustProxy?: number | string[] | false;
  /** SHA-256 sources of the build's inline scripts, allowed by the CSP instead of 'unsafe-inline'. */
  scriptHashes?: string[];
}

/**
 * A hop count becomes "the first n addresses from the socket's end are proxies": this Fastify reads a bare
 * number as "trust nobody". With one hop the client's address is the right-most X-Forwarded-For entry, the
 * one the proxy appended. (A client reaching the server directly, past the proxy, could still write that
 * header: where that is possible, list the proxies' addresses instead.)
 */
function proxyTrust(setting: number | string[] | false): FastifyServerOptions['trustProxy'] & ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting as never; // false or a list of addresses: Fastify's own forms
}

/** The HTTP application: /api on Fastify, everything else handed to the pages layer. */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  configureValidation();
  const trustProxy = proxyTrust(options.trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY));
  const app = Fastify({
    // Errors are logged through errorForLog: a failed query's parameters (personal data) never reach the log.
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), serializers: { err: (error) => errorForLog(error) } } : false,
    trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
    // One line per request would dominate the log (and the CPU) on exam day; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  });
  installSecurityHeaders(app, options.scriptHashes ?? []);
  installErrorHandler(app);
  installJsonCompression(app);
  // What Fastify really serves (with each route's input), for the OpenAPI test and the bad-input suite.
  recordRoutes(app);
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
