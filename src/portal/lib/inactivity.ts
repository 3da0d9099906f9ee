/**
 * Inactivity (document 01, section 4): any activity event resets the timer; when it expires while signed in
 * a warning appears, and 5 seconds later the user is logged out unless there was activity in between. While
 * signed out nothing is armed. The effects (warning, logout) are passed in, so the timing is testable alone.
 */
import { ACTIVITY_EVENTS, INACTIVITY_LOGOUT_MS, INACTIVITY_WARNING_MS } from './constants.ts';

export interface InactivityDeps {
  isSignedIn: () => boolean;
  warn: () => void;
  logout: () => void;
  /** Where activity events are listened for (window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
}

/** Starts watching; returns the function that stops it. */
export function watchInactivity(deps: InactivityDeps): () => void {
  let warningTimer: ReturnType<typeof setTimeout> | undefined;
  let logoutTimer: ReturnType<typeof setTimeout> | undefined;

  const disarm = () => {
    clearTimeout(warningTimer);
    clearTimeout(logoutTimer);
    warningTimer = logoutTimer = undefined;
  };

  const expire = () => {
    warningTimer = undefined;
    if (!deps.isSignedIn()) return;
    deps.warn();
    logoutTimer = setTimeout(() => {
      logoutTimer = undefined;
      if (deps.isSignedIn()) deps.logout();
    }, INACTIVITY_LOGOUT_MS);
  };

  const reset = () => {
    disarm();
    if (deps.isSignedIn()) warningTimer = setTimeout(expire, INACTIVITY_WARNING_MS);
  };

  for (const event of ACTIVITY_EVENTS) deps.target.addEventListener(event, reset, { passive: true });
  reset();

  return () => {
    disarm();
    for (const event of ACTIVITY_EVENTS) deps.target.removeEventListener(event, reset);
  };
}
