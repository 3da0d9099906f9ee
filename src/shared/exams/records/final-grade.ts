/**
 * "Olah Nilai Akhir": how an exam grade and its remedials make the final grade. Schools count a remedial only
 * up to the KKM (a student who needed a remedial cannot end above one who passed the first time), and the
 * final grade is never lower than the original.
 */
export const DEFAULT_KKM = 75;

export interface FinalGrade {
  originalGrade: number | null;
  /** The best remedial grade, capped at the KKM; null when the student sat no remedial. */
  remedialGrade: number | null;
  finalGrade: number | null;
  passed: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function finalGradeOf(originalGrade: number | null, remedialGrades: readonly number[], kkm: number): FinalGrade {
  const bestRemedial = remedialGrades.length ? Math.max(...remedialGrades) : null;
  const remedialGrade = bestRemedial === null ? null : round2(Math.min(bestRemedial, kkm));
  const candidates = [originalGrade, remedialGrade].filter((g): g is number => g !== null);
  const finalGrade = candidates.length ? round2(Math.max(...candidates)) : null;
  return { originalGrade, remedialGrade, finalGrade, passed: finalGrade !== null && finalGrade >= kkm };
}

/** How far below the KKM a grade is (0 when it meets it; the whole KKM when the student did not sit). */
export const shortfallOf = (grade: number | null, kkm: number): number => round2(Math.max(0, kkm - (grade ?? 0)));
