/**
 * Saving a file the API answers (a PDF, a workbook): the bearer token rules out a plain link, so the file is
 * fetched with it and handed to the browser under the name the server gave in Content-Disposition.
 */
import { api } from './api.ts';
import { type ApiFailure, failureText, toFailure } from './api-failure.ts';

export interface DownloadRequest {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Used when the server names no file. */
  fallbackName: string;
}

export async function saveDownload(path: string, request: DownloadRequest): Promise<void> {
  const res = await api
    .raw<Blob, 'blob'>(path, {
      ...(path.startsWith('/api/') ? { baseURL: '/' } : {}),
      method: request.method ?? 'GET',
      query: request.query,
      body: request.body,
      responseType: 'blob',
    })
    .catch(async (error: { data?: unknown }) => {
      // The error answer came as a Blob too: read its JSON so the server's Indonesian message reaches the user.
      if (error.data instanceof Blob)
        error.data = await error.data.text().then(
          (text) => JSON.parse(text) as unknown,
          () => undefined,
        );
      throw error;
    });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? request.fallbackName;
  const url = URL.createObjectURL(res._data!);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The first message worth showing for a failed download. */
export function downloadFailure(error: unknown): string {
  const failure: ApiFailure = toFailure(error);
  return failureText(failure);
}
