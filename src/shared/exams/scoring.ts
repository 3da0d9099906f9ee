import type { AnswerValue } from './answer-schema.ts';
import type { ItemContent } from './item-schema.ts';
import { blankIsCorrect } from './short-answer.ts';

/**
 * Scoring as pure functions, the same on the server (saving, finishing, re-scoring after a key change) and
 * in the portal (previews). Every type has both rules:
 *   all_or_nothing: the full weight when every part is right, else 0;
 *   partial: weight x the share of parts right. For PG Kompleks (several answers) each wrong tick cancels a
 *   right one, so ticking everything earns nothing; for Pilihan Ganda an option may carry its own credit.
 * An essay has no automatic score (pending) until the teacher gives one.
 */
export interface ItemScore {
  /** Points earned, null while an essay waits for the teacher. */
  score: number | null;
  max: number;
  /** Share of parts right (0..1) before the rule; null for an essay. */
  fraction: number | null;
}

export function scoreAnswer(item: ItemContent, value: AnswerValue | null | undefined): ItemScore {
  const max = item.weight;
  if (item.type === 'essay') return { score: null, max, fraction: null };
  const fraction = value ? partsRight(item, value) : 0;
  const earned = item.scoring === 'partial' ? fraction : fraction >= 1 - 1e-9 ? 1 : 0;
  return { score: round(earned * max), max, fraction };
}

/**
 * Checks a teacher's essay score: within 0..weight, and under all_or_nothing only 0 or the full weight.
 * Returns the message to show when it is not acceptable.
 */
export function essayScoreProblem(item: ItemContent, given: number): string | null {
  if (!Number.isFinite(given) || given < 0 || given > item.weight) return `Skor harus antara 0 dan ${item.weight}.`;
  if (item.scoring === 'all_or_nothing' && given !== 0 && given !== item.weight) return `Soal ini dinilai 0 atau ${item.weight}.`;
  return null;
}

function partsRight(item: Exclude<ItemContent, { type: 'essay' }>, value: AnswerValue): number {
  switch (item.type) {
    case 'single_choice': {
      if (!('choice' in value) || value.choice === null) return 0;
      if (value.choice === item.key) return 1;
      return item.scoring === 'partial' ? (item.options.find((o) => o.id === value.choice)?.credit ?? 0) : 0;
    }
    case 'multiple_choice': {
      if (!('choices' in value)) return 0;
      const key = new Set(item.key);
      const chosen = new Set(value.choices);
      let right = 0;
      let wrong = 0;
      for (const c of chosen) {
        if (key.has(c)) right++;
        else wrong++;
      }
      if (item.scoring === 'all_or_nothing') return right === key.size && wrong === 0 ? 1 : 0;
      return Math.max(0, right - wrong) / key.size;
    }
    case 'true_false': {
      if (!('categories' in value)) return 0;
      const right = item.statements.filter((s) => value.categories[s.id] === item.key[s.id]).length;
      return right / item.statements.length;
    }
    case 'matching': {
      if (!('pairs' in value)) return 0;
      const right = item.premises.filter((p) => value.pairs[p.id] === item.key[p.id]).length;
      return right / item.premises.length;
    }
    case 'short_answer': {
      if (!('texts' in value)) return 0;
      const right = item.blanks.filter((b) => blankIsCorrect(b, value.texts[b.id])).length;
      return right / item.blanks.length;
    }
  }
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** The attempt's total and the 0-100 grade from its item scores; essays still pending count as 0. */
export function totalOf(scores: ItemScore[]): { score: number; max: number; grade: number; pending: number } {
  let score = 0;
  let max = 0;
  let pending = 0;
  for (const s of scores) {
    max += s.max;
    if (s.score === null) pending++;
    else score += s.score;
  }
  return { score: round(score), max: round(max), grade: max > 0 ? round((score / max) * 100) : 0, pending };
}
