/**
 * The navigation guard of document 01, section 4, for routes flagged requiresAuth:
 *   1. not signed in: go to the root route ('/', the public homepage);
 *   2. signed in but the identity cookie is missing (expired): clear the session's listed values and the
 *      cookie, reset the token state, go to /login;
 *   3. otherwise record the route name and proceed.
 * Open routes, and routes with the misspelt requireAuth flag, only record the name: the API is the security
 * boundary there, and their screens show a sign-in prompt instead of data (see route-element.tsx).
 */
import type { RouteAccess } from '../../shared/catalogue/types.ts';
import { hasIdentityCookie } from '../lib/cookies.ts';
import { leaveTo } from '../lib/navigation.ts';
import { expireSession } from '../lib/session-end.ts';
import { $routeName } from '../lib/session-store.ts';
import { readToken } from '../lib/storage.ts';

export type GuardDecision = 'proceed' | 'to-root' | 'expired';

export function decide(access: RouteAccess, signedIn: boolean, identityCookie: boolean): GuardDecision {
  if (access !== 'requiresAuth') return 'proceed';
  if (!signedIn) return 'to-root';
  if (!identityCookie) return 'expired';
  return 'proceed';
}

/** Runs the guard for a route; true when navigation may proceed. */
export function guardRoute(route: { name: string; access: RouteAccess }): boolean {
  const decision = decide(route.access, readToken() !== null, hasIdentityCookie());
  if (decision === 'to-root') leaveTo('/');
  else if (decision === 'expired') expireSession();
  else $routeName.set(route.name);
  return decision === 'proceed';
}
