import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { signIn } from '../auth/sign-in.ts';
import { signOut } from '../auth/sign-out.ts';
import { signInContract, signOutContract } from '../../shared/api/shell.ts';
import { deviceCookie } from '../auth/known-device.ts';

export function registerAuthApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, signInContract, async ({ ctx, input, request, reply }) => {
    const answer = await signIn({ ctx, input, cookie: request.headers.cookie });
    // The device is remembered for this account, so a stranger's failures never lock it out of it.
    if (answer.status) reply.header('set-cookie', await deviceCookie(ctx.db, request.headers.cookie, answer.data.id, request.protocol === 'https'));
    return answer;
  });
  route(app, deps, signOutContract, signOut);
}
