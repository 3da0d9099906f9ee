import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { apiRoutes } from '../http/route-list.ts';
import { buildOpenApiDocument } from '../openapi/build-document.ts';
import { referencePage } from '../openapi/reference-page.ts';
import { apiReferenceContract, openApiContract } from '../../shared/api/platform.ts';

const VERSION = '0.1.0';

/** GET /api/openapi.json and its readable page /api/docs, built once (at the first call) from the routes this app serves. */
export function registerOpenApi(app: FastifyInstance, deps: AppDeps): void {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  let page: string | null = null;
  const doc = () => (document ??= buildOpenApiDocument(apiRoutes(app), { version: VERSION }));
  route(app, deps, openApiContract, () => doc());
  route(app, deps, apiReferenceContract, ({ reply }) => {
    reply.type('text/html; charset=utf-8');
    return (page ??= referencePage(doc()));
  });
}
