import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../src/server/live/bus.ts';

/** The in-process bus of the embedded database: a publish reaches this process's subscribers of its channel. */
describe('in-process live bus', () => {
  it('delivers to every subscriber of the channel, not to others, and stops after unsubscribe', async () => {
    const bus = createMemoryBus();
    const a: string[] = [];
    const b: string[] = [];
    const other: string[] = [];
    const offA = await bus.subscribe('chat', (p) => a.push(p));
    await bus.subscribe('chat', (p) => b.push(p));
    await bus.subscribe('exam', (p) => other.push(p));
    await bus.publish('chat', '{"m":1}');
    await new Promise((r) => setImmediate(r));
    expect(a).toEqual(['{"m":1}']);
    expect(b).toEqual(['{"m":1}']);
    expect(other).toEqual([]);
    offA();
    await bus.publish('chat', '{"m":2}');
    await new Promise((r) => setImmediate(r));
    expect(a).toEqual(['{"m":1}']);
    expect(b).toEqual(['{"m":1}', '{"m":2}']);
  });

  it("refuses a channel that is not a plain name and a payload over NOTIFY's limit", async () => {
    const bus = createMemoryBus();
    await expect(bus.publish('chat"; drop table x; --', 'x')).rejects.toThrow('Saluran tidak sah');
    await expect(bus.publish('chat', 'x'.repeat(8000))).rejects.toThrow('terlalu panjang');
  });

  it('keeps delivering to the others when one subscriber throws', async () => {
    const bus = createMemoryBus();
    const got: string[] = [];
    await bus.subscribe('chat', () => {
      throw new Error('rusak');
    });
    await bus.subscribe('chat', (p) => got.push(p));
    await bus.publish('chat', 'x');
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual(['x']);
  });
});
