/**
 * The roots an Indonesian word may come from, for the OPAC: a student who types "belajar" looks for
 * "Pembelajaran Matematika", one who types "listrik" for "Dasar-Dasar Kelistrikan", and neither is the start of the
 * other. The word index (catalogue-index.ts) matches a query word to a title word when one is a possible root of
 * the other.
 *
 * Without a dictionary of roots (which a school library does not have in its catalogue), every way of taking the
 * word apart is kept: particles (-lah, -kah, -tah, -pun), possessives (-ku, -mu, -nya), one derivational suffix
 * (-kan, -an, -i) and up to two prefixes (di-, ke-, se-, ter-, ber-/be-/bel-, per-/pe-/pel-, me-/mem-/men-/meng-/
 * meny-, pem-/pen-/peng-/peny-), where a nasal prefix may also have eaten the root's first letter (menulis ← tulis,
 * memukul ← pukul, menyapu ← sapu, mengirim ← kirim). A wrong way yields a string that is no word of the catalogue
 * and matches nothing; roots shorter than four letters are dropped, because there a wrong way does find words.
 */

const MIN_ROOT = 4;
const PARTICLES = ['lah', 'kah', 'tah', 'pun'];
const POSSESSIVES = ['nya', 'ku', 'mu'];
const SUFFIXES = ['kan', 'an', 'i'];

/** Prefix → what may stand in its place at the root's start ('' = nothing; a letter = the one a nasal ate). */
const PREFIXES: [string, string[]][] = [
  ['meny', ['s']],
  ['peny', ['s']],
  ['meng', ['', 'k']],
  ['peng', ['', 'k']],
  ['mem', ['', 'p']],
  ['pem', ['', 'p']],
  ['men', ['', 't']],
  ['pen', ['', 't']],
  ['me', ['']],
  ['ber', ['']],
  ['bel', ['']],
  ['be', ['']],
  ['ter', ['']],
  ['per', ['']],
  ['pel', ['']],
  ['pe', ['']],
  ['di', ['']],
  ['ke', ['']],
  ['se', ['']],
];

const EATEN_BEFORE = /^[aiueorl]/;

/** The word without one prefix, each way it may be read (up to `depth` prefixes deep). */
function withoutPrefixes(word: string, depth: number, out: Set<string>): void {
  out.add(word);
  if (depth === 0) return;
  for (const [prefix, heads] of PREFIXES) {
    if (!word.startsWith(prefix)) continue;
    const rest = word.slice(prefix.length);
    for (const head of heads) {
      // A nasal eats a root's first letter only before a vowel, or r and l (menulis, pemrograman; not mendengar).
      if (head && !EATEN_BEFORE.test(rest)) continue;
      const root = head + rest;
      if (root.length >= MIN_ROOT) withoutPrefixes(root, depth - 1, out);
    }
  }
}

/** Every root `word` may come from (not the word itself); none for a short word or one with digits. */
export function rootsOf(word: string): string[] {
  if (word.length <= MIN_ROOT || !/^\p{Ll}+$/u.test(word)) return [];
  const cut = (forms: string[], endings: string[]) => [
    ...forms,
    ...forms.flatMap((w) => endings.filter((e) => w.endsWith(e) && w.length - e.length >= MIN_ROOT).map((e) => w.slice(0, -e.length))),
  ];
  const stems = cut(cut(cut([word], PARTICLES), POSSESSIVES), SUFFIXES);
  const roots = new Set<string>();
  for (const stem of stems) withoutPrefixes(stem, 2, roots);
  roots.delete(word);
  return [...roots];
}
