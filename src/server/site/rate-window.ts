/**
 * A fixed-window counter per key, in memory (one server process). Used where no row is written for each
 * attempt (the PPDB status check); the forms that store rows count their own rows instead.
 */
export class RateWindow {
  #hits = new Map<string, { count: number; start: number }>();
  readonly limit: number;
  readonly windowMs: number;
  #now: () => number;

  constructor(limit: number, windowMs: number, now: () => number = Date.now) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.#now = now;
  }

  /** Counts one attempt; answers the seconds to wait when over the limit, else 0. */
  hit(key: string): number {
    const now = this.#now();
    let entry = this.#hits.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      if (this.#hits.size > 50_000) this.#hits.clear();
      entry = { count: 0, start: now };
      this.#hits.set(key, entry);
    }
    entry.count++;
    return entry.count > this.limit ? Math.ceil((entry.start + this.windowMs - now) / 1000) : 0;
  }
}
