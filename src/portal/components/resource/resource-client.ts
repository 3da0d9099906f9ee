/** The generic master-data API (/api/resources/<name>), as the resource screens call it. */
import { api, apiGet } from '../../lib/api.ts';
import type { ListResult, OptionItem, RecordResult } from '../../../shared/resources/types.ts';

export type Row = Record<string, unknown> & { id: number };
export type ListQuery = Record<string, string | number | undefined>;

export function fetchList(name: string, query: ListQuery, signal?: AbortSignal): Promise<ListResult<Row>> {
  return apiGet<ListResult<Row>>(`/resources/${name}`, query, { signal });
}

export function fetchRecord(name: string, id: string | number): Promise<RecordResult<Row>> {
  return apiGet<RecordResult<Row>>(`/resources/${name}/${id}`);
}

export type Option = OptionItem & { hint?: string };

export function fetchOptions(name: string, query: { q?: string; ids?: string }, signal?: AbortSignal): Promise<{ data: Option[]; more: boolean }> {
  return apiGet(`/resources/${name}/options`, query, { signal });
}

export function saveRecord(name: string, id: string | number | null, body: Record<string, unknown>): Promise<RecordResult<Row>> {
  return id === null
    ? api<RecordResult<Row>>(`/resources/${name}`, { method: 'POST', body })
    : api<RecordResult<Row>>(`/resources/${name}/${id}`, { method: 'PUT', body });
}

export function removeRecord(name: string, id: number): Promise<{ message: string }> {
  return api(`/resources/${name}/${id}`, { method: 'DELETE' });
}
