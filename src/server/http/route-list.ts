import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Contract } from '../../shared/api/contract.ts';

/**
 * One registered /api route: its method, its URL pattern (/api/exams/attempts/:id), its zod input if any, and
 * its contract where it has one (the OpenAPI document is built from this list).
 */
export interface ApiRoute {
  method: string;
  url: string;
  /** The body (or, for GET, the query) schema the endpoint parses; endpoint.ts puts it in the route's config. */
  input?: z.ZodType;
  contract?: Contract;
  auth?: 'public' | 'session';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    input?: z.ZodType;
    contract?: Contract;
    auth?: 'public' | 'session';
  }
}

const lists = new WeakMap<FastifyInstance, ApiRoute[]>();

/**
 * Records every route the app registers, with its input schema, so that what is served can be listed and
 * checked as a whole (the bad-input suite walks every route; an API description can be generated from it).
 * Installed before the routes are registered; HEAD routes Fastify adds for GET are left out.
 */
export function recordRoutes(app: FastifyInstance): void {
  const list: ApiRoute[] = [];
  lists.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') list.push({ method, url: route.url, input: route.config?.input, contract: route.config?.contract, auth: route.config?.auth });
    }
  });
}

export function apiRoutes(app: FastifyInstance): readonly ApiRoute[] {
  return lists.get(app) ?? [];
}
