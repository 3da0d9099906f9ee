import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from '../platform/semaphore.ts';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane). Stronger settings would not sign in 2,000 students
 * within a minute on a 2-core exam-day server. Hashes run off the main thread; at most one per core at a time,
 * so a burst of sign-ins queues instead of exhausting memory (19 MiB each).
 */
const OPTIONS = {
  algorithm: 2 /* Argon2id; the package's const enum cannot be imported under type stripping */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
const slots = new Semaphore(Math.max(1, os.availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return slots.run(() => hash(password, OPTIONS));
}

/**
 * A first password the server drew itself (8 of 31 letters and digits, ~39.6 bits, printed on an account card):
 * argon2id at 4 MiB and one pass, about a tenth of the cost, so a whole school's cards (10,000 hashes) fit in a
 * job of under a minute on 2 cores. Defensible because the secret is random, not chosen: guessing one still
 * takes ~2^38.6 argon2id evaluations, and the hash is raised to OPTIONS at the account's first sign-in
 * (needsRehash). docs/decisions/0008-documents.md, "Kartu Akun as a job".
 */
const FIRST_PASSWORD_OPTIONS = { ...OPTIONS, memoryCost: 4_096, timeCost: 1 } as const;

export function hashFirstPassword(password: string): Promise<string> {
  return slots.run(() => hash(password, FIRST_PASSWORD_OPTIONS));
}

/** A stored argon2 hash made with weaker settings than OPTIONS (a first password's): re-hash it at sign-in. */
export function needsRehash(passwordHash: string): boolean {
  const m = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(passwordHash);
  return !!m && (Number(m[1]) < OPTIONS.memoryCost || Number(m[2]) < OPTIONS.timeCost);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await slots.run(() => verify(passwordHash, password));
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a server error
  }
}

/** A valid hash of nothing anyone can type: verified against when there is no real one, so timing tells nothing. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  return decoy;
}

/**
 * A sign-in's check: an unknown email (no hash) and an account without a password (imported, a guardian: the
 * empty hash, which would fail at once) are verified against the decoy, so they take as long as a wrong
 * password and cannot be told apart, or enumerated, by timing.
 */
export async function verifyAccountPassword(storedHash: string | undefined, password: string, decoy = decoyHash): Promise<boolean> {
  if (!storedHash) {
    await verifyPassword(await decoy(), password);
    return false;
  }
  return verifyPassword(storedHash, password);
}
