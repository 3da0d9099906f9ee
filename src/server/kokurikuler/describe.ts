import type { LevelDef } from '../../shared/kokurikuler/frameworks.ts';

export interface DimensionMarks {
  id: number;
  name: string;
  levels: readonly number[];
}

/** A dimension's level: the mean of its assessed sub-elements, rounded half up (3.5 -> 4); null when none. */
export function dimensionLevel(levels: readonly number[]): number | null {
  if (levels.length === 0) return null;
  return Math.floor(levels.reduce((a, b) => a + b, 0) / levels.length + 0.5);
}

const joinNames = (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} dan ${names[names.length - 1]}`);

/**
 * The rapor's kokurikuler sentence for one project: dimensions grouped by level, highest first, then the
 * facilitator's note. 'Projek "Sekolahku Bebas Sampah" (Gaya Hidup Berkelanjutan): Mahir dalam Kolaborasi;
 * Cakap dalam Kreativitas dan Kemandirian. Aktif memimpin diskusi.'
 */
export function describeProject(p: { title: string; theme: string; levels: readonly LevelDef[]; dimensions: readonly DimensionMarks[]; note: string }): string {
  const byLevel = new Map<number, string[]>();
  for (const d of p.dimensions) {
    const level = dimensionLevel(d.levels);
    if (level !== null) byLevel.set(level, [...(byLevel.get(level) ?? []), d.name]);
  }
  const parts = [...byLevel.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([level, names]) => `${p.levels.find((l) => l.level === level)?.name ?? level} dalam ${joinNames(names)}`);
  if (parts.length === 0 && !p.note) return '';
  const head = `Projek "${p.title}" (${p.theme})`;
  const note = p.note.trim();
  return `${head}${parts.length ? `: ${parts.join('; ')}.` : '.'}${note ? ` ${/[.!?]$/.test(note) ? note : `${note}.`}` : ''}`;
}
