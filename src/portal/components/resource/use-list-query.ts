import { useCallback, useEffect, useState } from 'react';
import type { ResourceDef } from '../../../shared/resources/types.ts';
import { toFailure } from '../../lib/api-failure.ts';
import { fetchList, type ListQuery, type Row } from './resource-client.ts';
import type { Labels } from './format.ts';

export const PAGE_SIZES = [25, 50, 100] as const;

export type ListState = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; rows: Row[]; total: number; labels: Labels };

function queryOf(def: ResourceDef, search: string): ListQuery {
  const params = new URLSearchParams(search);
  const query: ListQuery = { page: Number(params.get('page') ?? 1) || 1, per_page: Number(params.get('per_page') ?? 25) || 25 };
  for (const key of ['q', 'sort', 'dir', ...def.filters.map((f) => f.field)]) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/**
 * The list's search, sort, filters and page. They are written into the address (?q=&page=...) so a reload or
 * a shared link shows the same list, but with history.replaceState rather than a router navigation: the
 * shell re-creates the routed view whenever the full path changes (document 01), which would drop the
 * search box's focus at every keystroke. Typing waits 300 ms before it asks the server.
 */
export function useListQuery(def: ResourceDef) {
  const [query, setQuery] = useState<ListQuery>(() => queryOf(def, window.location.search));
  const [search, setSearch] = useState(String(query.q ?? ''));
  const [result, setResult] = useState<ListState>({ state: 'loading' });
  const [busy, setBusy] = useState(true);
  const [reloads, setReloads] = useState(0);

  const update = useCallback((changes: Record<string, string | number | null>, resetPage = true) => {
    setQuery((current) => {
      const next: ListQuery = { ...current, ...(resetPage ? { page: 1 } : {}) };
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') delete next[key];
        else next[key] = value;
      }
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || (key === 'page' && value === 1) || (key === 'per_page' && value === 25)) continue;
        params.set(key, String(value));
      }
      const address = `${window.location.pathname}${params.size ? `?${params}` : ''}`;
      window.history.replaceState(window.history.state, '', address);
      return next;
    });
  }, []);

  useEffect(() => {
    if (search.trim() === String(query.q ?? '')) return;
    const timer = setTimeout(() => update({ q: search.trim() || null }), 300);
    return () => clearTimeout(timer);
  }, [search, query.q, update]);

  useEffect(() => {
    const abort = new AbortController();
    setBusy(true);
    fetchList(def.name, query, abort.signal).then(
      (r) => {
        setResult({ state: 'ready', rows: r.data, total: r.total, labels: r.labels });
        setBusy(false);
      },
      (error) => {
        if (abort.signal.aborted) return;
        setResult({ state: 'failed', message: toFailure(error).message });
        setBusy(false);
      },
    );
    return () => abort.abort();
  }, [def.name, query, reloads]);

  return { query, result, search, setSearch, update, reload: () => setReloads((n) => n + 1), busy };
}
