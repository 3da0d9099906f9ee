import type { FastifyRequest } from 'fastify';
import { ID_INVALID, recordId } from '../../shared/ids.ts';
import { validationError } from './errors.ts';

/**
 * The record id of a path (/api/exams/attempts/:id): the one place a path id is read, with the same check as
 * every body id (src/shared/ids.ts). Anything but 1..2^31-1 is a 422 on the id, before any SQL runs.
 */
export function pathId(request: FastifyRequest, name = 'id'): number {
  const parsed = recordId.safeParse((request.params as Record<string, unknown>)[name]);
  if (!parsed.success) throw validationError({ [name]: [ID_INVALID] });
  return parsed.data;
}
