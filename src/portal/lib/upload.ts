/**
 * The portal's one way to send a file: multipart through XMLHttpRequest, because fetch cannot report upload
 * progress in today's browsers. Failures are rejected in the shape toFailure() reads ({ status, data }), and
 * a 401 ends the session as the API client does.
 */
import { API_BASE } from './constants.ts';
import { expireSession } from './session-end.ts';
import { readToken } from './storage.ts';

export interface UploadOptions {
  /** 0..100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  fileName?: string;
}

export function uploadFile<T>(path: string, file: Blob, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
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
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(String(response.status));
  return URL.createObjectURL(await response.blob());
}
