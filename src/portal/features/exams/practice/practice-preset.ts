import { toLocalInput } from '../ui/format.ts';

/**
 * The schedule form's starting values for a class exercise (Tambah Latihan, ?jenis=practice): open for a week,
 * no token, half an hour, the result shown after each finish, leaving the page not recorded — a practice is
 * done at home as often as the student likes. The teacher can change any of it.
 */
export function practicePreset<F extends { startsAt: string; endsAt: string }>(form: F): F {
  const opens = new Date(form.startsAt);
  return {
    ...form,
    kind: 'practice',
    tokenMode: 'none',
    token: null,
    durationMinutes: 30,
    resultVisibility: 'after_finish',
    recordLeave: false,
    endsAt: toLocalInput(new Date(opens.getTime() + 7 * 24 * 3600_000)),
  };
}

export const PRACTICE_QUERY = { name: 'jenis', value: 'practice' } as const;
