import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../shared/validation.ts';
import { unstorableText } from '../../shared/safe-text.ts';
import { bearerToken, findSession } from '../auth/session.ts';
import { AppError, unauthenticated, validationError } from './errors.ts';
import type { AppDeps, PublicContext, SessionContext } from './context.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface EndpointSpec<S extends z.ZodType, C, O> {
  method: Method;
  url: string;
  /** Body for POST/PUT/PATCH/DELETE, query string for GET. Invalid input answers 422 with field messages. */
  input?: S;
  handler: (args: { ctx: C; input: z.output<S>; request: FastifyRequest; reply: FastifyReply }) => Promise<O>;
}

/**
 * Endpoints stay thin: parse, build the context, call one service. Errors are thrown as AppError and mapped
 * once in error-handler.ts.
 */
export function publicEndpoint<S extends z.ZodType, O>(app: FastifyInstance, deps: AppDeps, spec: EndpointSpec<S, PublicContext, O>) {
  app.route({
    method: spec.method,
    url: spec.url,
    config: { input: spec.input, auth: 'public' },
    handler: async (request, reply) => {
      checkText(request);
      const input = parseInput(spec.input, request, spec.method);
      return spec.handler({ ctx: publicContextOf(deps, request), input, request, reply });
    },
  });
}

/** An endpoint that needs a valid bearer token (401 otherwise); the context carries the session. */
export function sessionEndpoint<S extends z.ZodType, O>(app: FastifyInstance, deps: AppDeps, spec: EndpointSpec<S, SessionContext, O>) {
  app.route({
    method: spec.method,
    url: spec.url,
    config: { input: spec.input, auth: 'session' },
    handler: async (request, reply) => {
      const ctx = await sessionContext(deps, request);
      checkText(request);
      const input = parseInput(spec.input, request, spec.method);
      return spec.handler({ ctx, input, request, reply });
    },
  });
}

export async function sessionContext(deps: AppDeps, request: FastifyRequest): Promise<SessionContext> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthenticated();
  const session = await findSession(deps.db, token);
  if (!session) throw unauthenticated();
  return { ...publicContextOf(deps, request), session };
}

export function publicContextOf(deps: AppDeps, request: FastifyRequest): PublicContext {
  return { db: deps.db, deps, ip: request.ip };
}

/**
 * Every path, query and body is refused with 422 when it carries text the database cannot store (a NUL, a lone
 * surrogate): one check for every endpoint, whatever its schema reads and whether or not it has one.
 */
export function checkText(request: FastifyRequest): void {
  const errors = unstorableText(request.params) ?? unstorableText(request.query) ?? unstorableText(request.body);
  if (errors) throw validationError(errors);
}

function parseInput<S extends z.ZodType>(schema: S | undefined, request: FastifyRequest, method: Method): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const raw = method === 'GET' ? request.query : (request.body ?? {});
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new AppError('bad_request', 'Isi permintaan harus berupa objek JSON.');
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}
