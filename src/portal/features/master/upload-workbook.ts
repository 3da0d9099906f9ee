import { failureText, toFailure } from '../../lib/api-failure.ts';
import { expireSession } from '../../lib/session-end.ts';
import { readToken } from '../../lib/storage.ts';
import type { ImportReport } from '../../../shared/resources/types.ts';

export type { ImportReport };

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a workbook as the request body with XMLHttpRequest, the one browser API that reports upload
 * progress. The percentage reaches 100 when the file is sent; the server then checks and stores it.
 */
export function uploadWorkbook(url: string, file: File, onProgress: (percent: number) => void): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('content-type', XLSX);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => onProgress(100);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported below by status
      }
      if (xhr.status === 401) expireSession();
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as ImportReport);
      else {
        const failure = toFailure({ status: xhr.status, data: body });
        reject(new Error(failureText(failure)));
      }
    };
    xhr.onerror = () => reject(new Error(toFailure(new TypeError('network')).message));
    xhr.send(file);
  });
}
