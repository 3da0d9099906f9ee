import type { FastifyRequest } from 'fastify';
import { unstorableText } from '../../shared/safe-text.ts';
import { bearerToken, findSession } from '../auth/session.ts';
import { unauthenticated, validationError } from './errors.ts';
import type { AppDeps, PublicContext, SessionContext } from './context.ts';

/**
 * What every contract route (contract-route.ts) builds before its handler: the context of a signed-in session
 * or of a public call, and the one text check. Errors are thrown as AppError and mapped once in error-handler.ts.
 */
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
