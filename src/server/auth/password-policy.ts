import fs from 'node:fs';

/**
 * What a new password must not be, wherever one is set (the profile's password change, an admin setting
 * someone's password). Beyond the length rule of the forms: not one of the few thousand most common passwords
 * (Indonesian favourites such as "bismillah" and "sayangku" included; common-passwords.txt), not one
 * character repeated, and not the account's own sign-in name. Server-side only: the list stays out of the
 * portal's bundle.
 */
const COMMON = new Set(
  fs
    .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
);

export const COMMON_PASSWORD = 'Password ini terlalu umum dan mudah ditebak. Pilih password lain.';
export const REPEATED_PASSWORD = 'Password tidak boleh hanya satu karakter yang diulang.';
export const LOGIN_AS_PASSWORD = 'Password tidak boleh sama dengan email atau nama pengguna.';

/** The Indonesian message for a password refused by the policy, or null when it may be used. */
export function passwordProblem(password: string, login?: string | null): string | null {
  const lower = password.toLowerCase();
  if (/^(.)\1*$/su.test(password)) return REPEATED_PASSWORD;
  // "Bismillah", "BISMILLAH" and "bismillah!" are as easy to guess as "bismillah".
  if (COMMON.has(lower) || COMMON.has(lower.replace(/[\s!.?@#*_-]+$/u, ''))) return COMMON_PASSWORD;
  if (login) {
    const name = login.toLowerCase();
    if (lower === name || lower === name.split('@')[0]) return LOGIN_AS_PASSWORD;
  }
  return null;
}
