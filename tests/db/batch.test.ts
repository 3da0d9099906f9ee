import { describe, expect, it } from 'vitest';
import { createBatcher, createLoader } from '../../src/server/db/batch.ts';

const tick = () => new Promise((r) => setImmediate(r));

describe('createBatcher', () => {
  it('sends a lone call at once, by itself', async () => {
    const batches: number[][] = [];
    const call = createBatcher(async (items: number[]) => (batches.push(items), items.map((i) => i * 2)), { maxBatch: 10, maxInFlight: 1 });
    expect(await call(4)).toBe(8);
    expect(batches).toEqual([[4]]);
  });

  it('sends the calls of one turn together, and the calls that arrive meanwhile as the next batch', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const call = createBatcher(
      async (items: number[]) => {
        batches.push(items);
        if (batches.length === 1) await gate;
        return items.map((i) => i + 100);
      },
      { maxBatch: 3, maxInFlight: 1 },
    );
    const first = [call(1), call(2)];
    await tick();
    // The first batch is running: these wait, then leave together, at most three per statement.
    const later = [call(3), call(4), call(5), call(6)];
    await tick();
    expect(batches).toEqual([[1, 2]]);
    release();
    expect(await Promise.all([...first, ...later])).toEqual([101, 102, 103, 104, 105, 106]);
    expect(batches).toEqual([[1, 2], [3, 4, 5], [6]]);
  });

  it('gives every caller of a failed batch the error, and goes on with the next batch', async () => {
    let fail = true;
    const call = createBatcher(
      async (items: string[]) => {
        if (fail) {
          fail = false;
          throw new Error('database went away');
        }
        return items.map((s) => s.toUpperCase());
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const failed = [call('a'), call('b')];
    await expect(failed[0]).rejects.toThrow('database went away');
    await expect(failed[1]).rejects.toThrow('database went away');
    expect(await call('c')).toBe('C');
  });

  it('refuses a run that answers the wrong number of results, rather than mixing answers up', async () => {
    const call = createBatcher(async () => [1], { maxBatch: 10, maxInFlight: 1 });
    const both = [call(1), call(2)];
    await expect(both[0]).rejects.toThrow('1 results for 2 items');
    await expect(both[1]).rejects.toThrow('1 results for 2 items');
  });
});

describe('createLoader', () => {
  it('looks up the distinct keys of concurrent calls once, and answers undefined for a missing key', async () => {
    const asked: string[][] = [];
    const load = createLoader(
      async (keys: string[]) => {
        asked.push(keys);
        return new Map(keys.filter((k) => k !== 'x').map((k) => [k, k.length]));
      },
      { maxBatch: 50, maxInFlight: 2 },
    );
    expect(await Promise.all([load('aa'), load('bbb'), load('aa'), load('x')])).toEqual([2, 3, 2, undefined]);
    expect(asked).toEqual([['aa', 'bbb', 'x']]);
  });

  it('serves every other key when one poisoned key makes the batch statement fail', async () => {
    // Like PostgreSQL refusing "id in (..., 2147483648)" for the whole statement.
    const asked: number[][] = [];
    const load = createLoader(
      async (keys: number[]) => {
        asked.push(keys);
        if (keys.some((k) => k > 2 ** 31 - 1)) throw new Error('value "2147483648" is out of range for type integer');
        return new Map(keys.map((k) => [k, `attempt ${k}`]));
      },
      { maxBatch: 500, maxInFlight: 2 },
    );
    const keys = Array.from({ length: 40 }, (_, i) => (i === 17 ? 2 ** 31 : i + 1));
    const results = await Promise.allSettled(keys.map((k) => load(k)));
    results.forEach((r, i) => {
      if (i === 17) expect(r.status).toBe('rejected');
      else expect(r).toEqual({ status: 'fulfilled', value: `attempt ${keys[i]}` });
    });
    expect(asked[0]).toHaveLength(40);
  });

  it('answers undefined for a key it does not accept, without sending it to the database', async () => {
    const asked: number[][] = [];
    const load = createLoader(async (keys: number[]) => (asked.push(keys), new Map(keys.map((k) => [k, k * 10]))), {
      maxBatch: 50,
      maxInFlight: 1,
      accepts: (k) => k <= 2 ** 31 - 1,
    });
    expect(await Promise.all([load(1), load(2 ** 31), load(2)])).toEqual([10, undefined, 20]);
    expect(asked).toEqual([[1, 2]]);
  });
});

describe('createBatcher with isolateFailures', () => {
  it('runs a failed batch again item by item, so only the bad item fails', async () => {
    const batches: number[][] = [];
    const call = createBatcher(
      async (items: number[]) => {
        batches.push(items);
        if (items.includes(13)) throw new Error(`item 13 refused`);
        return items.map((i) => -i);
      },
      { maxBatch: 10, maxInFlight: 1, isolateFailures: true },
    );
    const results = await Promise.allSettled([call(1), call(13), call(2)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([-1, 'item 13 refused', -2]);
    expect(batches).toEqual([[1, 13, 2], [1], [13], [2]]);
  });
});
