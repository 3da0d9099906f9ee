import { useCallback, useEffect, useState } from 'react';
import { toFailure } from './api-failure.ts';

export type ApiData<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

/** Loads a screen's data once, with a retry; a failure becomes its Indonesian message. */
export function useApiData<T>(load: () => Promise<T>): ApiData<T> & { retry: () => void } {
  const [result, setResult] = useState<ApiData<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (data) => live && setResult({ state: 'ready', data }),
      (error) => live && setResult({ state: 'failed', message: toFailure(error).message }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; reload only on an explicit retry.
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, retry };
}
