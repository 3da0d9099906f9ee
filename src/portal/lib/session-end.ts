/**
 * Ending a session in the browser. Logout and inactivity clear everything of document 01, section 3;
 * an expired identity cookie (guard step 2) and a 401 answer clear the guard's list. Both go to /login.
 */
import { removeIdentityCookie } from './cookies.ts';
import { leaveTo } from './navigation.ts';
import { $errors, $token, loadSessionState } from './session-store.ts';
import { EXPIRED_SESSION_KEYS, STORAGE_KEYS, removeKeys } from './storage.ts';

export const LOGIN_PATH = '/login';

/** Clears every stored value and the identity cookie, and resets the state. */
export function clearSession(): void {
  removeKeys(STORAGE_KEYS);
  removeIdentityCookie();
  loadSessionState();
  $errors.set({});
}

/** Guard step 2 and any 401: clear the listed values and the cookie, reset the token, go to /login. */
export function expireSession(): void {
  removeKeys(EXPIRED_SESSION_KEYS);
  removeIdentityCookie();
  $token.set(null);
  leaveTo(LOGIN_PATH);
}
