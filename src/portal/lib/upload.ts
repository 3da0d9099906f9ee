/**
 * The portal's one way to send a file: multipart through XMLHttpRequest, because fetch cannot report upload
 * progress in today's browsers. Failures are rejected in the shape toFailure() reads ({ status, data }), and
 * a 401 ends the session as the API client does.
 */
import { pathOf, type CallRoute } from '../../shared/api/contract.ts';
import { uploadFileRoute } from '../../shared/api/shell-routes.ts';
import type { FileKind } from '../../shared/files/file-kinds.ts';
import { expireSession } from './session-end.ts';
import { readToken } from './storage.ts';

export interface UploadOptions {
  /** 0..100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  fileName?: string;
}

/** Where a file goes: a contract of the API (its path parameters filled), with an optional query string. */
export interface UploadTarget {
  contract: Pick<CallRoute, 'path' | 'name' | 'method'>;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
}

/** The shared upload call (POST /api/files?kind=…) for one kind of file. */
export function filesOfKind(kind: FileKind): UploadTarget {
  return { contract: uploadFileRoute, query: { kind } };
}

export function uploadFile<T>(target: UploadTarget, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = target.query ? `?${new URLSearchParams(target.query)}` : '';
    xhr.open(target.contract.method, `${pathOf(target.contract, target.params)}${query}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      if (xhr.status === 401) expireSession();
      reject({ status: xhr.status, data });
    };
    xhr.onerror = () => reject({ name: 'NetworkError' });
    const form = new FormData();
    form.append('file', file, options.fileName ?? (file instanceof File ? file.name : 'berkas'));
    xhr.send(form);
  });
}

/** A private file (a profile photo) as an object URL: an <img> cannot send the bearer token itself. */
export async function privateFileUrl(path: string): Promise<string> {
  const token = readToken();
  const response = await fetch(path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(String(response.status));
  return URL.createObjectURL(await response.blob());
}
