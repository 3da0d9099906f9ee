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
