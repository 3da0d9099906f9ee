import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { AppError } from '../http/errors.ts';
import { resourceByName } from '../../shared/resources/registry.ts';
import { listRecords } from '../resources/list-records.ts';
import { getRecord } from '../resources/get-record.ts';
import { recordOptions } from '../resources/record-options.ts';
import { createRecord } from '../resources/create-record.ts';
import { updateRecord } from '../resources/update-record.ts';
import { deleteRecord } from '../resources/delete-record.ts';

const anyObject = z.record(z.string(), z.unknown());
type Params = { resource: string; id?: string };

/** The definition named in the path; an unknown name is the same JSON 404 as an unknown API path. */
function defOf(request: FastifyRequest) {
  const def = resourceByName((request.params as Params).resource);
  if (!def) throw new AppError('not_found', 'Alamat API tidak ditemukan.');
  return def;
}
const idOf = (request: FastifyRequest) => (request.params as Params).id;

/**
 * The generic master-data API, one contract for every resource of src/shared/resources/registry.ts:
 *   GET    /api/resources/:resource            list (page, per_page, q, sort, dir, filters)
 *   GET    /api/resources/:resource/options    picker options (q, ids)
 *   GET    /api/resources/:resource/:id        one record ('current' for a singleton)
 *   POST   /api/resources/:resource            create
 *   PUT    /api/resources/:resource/:id        update (fields left out keep their value)
 *   DELETE /api/resources/:resource/:id        delete
 */
export function registerResourcesApi(app: FastifyInstance, deps: AppDeps): void {
  const base = '/api/resources/:resource';
  sessionEndpoint(app, deps, {
    method: 'GET',
    url: base,
    input: anyObject,
    handler: ({ ctx, input, request }) => listRecords({ ctx, def: defOf(request), query: input }),
  });
  sessionEndpoint(app, deps, {
    method: 'GET',
    url: `${base}/options`,
    input: anyObject,
    handler: ({ ctx, input, request }) => recordOptions({ ctx, def: defOf(request), query: input }),
  });
  sessionEndpoint(app, deps, {
    method: 'GET',
    url: `${base}/:id`,
    handler: ({ ctx, request }) => getRecord({ ctx, def: defOf(request), rawId: idOf(request) }),
  });
  sessionEndpoint(app, deps, {
    method: 'POST',
    url: base,
    input: anyObject,
    handler: async ({ ctx, input, request, reply }) => {
      const result = await createRecord({ ctx, def: defOf(request), body: input });
      reply.status(201);
      return result;
    },
  });
  sessionEndpoint(app, deps, {
    method: 'PUT',
    url: `${base}/:id`,
    input: anyObject,
    handler: ({ ctx, input, request }) => updateRecord({ ctx, def: defOf(request), rawId: idOf(request), body: input }),
  });
  sessionEndpoint(app, deps, {
    method: 'DELETE',
    url: `${base}/:id`,
    handler: ({ ctx, request }) => deleteRecord({ ctx, def: defOf(request), rawId: idOf(request) }),
  });
}
