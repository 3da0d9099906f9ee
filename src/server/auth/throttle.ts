/**
 * Sign-in throttling, in memory (one process serves the whole school). Only failures count.
 * Per account and address: 5 failures lock that pair for a minute, doubling up to 15 minutes, so an attacker
 * elsewhere never locks the real owner out for long. Per address: a high ceiling, because on exam day a whole
 * school signs in from behind one NAT address. Per account across addresses: a ceiling against spraying.
 */
interface Bucket {
  failures: number;
  windowStart: number;
  lockedUntil: number;
  lockouts: number;
}

const WINDOW_MS = 15 * 60 * 1000;
const PAIR_LIMIT = 5;
const ADDRESS_LIMIT = 300;
const ACCOUNT_LIMIT = 50;
const BASE_LOCK_MS = 60 * 1000;
const MAX_LOCK_MS = 15 * 60 * 1000;

export class LoginThrottle {
  #buckets = new Map<string, Bucket>();
  #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** Seconds to wait before another attempt is allowed, or 0. */
  retryAfter(email: string, address: string): number {
    const now = this.#now();
    let wait = 0;
    for (const key of this.#keys(email, address)) {
      const bucket = this.#buckets.get(key);
      if (bucket && bucket.lockedUntil > now) wait = Math.max(wait, bucket.lockedUntil - now);
    }
    return Math.ceil(wait / 1000);
  }

  recordFailure(email: string, address: string): void {
    const [pair, byAddress, byAccount] = this.#keys(email, address);
    this.#hit(pair, PAIR_LIMIT);
    this.#hit(byAddress, ADDRESS_LIMIT);
    this.#hit(byAccount, ACCOUNT_LIMIT);
    if (this.#buckets.size > 100_000) this.#sweep();
  }

  /** A successful sign-in clears the pair's history (not the address's or account's ceilings). */
  recordSuccess(email: string, address: string): void {
    this.#buckets.delete(this.#keys(email, address)[0]);
  }

  #keys(email: string, address: string): [string, string, string] {
    const account = email.trim().toLowerCase();
    return [`p:${account}|${address}`, `a:${address}`, `u:${account}`];
  }

  #hit(key: string, limit: number): void {
    const now = this.#now();
    let bucket = this.#buckets.get(key);
    if (!bucket || now - bucket.windowStart > WINDOW_MS) {
      bucket = { failures: 0, windowStart: now, lockedUntil: 0, lockouts: bucket?.lockouts ?? 0 };
      this.#buckets.set(key, bucket);
    }
    bucket.failures++;
    if (bucket.failures >= limit) {
      bucket.lockedUntil = now + Math.min(BASE_LOCK_MS * 2 ** bucket.lockouts, MAX_LOCK_MS);
      bucket.lockouts++;
      bucket.failures = 0;
      bucket.windowStart = now;
    }
  }

  #sweep(): void {
    const now = this.#now();
    for (const [key, bucket] of this.#buckets) {
      if (bucket.lockedUntil < now && now - bucket.windowStart > WINDOW_MS) this.#buckets.delete(key);
    }
  }
}
