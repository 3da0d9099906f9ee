import { jsonFetch } from './fake-browser.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACTIVE_DOMAIN, UNSUPPORTED_METHOD, activeDomain, createRemoteClient } from '../../src/portal/lib/remote-client.ts';
import { REMOTE_TIMEOUT_MS } from '../../src/portal/lib/constants.ts';

const DOMAINS = [
  { domain: 'https://lama.contoh.id', status: 'N' },
  { domain: 'https://utama.contoh.id/api', status: 'Y' },
  { domain: 'https://cadangan.contoh.id', status: 'Y' },
];

afterEach(() => vi.useRealTimers());

describe('the remote client', () => {
  it('uses the first domain whose status is Y', () => {
    expect(activeDomain(DOMAINS)).toBe('https://utama.contoh.id/api');
    expect(activeDomain([{ domain: 'x', status: 'N' }])).toBeNull();
  });

  it('POSTs JSON with credentials to the active domain', async () => {
    const { fetch, calls } = jsonFetch(() => ({ body: { ok: 1 } }));
    const call = createRemoteClient({ domains: DOMAINS, fetch });
    expect(await call('post', '/sinkron', { a: 1 })).toEqual({ ok: true, status: 200, data: { ok: 1 } });
    expect(calls[0].url).toBe('https://utama.contoh.id/api/sinkron');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.credentials).toBe('include');
    expect(new Headers(calls[0].init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ a: 1 });
  });

  it('sends a GET payload as query parameters and a DELETE payload as the body', async () => {
    const { fetch, calls } = jsonFetch(() => ({ body: {} }));
    const call = createRemoteClient({ domains: DOMAINS, fetch });
    await call('GET', '/cari', { q: 'budi', hal: 2 });
    expect(calls[0].url).toBe('https://utama.contoh.id/api/cari?q=budi&hal=2');
    expect(calls[0].init.body).toBeUndefined();
    await call('DELETE', '/data', { id: 9 });
    expect(calls[1].init.method).toBe('DELETE');
    expect(JSON.parse(String(calls[1].init.body))).toEqual({ id: 9 });
  });

  it("returns 'Unsupported HTTP method' for any other method, without calling", async () => {
    const { fetch } = jsonFetch(() => ({ body: {} }));
    const call = createRemoteClient({ domains: DOMAINS, fetch });
    expect(await call('PUT', '/x')).toEqual({ ok: false, status: null, message: UNSUPPORTED_METHOD, data: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('returns failures as results instead of throwing', async () => {
    const failing = jsonFetch(() => ({ status: 500, body: { message: 'rusak' } }));
    const result = await createRemoteClient({ domains: DOMAINS, fetch: failing.fetch })('POST', '/x');
    expect(result).toMatchObject({ ok: false, status: 500, data: { message: 'rusak' } });
    const offline = jsonFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await createRemoteClient({ domains: DOMAINS, fetch: offline.fetch })('GET', '/x')).toMatchObject({ ok: false, status: null });
    expect(await createRemoteClient({ domains: [], fetch: offline.fetch })('GET', '/x')).toMatchObject({ ok: false, message: NO_ACTIVE_DOMAIN });
  });

  it('gives up after 60 seconds', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal!.reason)));
    });
    const pending = createRemoteClient({ domains: DOMAINS, fetch })('GET', '/lambat');
    await vi.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    expect(await pending).toMatchObject({ ok: false, status: null });
  });
});
