/**
 * The student's answers on this device, kept in localStorage before anything is sent, so a failed save, a
 * reload or a closed tab loses nothing. Each change gets the next revision and a fresh idempotency key; the
 * queue sends whatever the server has not acknowledged, in batches, retrying with back-off until it is
 * acknowledged. localStorage rather than IndexedDB: it is written synchronously, before the tab can close.
 */
import type { AnswerValue } from '../../../../shared/exams/answer-schema.ts';
import { AttemptCallError, randomKey } from './attempt-client.ts';
import type { Ack, AttemptState } from './attempt-types.ts';

export interface Entry {
  value: AnswerValue | null;
  flagged: boolean;
  revision: number;
  key: string;
  /** The highest revision the server acknowledged. */
  acked: number;
}

export type QueueStatus = 'saved' | 'pending' | 'sending' | 'offline' | 'blocked' | 'closed' | 'signed-out';

export interface QueueSnapshot {
  entries: Record<string, Entry>;
  pending: number;
  status: QueueStatus;
  message: string | null;
}

type Sender = (batch: { questionId: number; revision: number; key: string; value: AnswerValue | null; flagged: boolean }[]) => Promise<Ack[]>;

const BATCH = 50;
const MAX_BACKOFF_MS = 15_000;

/**
 * Where this device keeps the answers of one sitting of an attempt. A proctor's reset or a practice retry
 * keeps the attempt's id but starts it again, so the key carries the start time too: answers a second device
 * still holds from the earlier sitting are never sent into the new one.
 */
export function answerStorageKey(attemptId: number, startedAt: string | null | undefined): string {
  return startedAt ? `ujian-jawaban:${attemptId}:${startedAt}` : `ujian-jawaban:${attemptId}`;
}

/** Forgets every sitting of an attempt on this device except `keep` (the one on screen, if any). */
export function forgetOtherSittings(attemptId: number, keep?: string): void {
  const prefix = `ujian-jawaban:${attemptId}`;
  for (let i = localStorage.length - 1; i >= 0; i--) {
    const key = localStorage.key(i);
    if (key && key !== keep && (key === prefix || key.startsWith(`${prefix}:`))) localStorage.removeItem(key);
  }
}

export class AnswerQueue {
  #storageKey: string;
  #entries: Record<string, Entry> = {};
  #status: QueueStatus = 'saved';
  #message: string | null = null;
  #sending = false;
  #backoff = 1000;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #listeners = new Set<() => void>();
  #snapshot: QueueSnapshot;
  #send: Sender;

  constructor(attemptId: number, send: Sender, startedAt?: string | null) {
    this.#storageKey = answerStorageKey(attemptId, startedAt);
    this.#send = send;
    try {
      this.#entries = JSON.parse(localStorage.getItem(this.#storageKey) ?? '{}') as Record<string, Entry>;
    } catch {
      this.#entries = {};
    }
    this.#snapshot = this.#makeSnapshot();
  }

  /** Merges the server's answers: an unacknowledged newer local revision wins, otherwise the server's. */
  merge(server: NonNullable<AttemptState['answers']>): void {
    for (const [id, s] of Object.entries(server)) {
      const local = this.#entries[id];
      if (local && local.revision > s.revision && local.acked < local.revision) continue;
      this.#entries[id] = { value: s.value, flagged: s.flagged, revision: s.revision, key: local?.key ?? '', acked: s.revision };
    }
    this.#persist();
    this.#changed();
  }

  get(questionId: number): Entry | undefined {
    return this.#entries[questionId];
  }

  set(questionId: number, change: { value?: AnswerValue | null; flagged?: boolean }, sendAfterMs = 250): void {
    const old = this.#entries[questionId];
    this.#entries[questionId] = {
      value: change.value !== undefined ? change.value : (old?.value ?? null),
      flagged: change.flagged ?? old?.flagged ?? false,
      revision: Math.max(old?.revision ?? 0, old?.acked ?? 0) + 1,
      key: randomKey(),
      acked: old?.acked ?? 0,
    };
    this.#persist();
    if (this.#status === 'saved') this.#status = 'pending';
    this.#changed();
    this.kick(sendAfterMs);
  }

  pendingList() {
    return Object.entries(this.#entries)
      .filter(([, e]) => e.revision > e.acked)
      .map(([id, e]) => ({ questionId: Number(id), revision: e.revision, key: e.key, value: e.value, flagged: e.flagged }));
  }

  /** Sends soon (after a change, on reconnect, after an unblock). */
  kick(delay = 0): void {
    if (this.#status === 'closed' || this.#status === 'signed-out') return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.flush(), delay);
  }

  async flush(): Promise<void> {
    if (this.#sending) return;
    const batch = this.pendingList().slice(0, BATCH);
    if (!batch.length) {
      this.#setStatus('saved', null);
      return;
    }
    this.#sending = true;
    this.#setStatus('sending', null);
    try {
      this.applyAcks(await this.#send(batch));
      this.#backoff = 1000;
      this.#sending = false;
      if (this.pendingList().length) this.kick(0);
      else this.#setStatus('saved', null);
    } catch (error) {
      this.#sending = false;
      this.#failed(error);
    }
  }

  applyAcks(acks: Ack[]): void {
    for (const ack of acks) {
      const entry = this.#entries[ack.questionId];
      if (!entry) continue;
      if (ack.status === 'superseded') {
        // Another device saved a newer answer: it stands; this one is done.
        entry.acked = Math.max(entry.acked, ack.current, ack.revision);
        entry.revision = Math.max(entry.revision, ack.current);
      } else {
        entry.acked = Math.max(entry.acked, ack.revision);
        if (ack.status === 'rejected') this.#message = ack.message;
      }
    }
    this.#persist();
    this.#changed();
  }

  #failed(error: unknown): void {
    const status = error instanceof AttemptCallError ? error.status : null;
    const message = error instanceof Error ? error.message : null;
    if (status === 409) return this.#setStatus('closed', message);
    if (status === 401) return this.#setStatus('signed-out', message);
    if (status === 403) {
      this.#setStatus('blocked', message);
      this.kick(10_000);
      return;
    }
    // Offline, time-out, server error: keep everything and try again, less often each time. The wait is
    // drawn between half and all of the back-off: after a server restart, a hall's phones would otherwise
    // all come back in the same instant.
    this.#setStatus(status === null ? 'offline' : 'pending', status === null ? null : message);
    this.kick(this.#backoff * (0.5 + Math.random() / 2));
    this.#backoff = Math.min(this.#backoff * 2, MAX_BACKOFF_MS);
  }

  /**
   * After the attempt is finished: stop sending. The copy on this device stays until the finished screen has
   * counted what never reached the server (and then removes it).
   */
  stop(): void {
    clearTimeout(this.#timer);
    this.#status = 'closed';
    this.#changed();
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  snapshot(): QueueSnapshot {
    return this.#snapshot;
  }

  #setStatus(status: QueueStatus, message: string | null): void {
    this.#status = status;
    this.#message = message;
    this.#changed();
  }

  #persist(): void {
    try {
      localStorage.setItem(this.#storageKey, JSON.stringify(this.#entries));
    } catch {
      this.#message = 'Penyimpanan perangkat penuh: jangan tutup halaman sampai status "Tersimpan".';
    }
  }

  #makeSnapshot(): QueueSnapshot {
    return { entries: { ...this.#entries }, pending: this.pendingList().length, status: this.#status, message: this.#message };
  }

  #changed(): void {
    this.#snapshot = this.#makeSnapshot();
    for (const l of this.#listeners) l();
  }
}
