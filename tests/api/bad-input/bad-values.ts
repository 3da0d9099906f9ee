import fc from 'fast-check';

/**
 * The bad input of issue 11 and its relatives: what a stranger, a broken client or a fuzzer sends. Each was
 * (or could be) a 500: a NUL byte, a lone surrogate, ids past PostgreSQL's integer, huge strings, wrong types.
 */
export const ONE_MEGABYTE = 'x'.repeat(1024 * 1024);

export const badText = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', '\ud800', 'a\udc00b', '\ud83d', 'siti\u0000rahma', '\udbff\u0000'),
  fc.string({ maxLength: 8 }).map((s) => `${s}\ud800`),
);

export const badNumber = fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 63, 2 ** 64, -1, 0, -(2 ** 31) - 1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER);

/** Ids as text: a path segment or a query value. */
export const BAD_ID_TEXT = ['2147483648', '9223372036854775808', '18446744073709551616', '-1', '0', 'abc', '1.5', '1e3', '0x10', ' ', ''];

export const wrongType = fc.constantFrom<unknown>([], {}, [1, 2], { a: 1 }, [null], true, false, null, 123, 'teks', [[[]]]);

export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badText },
  { weight: 3, arbitrary: badNumber },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_ID_TEXT) },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: fc.constant(ONE_MEGABYTE) },
  { weight: 1, arbitrary: fc.array(badText, { maxLength: 3 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Bodies that are wrong as a whole, sent as raw text with a JSON content type. */
export const BAD_RAW_BODIES = [
  '[]',
  '"teks"',
  '123',
  'null',
  '{"a":',
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '{}',
];

/** Path segments for an :id: out of range, not a number, NUL, an encoded lone surrogate, a broken escape. */
export const BAD_PATH_IDS = [...BAD_ID_TEXT.filter((v) => v.trim() !== ''), '%00', '1%00', '%ED%A0%80', '%zz', encodeURIComponent(ONE_MEGABYTE.slice(0, 4000))];

/** Path segments for a name (:resource, :kind): unknown, NUL, an encoded lone surrogate, a broken escape, too long. */
export const BAD_PATH_NAMES = ['nope', '%00', 'students%00', '%ED%A0%80', '%zz', 'x'.repeat(300)];

/** A text as a URL query value; a lone surrogate, which encodeURIComponent refuses, as its CESU-8 bytes. */
export function encodeQueryValue(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** A body as a query string: texts as they are, numbers and booleans as text, objects as JSON, arrays repeated. */
export function toQueryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return `q=${encodeQueryValue(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`;
  const parts: string[] = [];
  const one = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) parts.push(`${encodeQueryValue(key)}=${encodeQueryValue(one(item))}`);
  }
  return parts.join('&');
}

/** Messages in English are a leak of a library's default text: every message the API answers is Indonesian. */
const ENGLISH =
  /\b(expected|invalid|required|received|must|should|cannot|unexpected|failed|error|not found|too (big|small|long|short)|unsupported|bad request)\b/i;

export function englishIn(message: string): boolean {
  return ENGLISH.test(message);
}
