/**
 * Short answers (Isian Singkat) are compared after normalising what students type on phones: Unicode forms,
 * spaces, case, curly quotes, a trailing full stop; numbers accept the Indonesian decimal comma ("3,5"),
 * thousands dots ("1.000") and a unit-less value.
 */
export function normaliseText(raw: string, caseSensitive = false): string {
  let s = raw
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"');
  s = s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.。]+$/, '')
    .trim();
  return caseSensitive ? s : s.toLocaleLowerCase('id');
}

/**
 * The values a written number can mean. "3,5" and "3.5" are 3.5; "1.000.000" is a million; "1.500" is
 * read both ways (1500 in Indonesian writing, 1.5 on an English keyboard), so either key matches it.
 */
export function numberReadings(raw: string): number[] {
  const s = raw.normalize('NFKC').replace(/\s+/g, '').replace(/[−–]/g, '-');
  if (!/^[-+]?[\d.,]+$/.test(s) || !/\d/.test(s)) return [];
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  const readings: string[] = [];
  if (lastDot >= 0 && lastComma >= 0) {
    // Both used: the last one is the decimal separator, the other groups thousands.
    const decimal = lastDot > lastComma ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    readings.push(s.split(group).join('').replace(decimal, '.'));
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const parts = s.split(sep);
    if (parts.length > 2)
      readings.push(parts.join('')); // 1.000.000
    else {
      readings.push(parts.join('.'));
      if (/^[-+]?[1-9]\d{0,2}$/.test(parts[0]) && parts[1].length === 3) readings.push(parts.join(''));
    }
  } else readings.push(s);
  return readings.map(Number).filter((n) => Number.isFinite(n));
}

export interface BlankRule {
  answers: string[];
  match: 'text' | 'number';
  caseSensitive: boolean;
}

export function blankIsCorrect(rule: BlankRule, given: string | undefined): boolean {
  if (given === undefined || given.trim() === '') return false;
  if (rule.match === 'number') {
    const readings = numberReadings(given);
    return rule.answers.some((a) =>
      numberReadings(a).some((expected) => readings.some((v) => Math.abs(expected - v) <= 1e-9 * Math.max(1, Math.abs(expected)))),
    );
  }
  const text = normaliseText(given, rule.caseSensitive);
  return rule.answers.some((a) => normaliseText(a, rule.caseSensitive) === text);
}
