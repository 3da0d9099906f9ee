import { useEffect, useState } from 'react';

/**
 * Seconds left by the server's clock: the offset between the server's time and this device's is measured
 * when the attempt is read, so a phone whose clock is wrong still counts down correctly.
 */
export function useExamClock(serverNow: string | undefined, deadline: string | undefined, receivedAt: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!serverNow || !deadline) return null;
  const offset = new Date(serverNow).getTime() - receivedAt;
  return Math.max(0, Math.floor((new Date(deadline).getTime() - (now + offset)) / 1000));
}

export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
