/**
 * The AKM per-student report groups a paper's scores: the share of the weight earned per item type and per
 * stimulus (a reading text and the questions under it), so a teacher sees where a student struggles.
 */
export interface ScoredQuestion {
  score: number | null;
  max: number;
}

export interface ShareGroup {
  key: string;
  questions: number;
  score: number;
  max: number;
  /** 0–100, or null for a group worth nothing (or only unscored essays). */
  percent: number | null;
}

export function sharesBy<Q extends ScoredQuestion>(questions: readonly Q[], keyOf: (q: Q) => string): ShareGroup[] {
  const groups = new Map<string, ShareGroup>();
  for (const q of questions) {
    const key = keyOf(q);
    const g = groups.get(key) ?? { key, questions: 0, score: 0, max: 0, percent: null };
    g.questions++;
    // An essay not scored yet counts neither way, so it cannot pull the share down.
    if (q.score !== null) {
      g.score += q.score;
      g.max += q.max;
    }
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({
    ...g,
    score: Math.round(g.score * 100) / 100,
    percent: g.max > 0 ? Math.round((g.score / g.max) * 1000) / 10 : null,
  }));
}
