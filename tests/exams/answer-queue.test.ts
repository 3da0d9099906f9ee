import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerQueue, answerStorageKey, forgetOtherSittings } from '../../src/portal/features/exams/take/answer-queue.ts';
import { AttemptCallError } from '../../src/portal/features/exams/take/attempt-client.ts';
import type { Ack } from '../../src/portal/features/exams/take/attempt-types.ts';

/** The exam screen's queue: what a failed save, a reload and a closed tab must not lose. */
class MemoryStorage {
  data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
  key = (i: number) => [...this.data.keys()][i] ?? null;
  get length() {
    return this.data.size;
  }
}

type Batch = Parameters<ConstructorParameters<typeof AnswerQueue>[1]>[0];
const saved = (batch: Batch): Ack[] =>
  batch.map((a) => ({ questionId: a.questionId, revision: a.revision, key: a.key, savedAt: new Date().toISOString(), status: 'saved' }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', new MemoryStorage());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AnswerQueue', () => {
  it('keeps an answer on the device before sending, and sends it once acknowledged', async () => {
    const sent: Batch[] = [];
    const q = new AnswerQueue(1, async (batch) => {
      sent.push(batch);
      return saved(batch);
    });
    q.set(10, { value: { choice: 'a' } });
    expect(JSON.parse(localStorage.getItem('ujian-jawaban:1')!)['10']).toMatchObject({ revision: 1, acked: 0 });
    expect(q.snapshot()).toMatchObject({ pending: 1, status: 'pending' });
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toHaveLength(1);
    expect(q.snapshot()).toMatchObject({ pending: 0, status: 'saved' });
  });

  it('retries with back-off while offline, survives a reload, and resends the same revision and key', async () => {
    let online = false;
    const sent: Batch[] = [];
    const send = async (batch: Batch) => {
      sent.push(batch);
      if (!online) throw new AttemptCallError(null, 'Tidak terhubung ke server.');
      return saved(batch);
    };
    const first = new AnswerQueue(2, send);
    first.set(1, { value: { text: 'satu' } });
    first.set(2, { value: { choice: 'b' }, flagged: true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(first.snapshot()).toMatchObject({ pending: 2, status: 'offline' });
    const tries = sent.length;
    expect(tries).toBeGreaterThan(1);
    // The tab closes; a new page reads the same storage and merges the server's (older) answers.
    const second = new AnswerQueue(2, send);
    second.merge({ '1': { value: { text: 'lama' }, flagged: false, revision: 0, savedAt: '' } });
    expect(second.get(1)?.value).toEqual({ text: 'satu' });
    online = true;
    second.kick();
    await vi.advanceTimersByTimeAsync(10);
    const last = sent.at(-1)!;
    expect(last.map((a) => a.key).sort()).toEqual(sent[0].map((a) => a.key).sort());
    expect(second.snapshot()).toMatchObject({ pending: 0, status: 'saved' });
  });

  it('lets a newer answer on the server win over an acknowledged local one, but not over one still queued', () => {
    const q = new AnswerQueue(3, async (b) => saved(b));
    q.set(1, { value: { choice: 'a' } });
    q.applyAcks([{ questionId: 1, revision: 1, key: 'x', savedAt: '', status: 'saved' }]);
    q.set(2, { value: { choice: 'c' } });
    q.merge({
      '1': { value: { choice: 'd' }, flagged: false, revision: 4, savedAt: '' },
      '2': { value: { choice: 'a' }, flagged: false, revision: 0, savedAt: '' },
    });
    expect(q.get(1)?.value).toEqual({ choice: 'd' });
    expect(q.get(2)?.value).toEqual({ choice: 'c' });
    expect(q.pendingList().map((a) => a.questionId)).toEqual([2]);
  });

  it('gives each change a higher revision than anything acknowledged', () => {
    const q = new AnswerQueue(4, async (b) => saved(b));
    q.merge({ '7': { value: { choice: 'a' }, flagged: false, revision: 9, savedAt: '' } });
    q.set(7, { flagged: true });
    expect(q.get(7)).toMatchObject({ revision: 10, flagged: true, value: { choice: 'a' } });
  });

  it('stops on a block until kicked again, and closes on 409', async () => {
    let answer: 'blocked' | 'closed' | 'ok' = 'blocked';
    const q = new AnswerQueue(5, async (batch) => {
      if (answer === 'blocked') throw new AttemptCallError(403, 'Ujian Anda diblokir oleh pengawas.');
      if (answer === 'closed') throw new AttemptCallError(409, 'Ujian sudah selesai.');
      return saved(batch);
    });
    q.set(1, { value: { choice: 'a' } });
    await vi.advanceTimersByTimeAsync(300);
    expect(q.snapshot()).toMatchObject({ status: 'blocked', pending: 1 });
    answer = 'ok';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.snapshot()).toMatchObject({ status: 'saved', pending: 0 });
    answer = 'closed';
    q.set(1, { value: { choice: 'b' } });
    await vi.advanceTimersByTimeAsync(300);
    expect(q.snapshot()).toMatchObject({ status: 'closed', pending: 1 });
  });

  it('drops an answer the server rejected, with its message; marks superseded ones done', () => {
    const q = new AnswerQueue(6, async (b) => saved(b));
    q.set(1, { value: { choice: 'z' } });
    q.set(2, { value: { choice: 'a' } });
    q.applyAcks([
      { questionId: 1, revision: 1, key: 'k', status: 'rejected', message: 'Jawaban memuat pilihan yang tidak ada.' },
      { questionId: 2, revision: 1, key: 'k', savedAt: '', status: 'superseded', current: 3 },
    ]);
    expect(q.snapshot()).toMatchObject({ pending: 0, message: 'Jawaban memuat pilihan yang tidak ada.' });
    expect(q.get(2)?.revision).toBe(3);
  });
});

describe('sittings of one attempt', () => {
  it('keeps each sitting apart, so answers of a sitting before a reset are never sent into the next', async () => {
    const sent: Batch = [];
    const send = async (batch: Batch) => {
      sent.push(...batch);
      return saved(batch);
    };
    const before = new AnswerQueue(7, async () => new Promise(() => {}), '2026-11-22T07:00:00.000Z');
    before.set(10, { value: { choice: 'a' } }, 0);
    expect(localStorage.getItem(answerStorageKey(7, '2026-11-22T07:00:00.000Z'))).toContain('"choice":"a"');

    // Reset by the proctor, started again: the new sitting starts empty, and the earlier one can be let go.
    forgetOtherSittings(7, answerStorageKey(7, '2026-11-22T08:00:00.000Z'));
    const after = new AnswerQueue(7, send, '2026-11-22T08:00:00.000Z');
    expect(after.get(10)).toBeUndefined();
    expect(localStorage.getItem(answerStorageKey(7, '2026-11-22T07:00:00.000Z'))).toBeNull();
    after.set(11, { value: { choice: 'b' } }, 0);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ questionId: 11 });
  });
});
