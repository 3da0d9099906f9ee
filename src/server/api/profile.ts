import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { getProfile } from '../profile/get-profile.ts';
import { changePassword, changePasswordInput } from '../profile/change-password.ts';

/** The signed-in user's own profile page (route profile_page). */
export function registerProfileApi(app: FastifyInstance, deps: AppDeps): void {
  sessionEndpoint(app, deps, { method: 'GET', url: '/api/profile', handler: getProfile });
  sessionEndpoint(app, deps, { method: 'POST', url: '/api/profile/password', input: changePasswordInput, handler: changePassword });
}
