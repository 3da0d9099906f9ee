import { describe, expect, it } from 'vitest';
import { formatInZone, fromZonedInput, toZonedInput, zoneName } from '../../src/shared/time/school-time.ts';

describe("a school's times in its own zone", () => {
  const moment = '2026-11-23T00:30:00.000Z';

  it('shows a moment on the school clock whatever the process zone is', () => {
    expect(toZonedInput(moment, 'Asia/Jakarta')).toBe('2026-11-23T07:30');
    expect(toZonedInput(moment, 'Asia/Makassar')).toBe('2026-11-23T08:30');
    expect(toZonedInput(moment, 'Asia/Jayapura')).toBe('2026-11-23T09:30');
    expect(formatInZone(moment, 'Asia/Jayapura', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe('09.30');
  });

  it('reads a datetime-local value as the school clock and back', () => {
    expect(fromZonedInput('2026-11-23T07:30', 'Asia/Jakarta')).toBe(moment);
    expect(fromZonedInput('2026-11-23T09:30', 'Asia/Jayapura')).toBe(moment);
    for (const zone of ['Asia/Jakarta', 'Asia/Makassar', 'Asia/Jayapura', 'Europe/Berlin']) {
      for (const value of ['2026-01-01T00:00', '2026-03-29T02:30', '2026-12-31T23:59']) {
        const back = toZonedInput(fromZonedInput(value, zone), zone);
        if (zone === 'Europe/Berlin' && value === '2026-03-29T02:30') continue; // a wall time that does not exist there
        expect(back, `${zone} ${value}`).toBe(value);
      }
    }
  });

  it('refuses what is not a datetime-local value and names the zones', () => {
    expect(fromZonedInput('', 'Asia/Jakarta')).toBe('');
    expect(fromZonedInput('besok pagi', 'Asia/Jakarta')).toBe('');
    expect(zoneName('Asia/Makassar')).toBe('WITA');
  });
});
