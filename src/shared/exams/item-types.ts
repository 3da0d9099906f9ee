/**
 * The AKM and TKA item types (glossary: Pilihan Ganda, PG Kompleks, Menjodohkan, Isian Singkat, Uraian).
 * PG Kompleks comes in two forms: several answers ticked, or a category (benar/salah) per statement.
 */
export const ITEM_TYPES = ['single_choice', 'multiple_choice', 'true_false', 'matching', 'short_answer', 'essay'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  single_choice: 'Pilihan Ganda',
  multiple_choice: 'PG Kompleks',
  true_false: 'PG Kompleks (Benar/Salah)',
  matching: 'Menjodohkan',
  short_answer: 'Isian Singkat',
  essay: 'Uraian',
};

/** all_or_nothing: full weight only when every part is right. partial: a share of the weight per right part. */
export const SCORING_RULES = ['all_or_nothing', 'partial'] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

export const SCORING_RULE_LABELS: Record<ScoringRule, string> = {
  all_or_nothing: 'Semua atau tidak sama sekali',
  partial: 'Skor parsial',
};

/** Types scored by the server the moment an answer is saved; an essay waits for the teacher. */
export function isAutoScored(type: ItemType): boolean {
  return type !== 'essay';
}
