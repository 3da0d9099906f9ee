import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { changePasswordContract, getProfileContract } from '../../shared/api/profile.ts';
import { getProfile } from '../profile/get-profile.ts';
import { changePassword } from '../profile/change-password.ts';

/** The signed-in user's own profile page (route profile_page). */
export function registerProfileApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, getProfileContract, ({ ctx }) => getProfile({ ctx }));
  route(app, deps, changePasswordContract, ({ ctx, input }) => changePassword({ ctx, input }));
}
