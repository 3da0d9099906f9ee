/** The staff side's calls (the portal's client: 401 ends the session, 422 fills the field errors), by contract. */
import type { z } from 'zod';
import { call } from '../../../lib/api.ts';
import { readToken } from '../../../lib/storage.ts';
import { pathOf, type Contract } from '../../../../shared/api/contract.ts';
import { examOptionsContract } from '../../../../shared/api/exams/bank.ts';
import { listSchedulesContract, scheduleSummarySchema } from '../../../../shared/api/exams/schedules.ts';

export type ScheduleSummary = z.output<typeof scheduleSummarySchema>;

export const listSchedules = (kinds: readonly string[]) => call(listSchedulesContract, { input: { kinds: kinds.join(',') } });

export const examOptions = () => call(examOptionsContract);

/**
 * Downloads a file a contract answers (its response is a file) with the session's bearer token (a plain link
 * would carry none). `query`: the GET filter, sent as the query string.
 */
export async function download(
  contract: Contract,
  args: { params?: Record<string, string | number>; query?: Record<string, string> },
  filename: string,
): Promise<void> {
  const token = readToken();
  const query = args.query && Object.keys(args.query).length ? `?${new URLSearchParams(args.query)}` : '';
  const response = await fetch(`${pathOf(contract, args.params)}${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error('Berkas gagal diunduh.');
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
