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

export function apiPost<T>(url: string, body: Record<string, unknown> = {}, options: FetchOptions<'json'> = {}): Promise<T> {
  return api<T>(url, { ...options, method: 'POST', body });
}

export function apiGet<T>(url: string, query?: Record<string, unknown>, options: FetchOptions<'json'> = {}): Promise<T> {
  return api<T>(url, { ...options, method: 'GET', query });
}
