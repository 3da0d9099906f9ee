import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `target` by the server's clock (the phone's clock may be wrong): the offset is
 * taken from the server's time when the page was read, then the page ticks every second until zero.
 */
export function useCountdown(target: string, serverTime: string): number {
  const [offset] = useState(() => new Date(serverTime).getTime() - Date.now());
  const [left, setLeft] = useState(() => new Date(target).getTime() - (Date.now() + offset));
  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setLeft(new Date(target).getTime() - (Date.now() + offset)), 1000);
    return () => clearInterval(timer);
  }, [target, offset, left <= 0]);
  return Math.max(0, left);
}

/** "2 hari 03:04:05", "03:04:05". */
export function formatLeft(ms: number): string {
  const s = Math.floor(ms / 1000);
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days} hari ${clock}` : clock;
}
