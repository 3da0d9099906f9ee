/**
 * Business constants of document 01, section 9, in one place. Inactivity timings, the desktop threshold,
 * the identity cookie's lifetime and the remote client's time-out.
 */

/** A warning appears after 10 hours without a click, mouse move, mouse down, scroll, key press or page load. */
export const INACTIVITY_WARNING_MS = 600 * 60 * 1000;
/** Forced logout this long after the warning, unless there was activity in between. */
export const INACTIVITY_LOGOUT_MS = 5000;
/** The warning popup closes itself after this long. */
export const INACTIVITY_POPUP_MS = 3000;
/** The events that count as activity. */
export const ACTIVITY_EVENTS = ['click', 'mousemove', 'mousedown', 'scroll', 'keypress', 'load'] as const;

/** At and above this width the sidebar is pinned beside the page; below it, a toggle opens it over the page. */
export const DESKTOP_MIN_WIDTH = 1200;

/** The identity cookie: its presence is required on every guarded navigation. Lifetime in days (48 hours). */
export const IDENTITY_COOKIE = 'identity';
export const IDENTITY_COOKIE_DAYS = 2;

/** The sidebar pin state cookie, 'pinned' or 'unpinned'. */
export const SIDENAV_COOKIE = 'sidenav-state';

/** The main client's base path, and the second client's time-out. */
export const API_BASE = '/api';
export const REMOTE_TIMEOUT_MS = 60000;
