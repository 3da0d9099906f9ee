import { useEffect, useState } from 'react';
import { toFailure } from '../../../lib/api-failure.ts';

/**
 * Polls a call while the tab is visible (and at once when it becomes visible again): a proctor's or an
 * admin's live view on school Wi-Fi, where a poll recovers by itself (docs/decisions/0007-exam-engine.md).
 * Keeps the last answer when a poll fails, with the failure's message; `retry` polls again at once.
 */
export function usePolling<T>(load: () => Promise<T>, everyMs: number, deps: readonly unknown[]) {
  const [data, setData] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    const poll = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const answer = await load();
        if (live) {
          setData(answer);
          setFailure(null);
        }
      } catch (error) {
        if (live) setFailure(toFailure(error).message);
      }
    };
    void poll();
    const timer = setInterval(poll, everyMs);
    document.addEventListener('visibilitychange', poll);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', poll);
    };
    // `load` is a fresh closure each render; poll again only when what it reads changes.
  }, [...deps, tick]);
  return { data, failure, retry: () => setTick((n) => n + 1) };
}
