/**
 * Just enough of a browser for the portal's session modules in Node: localStorage, document.cookie (with the
 * attributes each cookie was last set with, so tests can check path and lifetime) and location. Imported
 * first by each portal test, so the stores initialise against it.
 */
import { vi } from 'vitest';

export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  keys() {
    return [...this.#items.keys()];
  }
}

export interface CookieRecord {
  value: string;
  attributes: Record<string, string>;
}

export class CookieJar {
  records = new Map<string, CookieRecord>();
  get cookie(): string {
    return [...this.records].map(([name, r]) => `${name}=${r.value}`).join('; ');
  }
  set cookie(text: string) {
    const [pair, ...attrs] = text.split(';').map((s) => s.trim());
    const eq = pair.indexOf('=');
    const name = decodeURIComponent(pair.slice(0, eq));
    const attributes: Record<string, string> = {};
    for (const a of attrs) {
      const [k, v = ''] = a.split('=');
      attributes[k.toLowerCase()] = v;
    }
    if (attributes.expires && new Date(attributes.expires).getTime() < Date.now()) this.records.delete(name);
    else this.records.set(name, { value: pair.slice(eq + 1), attributes });
  }
}

export const storage = new MemoryStorage();
export const jar = new CookieJar();
export const location = { assign: vi.fn(), reload: vi.fn(), protocol: 'http:', search: '' };

Object.assign(globalThis, { localStorage: storage, document: jar, location });

export function resetBrowser(): void {
  storage.clear();
  jar.records.clear();
  location.assign.mockReset();
  location.reload.mockReset();
}

/** A fetch stub answering JSON, recording the requests it got. */
export function jsonFetch(answer: (url: string, init: RequestInit) => { status?: number; body?: unknown } | Promise<never>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const result = await answer(url, init);
    return new Response(result.body === undefined ? null : JSON.stringify(result.body), {
      status: result.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, calls };
}
