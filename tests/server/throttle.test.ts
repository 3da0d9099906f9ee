import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../../src/server/auth/throttle.ts';

describe('LoginThrottle', () => {
  it('locks a pair after 5 failures for a minute, then doubles, capped at 15 minutes', () => {
    let now = 0;
    const throttle = new LoginThrottle(() => now);
    for (let i = 0; i < 5; i++) throttle.recordFailure('a@x.id', '1.1.1.1');
    expect(throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(60);
    expect(throttle.retryAfter('a@x.id', '2.2.2.2')).toBe(0);
    now += 61_000;
    expect(throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(0);
    for (let i = 0; i < 5; i++) throttle.recordFailure('a@x.id', '1.1.1.1');
    expect(throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(120);
    for (let round = 0; round < 6; round++) {
      now += 16 * 60_000;
      for (let i = 0; i < 5; i++) throttle.recordFailure('a@x.id', '1.1.1.1');
    }
    expect(throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(15 * 60);
  });

  it('lets a whole school behind one address fail a few times without locking the address', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let student = 0; student < 200; student++) throttle.recordFailure(`s${student}@x.id`, '10.0.0.1');
    expect(throttle.retryAfter('new@x.id', '10.0.0.1')).toBe(0);
  });

  it('caps failures per account across addresses (password spraying)', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 0; i < 50; i++) throttle.recordFailure('target@x.id', `10.0.${i}.1`);
    expect(throttle.retryAfter('target@x.id', '99.9.9.9')).toBeGreaterThan(0);
  });

  it('clears the pair on success', () => {
    const throttle = new LoginThrottle(() => 0);
    for (let i = 0; i < 4; i++) throttle.recordFailure('a@x.id', '1.1.1.1');
    throttle.recordSuccess('a@x.id', '1.1.1.1');
    throttle.recordFailure('a@x.id', '1.1.1.1');
    expect(throttle.retryAfter('a@x.id', '1.1.1.1')).toBe(0);
  });
});
