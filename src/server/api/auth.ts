import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { publicEndpoint, sessionEndpoint } from '../http/endpoint.ts';
import { signIn, signInInput } from '../auth/sign-in.ts';
import { signOut } from '../auth/sign-out.ts';

export function registerAuthApi(app: FastifyInstance, deps: AppDeps): void {
  publicEndpoint(app, deps, { method: 'POST', url: '/api/login_web', input: signInInput, handler: signIn });
  sessionEndpoint(app, deps, { method: 'POST', url: '/api/logout', handler: signOut });
}
