/**
 * Every failed call becomes one shape the screens can show: a status (null when the server was not reached),
 * an Indonesian message and the field errors of a 422 answer ({ errors: { field: [message] } }).
 */
export type FieldErrorMap = Record<string, string[]>;

export interface ApiFailure {
  status: number | null;
  message: string;
  fieldErrors: FieldErrorMap;
}

export const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu coba lagi.';
export const TIMEOUT_MESSAGE = 'Server terlalu lama menjawab. Coba lagi beberapa saat lagi.';
export const SERVER_MESSAGE = 'Terjadi gangguan pada server. Coba lagi beberapa saat lagi.';
export const FAILED_MESSAGE = 'Permintaan gagal diproses.';

interface FetchErrorLike {
  status?: number;
  statusCode?: number;
  data?: unknown;
  cause?: unknown;
  name?: string;
}

function isTimeout(error: FetchErrorLike): boolean {
  const cause = error.cause as { name?: string } | undefined;
  return error.name === 'TimeoutError' || cause?.name === 'TimeoutError';
}

export function toFailure(error: unknown): ApiFailure {
  const e = (error ?? {}) as FetchErrorLike;
  const status = e.status ?? e.statusCode ?? null;
  if (status === null || status === undefined) {
    return { status: null, message: isTimeout(e) ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, fieldErrors: {} };
  }
  const body = (e.data && typeof e.data === 'object' ? e.data : {}) as { message?: unknown; errors?: unknown };
  // A 422's, and a refusal's that names its field (a 409 "Nomor induk … sudah dipakai" carries { registerNumber }).
  const fieldErrors = status >= 400 && status < 500 ? fieldErrorsOf(body.errors) : {};
  const serverMessage = typeof body.message === 'string' && body.message ? body.message : null;
  const message = status >= 500 ? SERVER_MESSAGE : (serverMessage ?? FAILED_MESSAGE);
  return { status, message, fieldErrors };
}

/** The server's message for a 422 that names no reason of its own (src/server/http/errors.ts validationError). */
export const INVALID_MESSAGE = 'Data yang dikirim tidak valid.';

/**
 * The failure in a sentence or three for a dialog: a refused form's own reasons ("Saldo tabungan tidak cukup …")
 * rather than "Data yang dikirim tidak valid.", which told the user nothing until they closed the dialog and
 * looked under the fields.
 */
export function failureText(failure: ApiFailure): string {
  const reasons = [...new Set(Object.values(failure.fieldErrors).flat())];
  if (!reasons.length) return failure.message;
  const lead = failure.message === INVALID_MESSAGE || reasons.includes(failure.message) ? [] : [failure.message];
  return [...lead, ...reasons.slice(0, 3)].join(' ');
}

/** Accepts { field: [msg] } and { field: msg }; anything else is no field errors. */
export function fieldErrorsOf(errors: unknown): FieldErrorMap {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const out: FieldErrorMap = {};
  for (const [field, value] of Object.entries(errors)) {
    const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string');
    if (list.length) out[field] = list;
  }
  return out;
}
