/** The staff side's calls (the portal's client: 401 ends the session, 422 fills the field errors). */
import { api, apiGet, apiPost } from '../../../lib/api.ts';
import { API_BASE } from '../../../lib/constants.ts';
import { readToken } from '../../../lib/storage.ts';

export interface ScheduleSummary {
  id: number;
  kind: string;
  title: string;
  courseName: string | null;
  grade: number | null;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  token: string | null;
  session: string | null;
  room: string | null;
  participants: number;
  working: number;
  finished: number;
  pendingEssays: number;
  /** Whether this user may change or delete it (permissions table and course ownership, judged by the server). */
  mayChange: boolean;
}

export const listSchedules = (kinds: readonly string[]) =>
  apiGet<{ data: ScheduleSummary[]; serverTime: string }>('/exams/schedules', { kinds: kinds.join(',') });

export const examOptions = () =>
  apiGet<{ courses: { id: number; name: string; code: string }[]; sections: { id: number; name: string; grade: number }[] }>('/exams/options');

export const apiDelete = <T>(url: string) => api<T>(url, { method: 'DELETE' });

export { apiGet, apiPost };

/** Downloads a file from the API with the session's bearer token (a plain link would carry none). */
export async function download(path: string, filename: string): Promise<void> {
  const token = readToken();
  const response = await fetch(`${API_BASE}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
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
