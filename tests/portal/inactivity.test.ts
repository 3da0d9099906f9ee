import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchInactivity } from '../../src/portal/lib/inactivity.ts';
import { ACTIVITY_EVENTS, INACTIVITY_LOGOUT_MS, INACTIVITY_POPUP_MS, INACTIVITY_WARNING_MS } from '../../src/portal/lib/constants.ts';

let signedIn = true;
const warn = vi.fn();
const logout = vi.fn();
let target: EventTarget;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  signedIn = true;
  warn.mockReset();
  logout.mockReset();
  target = new EventTarget();
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

const start = () => {
  stop = watchInactivity({ isSignedIn: () => signedIn, warn, logout, target });
};

describe('inactivity', () => {
  it('keeps the constants of document 01 section 9', () => {
    expect(INACTIVITY_WARNING_MS).toBe(600 * 60 * 1000);
    expect(INACTIVITY_LOGOUT_MS).toBe(5000);
    expect(INACTIVITY_POPUP_MS).toBe(3000);
    expect([...ACTIVITY_EVENTS]).toEqual(['click', 'mousemove', 'mousedown', 'scroll', 'keypress', 'load']);
  });

  it('warns after 10 hours and logs out 5 seconds later', () => {
    start();
    vi.advanceTimersByTime(INACTIVITY_WARNING_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS - 1);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it.each(ACTIVITY_EVENTS)('a %s event resets the timer', (event) => {
    start();
    vi.advanceTimersByTime(INACTIVITY_WARNING_MS - 1000);
    target.dispatchEvent(new Event(event));
    vi.advanceTimersByTime(INACTIVITY_WARNING_MS - 1);
    expect(warn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('activity after the warning cancels the logout and re-arms the timer', () => {
    start();
    vi.advanceTimersByTime(INACTIVITY_WARNING_MS);
    expect(warn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    target.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS * 2);
    expect(logout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_WARNING_MS);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('arms nothing while signed out', () => {
    signedIn = false;
    start();
    target.dispatchEvent(new Event('mousemove'));
    vi.advanceTimersByTime(INACTIVITY_WARNING_MS * 3);
    expect(warn).not.toHaveBeenCalled();
    expect(logout).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not log out a user who signed out during the warning', () => {
    start();
    vi.advanceTimersByTime(INACTIVITY_WARNING_MS);
    signedIn = false;
    vi.advanceTimersByTime(INACTIVITY_LOGOUT_MS);
    expect(logout).not.toHaveBeenCalled();
  });

  it('stops listening and clears its timers when stopped', () => {
    start();
    stop();
    target.dispatchEvent(new Event('click'));
    expect(vi.getTimerCount()).toBe(0);
  });
});
