/** The generic master-data API, called by each definition's contracts (src/shared/api/resources.ts). */
import { call } from '../../lib/api.ts';
import { contractsOf } from '../../../shared/api/resources.ts';
import { resourceByName } from '../../../shared/resources/registry.ts';
import type { ListResult, OptionItem, RecordResult } from '../../../shared/resources/types.ts';

export type Row = Record<string, unknown> & { id: number };
export type ListQuery = Record<string, string | number | undefined>;

function contracts(name: string) {
  const def = resourceByName(name);
  if (!def) throw new Error(`Sumber data tidak dikenal: ${name}`);
  return contractsOf(def);
}

export function fetchList(name: string, query: ListQuery, signal?: AbortSignal): Promise<ListResult<Row>> {
  return call(contracts(name).list, { input: query }, { signal }) as Promise<ListResult<Row>>;
}

export function fetchRecord(name: string, id: string | number): Promise<RecordResult<Row>> {
  return call(contracts(name).get, { params: { id: String(id) } }) as Promise<RecordResult<Row>>;
}

export type Option = OptionItem & { hint?: string };

export function fetchOptions(name: string, query: { q?: string; ids?: string }, signal?: AbortSignal): Promise<{ data: Option[]; more: boolean }> {
  return call(contracts(name).options, { input: query }, { signal });
}

export function saveRecord(name: string, id: string | number | null, body: Record<string, unknown>): Promise<RecordResult<Row>> {
  const c = contracts(name);
  return (id === null ? call(c.create, { input: body }) : call(c.update, { params: { id: String(id) }, input: body })) as Promise<RecordResult<Row>>;
}

export function removeRecord(name: string, id: number): Promise<{ message: string }> {
  return call(contracts(name).remove, { params: { id: String(id) } });
}
