import type { Session } from './session.ts';

/**
 * Every /api call resolves its bearer token; on exam day that is thousands of identical lookups a second.
 * A session is remembered for a few seconds, tagged with the revocation epoch read before it was looked up, or
 * in the same statement (see session.ts and session-epoch.ts). An entry is used only while the epoch is unchanged, so a token revoked by any
 * instance is refused on the next request here; the epoch itself is one batched single-row read.
 * One cache per database handle (perDatabase in session.ts), as one process would have.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;

export class SessionCache {
  #entries = new Map<string, { session: Session; epoch: number; until: number }>();
  #newestEpoch = 0;

  /** Whether an entry for the token is held (valid or not): else the epoch need not be read to check it. */
  knows(tokenHash: string): boolean {
    return this.#entries.has(tokenHash);
  }

  get(tokenHash: string, epoch: number): Session | null {
    if (epoch > this.#newestEpoch) {
      // Something was revoked somewhere: nothing remembered before is trusted again.
      this.#newestEpoch = epoch;
      this.#entries.clear();
      return null;
    }
    const hit = this.#entries.get(tokenHash);
    if (!hit) return null;
    if (hit.epoch !== epoch || hit.until < Date.now()) {
      this.#entries.delete(tokenHash);
      return null;
    }
    return hit.session;
  }

  /**
   * `epoch`: the epoch read before the session was looked up or with it (one snapshot), never after: a revocation
   * committed meanwhile then outdates it.
   */
  remember(session: Session, epoch: number): void {
    if (epoch < this.#newestEpoch) return;
    if (epoch > this.#newestEpoch) {
      // Read with the session: something was revoked since the entries held were checked.
      this.#newestEpoch = epoch;
      this.#entries.clear();
    }
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(session.tokenHash, { session, epoch, until: Date.now() + TTL_MS });
  }
}
