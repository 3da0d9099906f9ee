import { useEffect, useState } from 'react';
import { privateFileUrl } from './upload.ts';

const isPrivateFile = (src: string | null) => Boolean(src?.startsWith('/api/files/'));

/**
 * The address an <img> can use for `src`: as it is, or, for a file of the upload path (which needs the bearer
 * token), an object URL of the bytes fetched with it. Null while loading; the fallback when it fails.
 */
export function usePrivateImage(src: string | null, fallback: string): string | null {
  const [url, setUrl] = useState<string | null>(isPrivateFile(src) ? null : (src ?? fallback));
  useEffect(() => {
    if (!src || !isPrivateFile(src)) return setUrl(src ?? fallback);
    let objectUrl: string | null = null;
    let live = true;
    privateFileUrl(src)
      .then((u) => (live ? setUrl((objectUrl = u)) : URL.revokeObjectURL(u)))
      .catch(() => live && setUrl(fallback));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src, fallback]);
  return url;
}
