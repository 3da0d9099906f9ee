/** The two cookies of the shell: the identity cookie (document 01, sections 3 and 9) and the sidebar pin state. */
import Cookies from 'js-cookie';
import { IDENTITY_COOKIE, IDENTITY_COOKIE_DAYS, SIDENAV_COOKIE } from './constants.ts';

const secure = () => globalThis.location?.protocol === 'https:';

export function setIdentityCookie(userId: string | number): void {
  Cookies.set(IDENTITY_COOKIE, String(userId), { path: '/', expires: IDENTITY_COOKIE_DAYS, sameSite: 'Lax', secure: secure() });
}

export function hasIdentityCookie(): boolean {
  return Cookies.get(IDENTITY_COOKIE) !== undefined;
}

export function removeIdentityCookie(): void {
  Cookies.remove(IDENTITY_COOKIE, { path: '/' });
}

export type SidenavState = 'pinned' | 'unpinned';

/** Pinned unless the user unpinned it. */
export function readSidenavState(): SidenavState {
  return Cookies.get(SIDENAV_COOKIE) === 'unpinned' ? 'unpinned' : 'pinned';
}

export function writeSidenavState(state: SidenavState): void {
  Cookies.set(SIDENAV_COOKIE, state, { path: '/', expires: 365, sameSite: 'Lax', secure: secure() });
}
