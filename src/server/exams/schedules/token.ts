import { randomInt } from 'node:crypto';

/** Token ujian: six letters and digits without the look-alikes (0/O, 1/I/L), easy to read from a board. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newToken(length = 6): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
