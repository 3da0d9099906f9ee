import { z } from 'zod';

/**
 * Every record id is a PostgreSQL `integer` (serial): 1 to 2^31 - 1. A number past that is not "a record
 * that does not exist" to the database but a statement it refuses ("out of range for type integer"), and a
 * refused statement inside a batched lookup fails every request that shares it. So ids are checked here,
 * once, by every path, query and body that carries one: the API answers 422 (or 404) before any SQL runs.
 */
export const ID_MAX = 2_147_483_647;
export const ID_INVALID = 'Id tidak valid.';

export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ID_MAX;
}

/** A path segment, a query value or a form's select sends digits; they become the number. Anything else is left for the check to refuse. */
const digitsToNumber = (value: unknown) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value);

/**
 * An id as zod checks it: a whole number 1..2^31-1, or its digits as text. `message` names the choice of a
 * form ("Pilih rombel."), for a missing choice too; without one a missing id reads "Wajib diisi.".
 */
export function idSchema(message?: string) {
  const invalid = message ?? ID_INVALID;
  const missing = message ?? 'Wajib diisi.';
  const number = z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : invalid) })
    .int(invalid)
    .min(1, invalid)
    .max(ID_MAX, invalid);
  return z.preprocess(digitsToNumber, number);
}

/** The plain record id of bodies and query strings. */
export const recordId = idSchema();

/**
 * The revision a client read (optimistic locking): an `integer` column too, so a number past 2^31 - 1 would be
 * refused by the database as a 500 rather than answered as a stale edit. 422 before any SQL runs.
 */
export const revisionSchema = z.number().int().min(0).max(ID_MAX, 'Revisi tidak valid.');
