/** Dates and durations as the exam screens show them: Indonesian, on the school's clock (whatever the device's). */
import { formatInZone, fromZonedInput, toZonedInput } from '../../../../shared/time/school-time.ts';
import { $timeZone } from '../../../lib/session-store.ts';

export const formatDateTime = (iso: string | null | undefined) => (iso ? formatInZone(iso, $timeZone.get()) : '–');

/** "12 dtk lalu", "3 mnt lalu", relative to the server's time when it is known. */
export function ago(iso: string | null | undefined, now: number): string {
  if (!iso) return '–';
  const s = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (s < 60) return `${s} dtk lalu`;
  if (s < 3600) return `${Math.floor(s / 60)} mnt lalu`;
  return `${Math.floor(s / 3600)} jam lalu`;
}

/** The value of a datetime-local input for an ISO time, as the school's clock reads it, and back. */
export const toLocalInput = (iso: string | Date) => toZonedInput(iso, $timeZone.get());
export const fromLocalInput = (value: string) => fromZonedInput(value, $timeZone.get());
