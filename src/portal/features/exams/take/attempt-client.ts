/**
 * Calls for one attempt, made with fetch rather than the portal's client: a 401 here must not end the
 * session and leave the exam page (the answers are still queued on this device), and an exam opened from
 * a signed /webpageujian link has no session at all: its "exp.signature" goes in X-Exam-Link.
 */
import { pathOf, type Contract, type InputOf, type OutputOf } from '../../../../shared/api/contract.ts';
import { readToken } from '../../../lib/storage.ts';

export interface AttemptAuth {
  /** "exp.signature" of a signed link; absent when the student's session is used. */
  link?: string;
}

export class AttemptCallError extends Error {
  readonly status: number | null;
  readonly fieldErrors: Record<string, string[]>;
  constructor(status: number | null, message: string, fieldErrors: Record<string, string[]> = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

const TIMEOUT_MS = 15_000;

/** One call of src/shared/api/exams/attempts.ts for this attempt; the answer is typed by its contract. */
export async function attemptCall<C extends Contract>(
  contract: C,
  attemptId: number,
  auth: AttemptAuth,
  body?: InputOf<C>,
  options: { keepalive?: boolean } = {},
): Promise<OutputOf<C>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (auth.link) headers['x-exam-link'] = auth.link;
  else {
    const token = readToken();
    if (token) headers.authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(pathOf(contract, { id: attemptId }), {
      method: contract.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      keepalive: options.keepalive,
      cache: 'no-store',
    });
  } catch {
    throw new AttemptCallError(null, 'Tidak terhubung ke server.');
  }
  const data = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
  if (!response.ok) throw new AttemptCallError(response.status, data.message ?? 'Permintaan gagal.', data.errors ?? {});
  return data as OutputOf<C>;
}

/** A random id that works on plain-http school networks too (crypto.randomUUID needs a secure page). */
export function randomKey(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
