/**
 * The second client of document 01, section 7, for a separate remote service: the first configured domain
 * whose status is 'Y', a 60-second time-out, credentials and JSON; POST sends the payload as the body, GET as
 * query parameters, DELETE as the body. It never throws: every failure comes back as a result.
 */
import { ofetch, type $Fetch } from 'ofetch';
import { REMOTE_DOMAINS, type RemoteDomain } from './config.ts';
import { REMOTE_TIMEOUT_MS } from './constants.ts';
import { toFailure } from './api-failure.ts';

export type RemoteMethod = 'POST' | 'GET' | 'DELETE';
export type RemoteResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number | null; message: string; data: unknown };

export const UNSUPPORTED_METHOD = 'Unsupported HTTP method';
export const NO_ACTIVE_DOMAIN = 'Tidak ada domain layanan yang aktif.';

export function activeDomain(domains: readonly RemoteDomain[]): string | null {
  return domains.find((d) => d.status === 'Y')?.domain ?? null;
}

export interface RemoteClientOptions {
  domains?: readonly RemoteDomain[];
  /** For tests: the fetch implementation. */
  fetch?: typeof globalThis.fetch;
}

export function createRemoteClient(options: RemoteClientOptions = {}) {
  const domains = options.domains ?? REMOTE_DOMAINS;
  const client: $Fetch = options.fetch ? ofetch.create({}, { fetch: options.fetch }) : ofetch;

  return async function call<T>(method: string, endpoint: string, payload: Record<string, unknown> = {}): Promise<RemoteResult<T>> {
    const verb = method.toUpperCase();
    if (verb !== 'POST' && verb !== 'GET' && verb !== 'DELETE') {
      return { ok: false, status: null, message: UNSUPPORTED_METHOD, data: null };
    }
    const baseURL = activeDomain(domains);
    if (!baseURL) return { ok: false, status: null, message: NO_ACTIVE_DOMAIN, data: null };
    try {
      const response = await client.raw<T>(endpoint, {
        baseURL,
        method: verb,
        timeout: REMOTE_TIMEOUT_MS,
        credentials: 'include',
        retry: 0,
        headers: { accept: 'application/json' },
        ...(verb === 'GET' ? { query: payload } : { body: payload }),
      });
      return { ok: true, status: response.status, data: response._data as T };
    } catch (error) {
      const failure = toFailure(error);
      return { ok: false, status: failure.status, message: failure.message, data: (error as { data?: unknown }).data ?? null };
    }
  };
}

export const remoteCall = createRemoteClient();
