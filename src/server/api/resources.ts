import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { RESOURCES } from '../../shared/resources/registry.ts';
import { contractsOf } from '../../shared/api/resources.ts';
import { listRecords } from '../resources/list-records.ts';
import { getRecord } from '../resources/get-record.ts';
import { recordOptions } from '../resources/record-options.ts';
import { createRecord } from '../resources/create-record.ts';
import { updateRecord } from '../resources/update-record.ts';
import { deleteRecord } from '../resources/delete-record.ts';

/**
 * The generic master-data API: each definition of src/shared/resources/registry.ts emits its contracts
 * (src/shared/api/resources.ts) and they are registered here. An unknown resource name is the JSON 404 of an
 * unknown API path. A singleton (the school's general settings) has only get and update.
 */
export function registerResourcesApi(app: FastifyInstance, deps: AppDeps): void {
  for (const def of RESOURCES) {
    const c = contractsOf(def);
    route(app, deps, c.get, ({ ctx, params }) => getRecord({ ctx, def, rawId: params.id }));
    route(app, deps, c.update, ({ ctx, params, input }) => updateRecord({ ctx, def, rawId: params.id, body: input }));
    if (def.singleton) continue;
    route(app, deps, c.list, ({ ctx, input }) => listRecords({ ctx, def, query: input }));
    route(app, deps, c.options, ({ ctx, input }) => recordOptions({ ctx, def, query: input }));
    route(app, deps, c.create, ({ ctx, input }) => createRecord({ ctx, def, body: input }));
    route(app, deps, c.remove, ({ ctx, params }) => deleteRecord({ ctx, def, rawId: params.id }));
  }
}
