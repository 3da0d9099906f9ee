import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginThrottle, waitAfter } from '../../src/server/auth/throttle.ts';
import type { Database } from '../../src/server/db/client.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

/** The throttle's counters live in the database (shared by every instance); a fake clock drives time. */
let database: Database;
let now = new Date('2026-01-05T07:00:00Z').getTime();
const clock = () => new Date(now);
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('LoginThrottle', () => {
  it('lets a pair fail 4 times freely, then makes it wait 30 s, 60 s, ... capped at 15 minutes', async () => {
    const throttle = new LoginThrottle(database.db, clock);
    for (let i = 0; i < 4; i++) await throttle.recordFailure('a@x.id', '1.1.1.1');
    expect(await throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(0);
    await throttle.recordFailure('a@x.id', '1.1.1.1');
    expect(await throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(30);
    expect(await throttle.retryAfter('a@x.id', '2.2.2.2')).toBe(0);
    now += 31_000;
    expect(await throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(0);
    await throttle.recordFailure('a@x.id', '1.1.1.1');
    expect(await throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(60);
    for (let i = 0; i < 8; i++) await throttle.recordFailure('a@x.id', '1.1.1.1');
    expect(await throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(15 * 60);
    expect(waitAfter(100)).toBe(15 * 60 * 1000);
  });

  it('never makes an address wait by itself: a whole school behind one NAT fails without locking others out', async () => {
    const throttle = new LoginThrottle(database.db, clock);
    for (let student = 0; student < 320; student++) await throttle.recordFailure(`s${student}@x.id`, '10.0.0.1');
    expect(await throttle.retryAfter('new@x.id', '10.0.0.1')).toBe(0);
    // Past the address's ceiling, a pair waits after its first failure instead of its fifth.
    await throttle.recordFailure('target@x.id', '10.0.0.1');
    expect(await throttle.retryAfter('target@x.id', '10.0.0.1')).toBe(0);
    await throttle.recordFailure('target@x.id', '10.0.0.1');
    expect(await throttle.retryAfter('target@x.id', '10.0.0.1')).toBe(30);
  });

  it('caps failures per account across addresses (password spraying)', async () => {
    const throttle = new LoginThrottle(database.db, clock);
    for (let i = 0; i < 21; i++) await throttle.recordFailure('sprayed@x.id', `10.1.${i}.1`);
    expect(await throttle.retryAfter('sprayed@x.id', '99.9.9.9')).toBe(30);
  });

  it('clears the pair on success', async () => {
    const throttle = new LoginThrottle(database.db, clock);
    for (let i = 0; i < 4; i++) await throttle.recordFailure('b@x.id', '1.1.1.1');
    await throttle.recordSuccess('b@x.id', '1.1.1.1');
    await throttle.recordFailure('b@x.id', '1.1.1.1');
    expect(await throttle.retryAfter('b@x.id', '1.1.1.1')).toBe(0);
  });

  it('counts in one window: failures an hour old are forgotten', async () => {
    const throttle = new LoginThrottle(database.db, clock);
    for (let i = 0; i < 4; i++) await throttle.recordFailure('c@x.id', '3.3.3.3');
    now += 61 * 60_000;
    await throttle.recordFailure('c@x.id', '3.3.3.3');
    expect(await throttle.retryAfter('c@x.id', '3.3.3.3')).toBe(0);
  });

  it('shares its counts between two throttles on one database (two instances)', async () => {
    const a = new LoginThrottle(database.db, clock);
    const b = new LoginThrottle(database.db, clock);
    for (let i = 0; i < 3; i++) await a.recordFailure('d@x.id', '4.4.4.4');
    for (let i = 0; i < 2; i++) await b.recordFailure('d@x.id', '4.4.4.4');
    expect(await a.retryAfter('d@x.id', '4.4.4.4')).toBe(30);
  });
});
