/** Shapes shared by many contracts. */
import { z } from 'zod';

/** The one error shape of every failed call (ENGINEERING.md "Errors"); 422 carries field messages. */
export const errorAnswerSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/** A done action that only says so. */
export const messageAnswerSchema = z.object({ status: z.boolean().optional(), message: z.string() });

/** A path parameter that is a record id: the one id check of src/shared/ids.ts. */
export { recordId as pathIdSchema } from '../ids.ts';

/**
 * A moment in time: the server's services hand over a Date (or an ISO string), the wire and the portal carry
 * the ISO string. The OpenAPI document shows it as a date-time string.
 */
export const dateTimeSchema = z.codec(z.union([z.date(), z.string()]), z.iso.datetime({ offset: true }), {
  decode: (value) => (value instanceof Date ? value.toISOString() : value),
  encode: (text) => text,
});
