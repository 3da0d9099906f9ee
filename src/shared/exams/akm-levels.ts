/**
 * AKM reports a student's competence in four levels rather than a grade. The national levels come from a
 * scaled score the school cannot compute; on a school's own AKM practice we place the share of the maximum
 * score on the same four levels, with cut-offs chosen so that "Cakap" means most of the paper was right.
 */
export const AKM_LEVELS = [
  {
    key: 'pik',
    label: 'Perlu Intervensi Khusus',
    from: 0,
    description: 'Belum mampu menemukan informasi eksplisit dalam teks atau menerapkan konsep sederhana.',
  },
  { key: 'dasar', label: 'Dasar', from: 40, description: 'Mampu menemukan informasi eksplisit dan menerapkan konsep dalam konteks sederhana.' },
  { key: 'cakap', label: 'Cakap', from: 60, description: 'Mampu menafsirkan dan menyimpulkan, serta memilih strategi yang tepat pada konteks yang beragam.' },
  { key: 'mahir', label: 'Mahir', from: 80, description: 'Mampu mengevaluasi, merefleksikan dan menalar pada konteks yang kompleks.' },
] as const;

export type AkmLevel = (typeof AKM_LEVELS)[number];

/** The level of a score; null when there is nothing to judge (no score yet, or a paper worth 0). */
export function akmLevel(score: number | null, maxScore: number | null): AkmLevel | null {
  if (score === null || maxScore === null || maxScore <= 0) return null;
  const percent = (score / maxScore) * 100;
  let level: AkmLevel = AKM_LEVELS[0];
  for (const l of AKM_LEVELS) if (percent >= l.from) level = l;
  return level;
}
