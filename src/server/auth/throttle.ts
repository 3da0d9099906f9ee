import type { Db } from '../db/client.ts';
import { blockUntil, clearCounter, countHit, counterKey, readCounters, secondsUntil, sweepCounters } from './rate-limits.ts';

/**
 * Sign-in throttling, kept in the database so that every instance on one PostgreSQL counts together.
 * Only failures count, and what they cause is a growing wait, not a lock-out by strangers:
 *  - per account and address: 4 failures are free, then each failure makes the pair wait 30 s, 60 s, 2 min...
 *    up to 15 min. One student behind the school's NAT who guesses the proctor's password slows only that
 *    pair, and the proctor's own device passes (see known-device.ts);
 *  - per account across addresses: 20 free, then the same progression (spraying from many addresses);
 *  - per address: never refuses by itself (a whole school signs in from one NAT address on exam day). Past
 *    300 failures in 15 minutes the address is "hot": from there a pair waits after its first failure.
 * A correct password from a device that signed in to the account before passes every wait.
 */
const PAIR_FREE = 4;
const HOT_PAIR_FREE = 1;
const ACCOUNT_FREE = 20;
const ADDRESS_HOT = 300;
const FAILURE_WINDOW_MS = 60 * 60 * 1000;
const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
const BASE_WAIT_MS = 30 * 1000;
const MAX_WAIT_MS = 15 * 60 * 1000;
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/** The wait after the n-th failure past the free ones (n >= 1). */
export function waitAfter(n: number): number {
  return Math.min(BASE_WAIT_MS * 2 ** Math.min(n - 1, 20), MAX_WAIT_MS);
}

export class LoginThrottle {
  #db: Db;
  #now: () => Date;

  constructor(db: Db, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /** Seconds this account must wait before another attempt from this address, or 0. */
  async retryAfter(email: string, address: string): Promise<number> {
    const { pair, account } = await this.#keys(email, address);
    const counters = await readCounters(this.#db, [pair, account]);
    const now = this.#now();
    return Math.max(secondsUntil(counters.get(pair)?.blockedUntil ?? null, now), secondsUntil(counters.get(account)?.blockedUntil ?? null, now));
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const db = this.#db;
    const now = this.#now();
    const keys = await this.#keys(email, address);
    const byAddress = await countHit(db, keys.address, ADDRESS_WINDOW_MS, now);
    const [pair, account] = await Promise.all([countHit(db, keys.pair, FAILURE_WINDOW_MS, now), countHit(db, keys.account, FAILURE_WINDOW_MS, now)]);
    const pairFree = byAddress.hits > ADDRESS_HOT ? HOT_PAIR_FREE : PAIR_FREE;
    const blocks: Promise<void>[] = [];
    if (pair.hits > pairFree) blocks.push(blockUntil(db, keys.pair, new Date(now.getTime() + waitAfter(pair.hits - pairFree))));
    if (account.hits > ACCOUNT_FREE) blocks.push(blockUntil(db, keys.account, new Date(now.getTime() + waitAfter(account.hits - ACCOUNT_FREE))));
    await Promise.all(blocks);
    // Now and then, forget counters of a day ago (one row per recent sender otherwise stays for ever).
    if (Math.random() < 0.01) await sweepCounters(db, new Date(now.getTime() - SWEEP_AFTER_MS));
  }

  /** A successful sign-in clears the pair's history (not the account's: the attacker's count goes on). */
  async recordSuccess(email: string, address: string): Promise<void> {
    await clearCounter(this.#db, (await this.#keys(email, address)).pair);
  }

  async #keys(email: string, address: string) {
    const account = email.trim().toLowerCase();
    const [pair, byAccount, byAddress] = await Promise.all([
      counterKey(this.#db, 'login-pair', `${account}\0${address}`),
      counterKey(this.#db, 'login-account', account),
      counterKey(this.#db, 'login-address', address),
    ]);
    return { pair, account: byAccount, address: byAddress };
  }
}
