/**
 * The main client (document 01, section 7): base /api, JSON, and the bearer header built from the stored
 * token (none while it is the text 'null'). Two answers are handled here, once for every call: a 401 ends the
 * session like an expired identity cookie, and a 422 puts the server's field errors into the errors state.
 * Callers catch and turn the error into a message with toFailure().
 */
import { ofetch, type FetchOptions } from 'ofetch';
import { API_BASE } from './constants.ts';
import { fieldErrorsOf } from './api-failure.ts';
import { expireSession } from './session-end.ts';
import { $errors } from './session-store.ts';
import { readToken } from './storage.ts';
import { pathOf, type CallRoute, type Contract, type InputOf, type OutputOf, type ParamsOf } from '../../shared/api/contract.ts';

export const api = ofetch.create({
  baseURL: API_BASE,
  headers: { accept: 'application/json' },
  onRequest({ options }) {
    const token = readToken();
    if (token) (options.headers as Headers).set('authorization', `Bearer ${token}`);
  },
  onResponseError({ response }) {
    if (response.status === 401) expireSession();
    if (response.status === 422) $errors.set(fieldErrorsOf((response._data as { errors?: unknown } | undefined)?.errors));
  },
});

type CallArgs<C> = (ParamsOf<C> extends undefined ? { params?: undefined } : { params: ParamsOf<C> }) &
  (InputOf<C> extends undefined ? { input?: undefined } : { input: InputOf<C> });

/**
 * Calls the server by a contract (src/shared/api): the URL is built from the contract's path and params, the
 * input goes as the body (or the query for GET), and the answer is typed by the contract's output. The same
 * 401 and 422 handling as every call of `api`. Only the contract's method and path are read: a call route
 * (`callRoute`, no schemas) serves as well as the contract.
 */
export function call<C extends Contract>(
  contract: C | CallRoute<C>,
  ...rest: ParamsOf<C> extends undefined
    ? InputOf<C> extends undefined
      ? [CallArgs<C>?, FetchOptions<'json'>?]
      : [CallArgs<C>, FetchOptions<'json'>?]
    : [CallArgs<C>, FetchOptions<'json'>?]
): Promise<OutputOf<C>> {
  const [args, options = {}] = rest as [{ params?: Record<string, string | number>; input?: Record<string, unknown> } | undefined, FetchOptions<'json'>?];
  const url = pathOf(contract, args?.params ?? {});
  const body = args?.input;
  return api<OutputOf<C>>(url, {
    ...options,
    baseURL: '/',
    method: contract.method,
    ...(contract.method === 'GET' ? { query: body } : { body: body ?? {} }),
  });
}
