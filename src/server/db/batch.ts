/**
 * Group commit for the hot paths of exam day. When 2,000 students press "Mulai" in the same second, 2,000
 * single-row statements each wait for their own round trip and their own commit (a WAL flush); the server
 * spends the second queueing. A batcher sends whatever calls arrived meanwhile as ONE statement instead:
 *   - under light load nothing waits: the first call goes out at the end of the current event-loop turn
 *     (setImmediate), alone;
 *   - under a burst, calls that arrive while `maxInFlight` batches are running queue up and leave together
 *     as the next batch (at most `maxBatch` each), so the number of round trips follows the database's speed,
 *     not the number of students.
 * `run` answers one result per item, in order. If it throws, every caller of that batch gets the error (the
 * exam screen and the API clients retry), so a batch is all-or-nothing like the statement it sends — unless
 * `isolateFailures` is set: then a failed batch of several is run again one item at a time, so that one bad
 * item (a row a constraint refuses, an answer the scorer cannot read, a key the database refuses to compare)
 * fails alone instead of failing its neighbours on every retry. Lookups always isolate: one stranger's
 * out-of-range attempt id once failed the reads of a whole exam hall (issue 11).
 */
export interface BatchOptions {
  /** Most items in one statement. */
  maxBatch: number;
  /** Batches running at once (each holds one pooled connection). */
  maxInFlight: number;
  /** Re-run a failed batch item by item, so one bad item fails alone. */
  isolateFailures?: boolean;
}

export interface LoaderOptions<K> extends Omit<BatchOptions, 'isolateFailures'> {
  /** Keys that cannot name a row (an id past the column's range): answered undefined without joining a batch. */
  accepts?: (key: K) => boolean;
}

interface Pending<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

export function createBatcher<I, O>(run: (items: I[]) => Promise<O[]>, options: BatchOptions): (item: I) => Promise<O> {
  const queue: Pending<I, O>[] = [];
  let inFlight = 0;
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length) {
      const batch = queue.splice(0, options.maxBatch);
      inFlight++;
      runBatch(batch)
        .catch(async (error: unknown) => {
          if (!options.isolateFailures || batch.length === 1) {
            batch.forEach((p) => p.reject(error));
            return;
          }
          await Promise.all(batch.map((p) => runBatch([p]).catch(p.reject)));
        })
        .finally(() => {
          inFlight--;
          schedule();
        });
    }
  }

  async function runBatch(batch: Pending<I, O>[]): Promise<void> {
    const results = await run(batch.map((p) => p.item));
    if (results.length !== batch.length) throw new Error(`batch answered ${results.length} results for ${batch.length} items`);
    batch.forEach((p, i) => p.resolve(results[i]));
  }

  function schedule(): void {
    if (scheduled || !queue.length || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  }

  return (item: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      schedule();
    });
}

/**
 * A batched lookup by key (DataLoader's idea): concurrent `load(key)` calls become one `fetch(keys)` with the
 * distinct keys; each caller gets its key's value, or undefined when the database has none. A failed fetch is
 * retried key by key, so a key that makes the statement fail fails only its own caller.
 */
export function createLoader<K, V>(fetch: (keys: K[]) => Promise<Map<K, V>>, options: LoaderOptions<K>): (key: K) => Promise<V | undefined> {
  const { accepts, ...batch } = options;
  const load = createBatcher<K, V | undefined>(
    async (keys) => {
      const found = await fetch([...new Set(keys)]);
      return keys.map((k) => found.get(k));
    },
    { ...batch, isolateFailures: true },
  );
  return accepts ? (key) => (accepts(key) ? load(key) : Promise.resolve(undefined)) : load;
}

/** One batcher per database handle: tests and tools open several databases in one process. */
export function perDatabase<D extends object, F>(make: (db: D) => F): (db: D) => F {
  const made = new WeakMap<D, F>();
  return (db) => {
    let f = made.get(db);
    if (!f) made.set(db, (f = make(db)));
    return f;
  };
}
