import { jar, location, resetBrowser, storage } from './fake-browser.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { decide, guardRoute } from '../../src/portal/app/guard.ts';
import { $routeName, $token, loadSessionState } from '../../src/portal/lib/session-store.ts';

beforeEach(() => {
  resetBrowser();
  $routeName.set(null);
});

function signIn(withCookie: boolean) {
  for (const [k, v] of Object.entries({ token: 'tok', id: '7', sd_user_type_id: '3', sd_school_id: '2', school_code: 'X', sd_academic_year_id: '12' })) {
    storage.setItem(k, v);
  }
  if (withCookie) jar.cookie = 'identity=7; path=/';
  loadSessionState();
}

describe('decide', () => {
  it('follows the three steps for requiresAuth and lets open and misspelt routes through', () => {
    expect(decide('requiresAuth', false, false)).toBe('to-root');
    expect(decide('requiresAuth', false, true)).toBe('to-root');
    expect(decide('requiresAuth', true, false)).toBe('expired');
    expect(decide('requiresAuth', true, true)).toBe('proceed');
    for (const access of ['open', 'misspelt'] as const) {
      for (const signedIn of [true, false]) for (const cookie of [true, false]) expect(decide(access, signedIn, cookie)).toBe('proceed');
    }
  });
});

describe('guardRoute', () => {
  it('sends a signed-out visitor to the root route', () => {
    storage.setItem('token', 'null');
    expect(guardRoute({ name: 'kelas', access: 'requiresAuth' })).toBe(false);
    expect(location.assign).toHaveBeenCalledWith('/');
    expect($routeName.get()).toBeNull();
  });

  it('clears the session and goes to /login when the identity cookie expired', () => {
    signIn(false);
    expect(guardRoute({ name: 'kelas', access: 'requiresAuth' })).toBe(false);
    expect(location.assign).toHaveBeenCalledWith('/login');
    for (const key of ['token', 'id', 'sd_user_type_id', 'sd_school_id', 'school_code']) expect(storage.getItem(key)).toBeNull();
    // Not in the guard's list: kept.
    expect(storage.getItem('sd_academic_year_id')).toBe('12');
    expect($token.get()).toBeNull();
  });

  it('records the route name and proceeds when signed in with the cookie', () => {
    signIn(true);
    expect(guardRoute({ name: 'kelas', access: 'requiresAuth' })).toBe(true);
    expect($routeName.get()).toBe('kelas');
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('only records the name of an open or misspelt route, signed in or not', () => {
    expect(guardRoute({ name: 'ppdb_open', access: 'open' })).toBe(true);
    expect($routeName.get()).toBe('ppdb_open');
    expect(guardRoute({ name: 'misspelt_one', access: 'misspelt' })).toBe(true);
    expect($routeName.get()).toBe('misspelt_one');
    expect(location.assign).not.toHaveBeenCalled();
  });
});
